/**
 * Who a shopper is: a customer is keyed by the sign-in they first used, their
 * Google email or, for a shopper who first signed in with a phone code, that
 * phone number (E.164, +91…). The key never changes (their orders and
 * addresses name it); the other method, linked later from the profile, is
 * kept beside it. One email and one phone each name at most one customer.
 * Pure rules: the server (auth/customers.ts, customers/link.ts) and the
 * storefront's profile both read them.
 */

import { E164 } from "./e164";

export { E164 } from "./e164";

/** The two ways a shopper signs in; "" for a method they do not use. */
export interface SignIns {
  email: string;
  phone: string;
}

/** What a customer key is: an email, a phone number, or neither (not a key). */
export function keyKind(key: string): "email" | "phone" | null {
  if (E164.test(key)) return "phone";
  if (key.includes("@") && key === key.toLowerCase()) return "email";
  return null;
}

/** A customer's sign-ins: the key is one of them, the linked one (or none) the other. */
export function customerSignIns(
  key: string,
  linkedEmail: string | null,
  linkedPhone: string | null,
): SignIns {
  const kind = keyKind(key);
  return {
    email: kind === "email" ? key : (linkedEmail ?? ""),
    phone: kind === "phone" ? key : (linkedPhone ?? ""),
  };
}

/**
 * The key of a new customer: the method they signed in with this time (a
 * phone sign-in whose account also carries an email is keyed by the phone).
 */
export function newCustomerKey(proof: SignIns & { via?: "google" | "phone" | undefined }): string {
  if (proof.via === "phone" && proof.phone) return proof.phone;
  return proof.email || proof.phone;
}

export const EMAIL_TAKEN =
  "This Google account already belongs to another customer. Sign in with it to see that account's orders.";
export const PHONE_TAKEN =
  "This phone number already belongs to another customer. Sign in with it to see that account's orders.";
export const NOTHING_TO_LINK = "That sign-in is already yours: there is nothing new to link.";

/** What linking a proven sign-in does to a customer: which column to set, or why not. */
export type LinkPlan =
  | { ok: true; linkedEmail?: string; linkedPhone?: string }
  | { ok: false; field: "email" | "phone"; message: string };

/**
 * Linking `proof` (the methods a fresh sign-in proved) to the customer keyed
 * `key` with sign-ins `mine`. `owners` names the customer each proven method
 * already belongs to (null when none). Refused when a method is another
 * customer's, when it would replace the customer's own different method, or
 * when nothing is new; else the linked column to set.
 */
export function planLink(
  key: string,
  mine: SignIns,
  proof: SignIns,
  owners: { email: string | null; phone: string | null },
): LinkPlan {
  if (proof.email && owners.email !== null && owners.email !== key)
    return { ok: false, field: "email", message: EMAIL_TAKEN };
  if (proof.phone && owners.phone !== null && owners.phone !== key)
    return { ok: false, field: "phone", message: PHONE_TAKEN };
  const newEmail = proof.email && proof.email !== mine.email ? proof.email : "";
  const newPhone = proof.phone && proof.phone !== mine.phone ? proof.phone : "";
  if (newEmail && mine.email)
    return {
      ok: false,
      field: "email",
      message: `Your account already signs in with Google as ${mine.email}; only one Google account can be linked.`,
    };
  if (newPhone && mine.phone)
    return {
      ok: false,
      field: "phone",
      message: `Your account already signs in with the phone ${mine.phone}; only one phone number can be linked.`,
    };
  if (newEmail) return { ok: true, linkedEmail: newEmail };
  if (newPhone) return { ok: true, linkedPhone: newPhone };
  return { ok: false, field: proof.email ? "email" : "phone", message: NOTHING_TO_LINK };
}

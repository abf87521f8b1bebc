/** The checkout's address form (SPEC §3, §5): checks in the spec's order and the composed string. */

export const DEFAULT_COUNTRY = "India";
export const PHONE_PREFIX = "+91-";

export interface AddressForm {
  fullName: string;
  address: string;
  city?: string;
  state?: string;
  country?: string;
  pincode: string;
  phoneNumber: string;
}

export type AddressField = "fullName" | "address" | "pincode" | "phoneNumber";

/** The address's bounds (addressLimits.ts), for the form and its checks. */
export { ADDRESS_LIMITS, MAX_ADDRESS_LENGTH } from "./addressLimits";

/** Beyond the spec's checks: what a pin code and a mobile number must look like, and what to say. */
export const PINCODE_FORMAT = "Enter a 6-digit Pincode";
export const MOBILE_FORMAT = "Enter a 10-digit Mobile Number";

/** A 10-digit Indian mobile number (6–9 first), with or without +91, 91 or 0 in front. */
export function isIndianMobile(phone: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(phone.replace(/[\s-]/g, ""));
}

/**
 * The first failed check, or null when the form may be saved: the spec's
 * checks in the spec's order ('Enter Fullname', 'Enter address', 'Enter
 * Pincode', 'Enter Mobile Number'), then a 6-digit pin code and a 10-digit
 * Indian mobile number.
 */
export function validateAddress(form: AddressForm): { field: AddressField; message: string } | null {
  if (!form.fullName.trim()) return { field: "fullName", message: "Enter Fullname" };
  if (!form.address.trim()) return { field: "address", message: "Enter address" };
  if (!form.pincode.trim()) return { field: "pincode", message: "Enter Pincode" };
  if (!form.phoneNumber.trim()) return { field: "phoneNumber", message: "Enter Mobile Number" };
  if (!/^[1-9]\d{5}$/.test(form.pincode.trim())) return { field: "pincode", message: PINCODE_FORMAT };
  if (!isIndianMobile(form.phoneNumber)) return { field: "phoneNumber", message: MOBILE_FORMAT };
  return null;
}

/** A saved phone number with the +91- prefix (no double prefix, no spaces). */
export function withPhonePrefix(phone: string): string {
  const compact = phone.replace(/[\s-]/g, "");
  // A valid mobile number is saved as its 10 digits, whichever way it was typed.
  const digits = isIndianMobile(compact) ? compact.slice(-10) : compact.replace(/^(\+91|0091)/, "");
  return `${PHONE_PREFIX}${digits}`;
}

/** One address string: "full name, +91-phone, street, city, state - pincode, country" (SPEC §3 address payload). */
export function composeAddress(form: AddressForm): string {
  const place = [form.state?.trim(), form.pincode.trim()].filter(Boolean).join(" - ");
  return [
    form.fullName.trim(),
    withPhonePrefix(form.phoneNumber),
    form.address.trim(),
    form.city?.trim(),
    place,
    form.country?.trim() || DEFAULT_COUNTRY,
  ]
    .filter((part) => part !== undefined && part !== "")
    .join(", ");
}

/** The pieces of a composed address: name first, then the phone piece, then the rest (SPEC §3 order detail). */
export function splitAddress(address: string): { name: string; phone: string; rest: string[] } {
  const [name = "", phone = "", ...rest] = address.split(",").map((p) => p.trim());
  return { name, phone, rest };
}

/**
 * The chosen saved address (SPEC §3 "the chosen address key is held"), or
 * null when none is chosen or the shopper no longer has it.
 */
export function chosenAddress<A>(
  saved: Readonly<Record<string, A>> | false | null | undefined,
  key: string | null,
): { key: string; address: A } | null {
  const address = key && saved ? saved[key] : undefined;
  return key && address !== undefined ? { key, address } : null;
}

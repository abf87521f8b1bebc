/**
 * The platform's staff calls, under /api/staff (designed here; SPEC §6
 * leaves the staff side open): who the signed-in person is and every role
 * they hold, signing out on every device, the audit trail, and the support
 * admins. A person signs in with Google (an email) or a phone code (an
 * Indian mobile number); a role names either or both.
 */
import * as v from "valibot";
import { SIGN_IN_PHONE_FORMAT, signInPhone } from "../domain/signInPhone";
import { STAFF_ROLES } from "../domain/staffRoles";
import { Email, Text } from "./common";

/** An Indian mobile number typed any usual way, as phone sign-in proves it: +91 and ten digits. */
export const StaffPhone = v.pipe(
  v.string(),
  v.maxLength(20, "is too long"),
  v.check((typed) => signInPhone(typed) !== null, SIGN_IN_PHONE_FORMAT),
  v.transform((typed) => signInPhone(typed) ?? ""),
);

/** Every role of the platform (DESIGN "The staff side"). */
export const StaffRoleName = v.picklist(STAFF_ROLES);
export type StaffRoleName = v.InferOutput<typeof StaffRoleName>;

/**
 * One role the person holds, where: "platform" (master, support, and riders
 * of the platform), "shop:{shopId}" (owner, staff), "franchise:{id}"
 * (franchise owner, the franchise's riders), "kiosk:{id}" (a kiosk operator).
 * `name` is the shop's, franchise's or kiosk's name, "" for the platform.
 */
export const StaffRole = v.object({ role: StaffRoleName, scope: v.string(), name: v.string() });
export type StaffRole = v.InferOutput<typeof StaffRole>;

/** GET /api/staff/me: the signed-in person, their roles (none: not staff), and when this sign-in ends. */
export const StaffMeResponse = v.object({
  email: v.string(),
  phone: v.string(),
  roles: v.array(StaffRole),
  /** ISO time: the sign-in's age limit (STAFF_SESSION_HOURS after it was made). */
  sessionEndsAt: v.string(),
});
export type StaffMeResponse = v.InferOutput<typeof StaffMeResponse>;

/** POST /api/staff/signout (people who hold a role): every sign-in of this person made up to now stops working. */
export const SignOutResponse = v.object({ signedOutAt: v.string() });
export type SignOutResponse = v.InferOutput<typeof SignOutResponse>;

/** One audit entry as master admins read it. */
export const AuditEntry = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.string(),
  action: v.string(),
  scope: v.string(),
  target: v.string(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof AuditEntry>;

/** GET /api/staff/audit?scope=&actor=&action=&before={id}: newest first, 50 a page; `next` pages on. */
export const AuditQuery = v.object({
  scope: v.optional(v.pipe(v.string(), v.maxLength(80))),
  actor: v.optional(v.pipe(v.string(), v.maxLength(254))),
  action: v.optional(v.pipe(v.string(), v.maxLength(60))),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, "before must be an entry's id"))),
});
export const AuditResponse = v.object({ entries: v.array(AuditEntry), next: v.nullable(v.string()) });
export type AuditResponse = v.InferOutput<typeof AuditResponse>;

/** A person a role is given to: an email, a phone, or both (they may then sign in either way). */
export const PersonRequest = v.pipe(
  v.object({
    email: v.optional(
      v.pipe(v.string(), v.trim(), v.union([v.literal(""), Email], "must be an email address")),
    ),
    phone: v.optional(
      v.pipe(v.string(), v.trim(), v.union([v.literal(""), StaffPhone], SIGN_IN_PHONE_FORMAT)),
    ),
    name: v.optional(Text(80)),
  }),
  v.forward(
    v.check((p) => Boolean(p.email || p.phone), "Give an email or a phone number"),
    ["email"],
  ),
);
export type PersonRequest = v.InferOutput<typeof PersonRequest>;

/** A person with a role, as a list shows them. */
export const StaffPerson = v.object({
  email: v.string(),
  phone: v.string(),
  role: StaffRoleName,
  scope: v.string(),
  grantedBy: v.string(),
  createdAt: v.string(),
});
export type StaffPerson = v.InferOutput<typeof StaffPerson>;

/** GET /api/staff/support-admins. */
export const SupportAdminsResponse = v.object({ people: v.array(StaffPerson) });
export type SupportAdminsResponse = v.InferOutput<typeof SupportAdminsResponse>;

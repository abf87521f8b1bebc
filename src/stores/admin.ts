import * as v from "valibot";
import { ShopId } from "../contract/common";
import { isStaffArea, type StaffArea } from "../domain/staffAreas";
import { persistentValidated } from "./persist";

/** The `admin` slice (SPEC §3): adminData's shape belongs to the admin area. */
export const AdminState = v.object({
  // The key must be there (a stored slice without it is broken); an undefined value reads as null.
  adminData: v.pipe(
    v.unknown(),
    v.transform((value) => (value === undefined ? null : value)),
  ),
  isLoggedIn: v.boolean(),
});
export type AdminState = v.InferOutput<typeof AdminState>;

export const ADMIN_DEFAULT: AdminState = { adminData: null, isLoggedIn: false };

/** Persisted under localStorage key `admin`. */
export const $admin = persistentValidated("admin", AdminState, ADMIN_DEFAULT);

/** Admin login (SPEC §4): keeps the admin's data and marks them logged in. */
export function adminLogin(adminData: unknown): void {
  $admin.set({ adminData: adminData ?? null, isLoggedIn: true });
}

/** Admin logout (SPEC §4): clears the admin's data. */
export function adminLogout(): void {
  $admin.set(ADMIN_DEFAULT);
}

/**
 * Who the staff app is signed in as, read from `adminData`: a person (the
 * email and/or phone they signed in with, the area they chose on /Admin and
 * the shop they chose in the seller area, null while they choose; never a
 * token), or a rider with the rider key (until riders work from a phone
 * sign-in). Read by hand, defensively: anything else is nobody.
 */
export type PersonSession = {
  kind: "person";
  email: string;
  phone: string;
  area: StaffArea | null;
  shopId: string | null;
};
export type ConsoleSession = PersonSession | { kind: "riderKey"; key: string };

/** What a person's slice holds (stored as `{ role: "person", … }`). */
export type PersonData = Omit<PersonSession, "kind">;

const shopIdOr = (value: unknown) => (v.safeParse(ShopId, value).success ? (value as string) : null);

/** The console's session in a stored `admin` slice, or null. */
export function consoleSessionOf({ isLoggedIn, adminData }: AdminState): ConsoleSession | null {
  if (!isLoggedIn || typeof adminData !== "object" || adminData === null) return null;
  const d = adminData as Record<string, unknown>;
  if (d.role === "person") {
    const email = typeof d.email === "string" ? d.email : "";
    const phone = typeof d.phone === "string" ? d.phone : "";
    if (!email && !phone) return null;
    // A damaged area or shop id means: choose again.
    return {
      kind: "person",
      email,
      phone,
      area: isStaffArea(d.area) ? d.area : null,
      shopId: shopIdOr(d.shopId),
    };
  }
  // A seller's slice from before phone sign-in: the same person, in the seller area.
  if (d.role === "seller" && typeof d.email === "string" && d.email)
    return { kind: "person", email: d.email, phone: "", area: "seller", shopId: shopIdOr(d.shopId) };
  if (d.role === "rider" && typeof d.key === "string" && d.key) return { kind: "riderKey", key: d.key };
  return null;
}

/** The signed-in person, or null (nobody, or a rider-key session). */
export function personOf(state: AdminState): PersonSession | null {
  const session = consoleSessionOf(state);
  return session?.kind === "person" ? session : null;
}

/** Signs a person in: who they are, nothing chosen yet. */
export function personLogin(who: { email: string; phone: string }): void {
  adminLogin({ role: "person", email: who.email, phone: who.phone, area: null, shopId: null });
}

/** Changes what the signed-in person's slice holds (their chosen area or shop, who the server says they are). */
export function updatePerson(change: Partial<PersonData>): void {
  const person = personOf($admin.get());
  if (!person) return;
  const { kind: _, ...data } = { ...person, ...change };
  adminLogin({ role: "person", ...data });
}

/** Signs a rider in with the rider key. */
export function riderKeyLogin(key: string): void {
  adminLogin({ role: "rider", key });
}

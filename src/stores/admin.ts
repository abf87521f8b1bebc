import * as v from "valibot";
import { ShopId } from "../contract/common";
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
 * Who the /Admin console is signed in as, read from `adminData`: a seller
 * (the email they signed in with and the shop they chose, null while they
 * choose; never a token) or a rider (the rider key, until riders sign in as
 * people too). Read by hand, defensively: anything else is nobody.
 */
export type ConsoleSession =
  | { role: "seller"; email: string; shopId: string | null }
  | { role: "rider"; key: string };

/** The console's session in a stored `admin` slice, or null. */
export function consoleSessionOf({ isLoggedIn, adminData }: AdminState): ConsoleSession | null {
  if (!isLoggedIn || typeof adminData !== "object" || adminData === null) return null;
  const d = adminData as Record<string, unknown>;
  if (d.role === "seller" && typeof d.email === "string" && d.email)
    return {
      role: "seller",
      email: d.email,
      // A stored shop id must still be one (a damaged one means: choose again).
      shopId: v.safeParse(ShopId, d.shopId).success ? (d.shopId as string) : null,
    };
  if (d.role === "rider" && typeof d.key === "string" && d.key) return { role: "rider", key: d.key };
  return null;
}

import * as v from "valibot";
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

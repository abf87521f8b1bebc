/**
 * Sign out on a shop: the shopper is a visitor at once (the persisted user
 * is cleared before anything loads), so a page opened the next moment, here
 * or in another tab, already sees the visitor. A Firebase session of this
 * origin (a Google or phone sign-in on this page) ends after, in the
 * background: nothing on the shop signs in from it.
 */
import { $user, logoutUser } from "../stores/user";

/** Signs the shopper out now; the returned promise settles when Firebase's session has ended too. */
export function signOutCustomer(): Promise<void> {
  const viaFirebase = $user.get().userLogged && !$user.get().token;
  logoutUser();
  if (!viaFirebase) return Promise.resolve();
  return import("./firebase")
    .then(({ signOutFirebase }) => signOutFirebase())
    .catch((error: unknown) => console.error("Firebase sign-out failed:", error));
}

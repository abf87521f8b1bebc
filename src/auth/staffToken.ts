/**
 * Who the staff calls act for: the Firebase ID token of the person signed
 * in to /Admin. Firebase is loaded on the first call that needs the token
 * (a seller already signed in, reloading), never with the console's first
 * load. A 401 means the sign-in is over: `onUnauthorized` takes the console
 * back to sign-in.
 */
import { setStaffAuth } from "../api/staffAuth";

/** Connects the staff client to Firebase's signed-in user. */
export function installStaffToken(onUnauthorized: () => void): void {
  setStaffAuth(async () => {
    const { currentIdToken } = await import("./firebase");
    return currentIdToken();
  }, onUnauthorized);
}

/** Signs the seller out of Firebase on this origin (loads it only if it is not here yet). */
export async function signOutStaffFirebase(): Promise<void> {
  const { signOutFirebase } = await import("./firebase");
  await signOutFirebase();
}

/**
 * Who the seller's calls act for: the Firebase ID token of the person signed
 * in to /Admin. Firebase is loaded on the first call that needs the token
 * (a seller already signed in, reloading), never with the console's first
 * load. A 401 means the sign-in is over: `onUnauthorized` takes the console
 * back to sign-in.
 */
import { setSellerAuth } from "../api/sellerAuth";

/** Connects the seller's client to Firebase's signed-in user. */
export function installSellerToken(onUnauthorized: () => void): void {
  setSellerAuth(async () => {
    const { currentIdToken } = await import("./firebase");
    return currentIdToken();
  }, onUnauthorized);
}

/** Signs the seller out of Firebase on this origin (loads it only if it is not here yet). */
export async function signOutSellerFirebase(): Promise<void> {
  const { signOutFirebase } = await import("./firebase");
  await signOutFirebase();
}

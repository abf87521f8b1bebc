/**
 * Firebase Auth, loaded only when a shopper signs in (dynamic import: never
 * in the first bundle). Production: the Google popup. With the local Auth
 * emulator: the email the account chooser returns, as a fake Google ID token
 * the emulator accepts; Firebase still issues a real (emulator) ID token.
 */
import { initializeApp } from "firebase/app";
import {
  type Auth,
  connectAuthEmulator,
  GoogleAuthProvider,
  getAuth,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from "firebase/auth";

let auth: Auth | null = null;

/** The one Auth instance of this page, connected to the emulator when one is configured. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = getAuth(initializeApp(__PUBLIC_ENV__.firebase));
  if (__PUBLIC_ENV__.authEmulatorUrl)
    connectAuthEmulator(auth, __PUBLIC_ENV__.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** A stable Google account id for an emulator email, so the same email is the same account. */
export function emulatorSub(email: string): string {
  return `emu-${email
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "-")}`;
}

/** Google sign-in: the popup, or with the emulator the account `emulatorEmail` names. */
export async function signInWithGoogle(emulatorEmail?: string): Promise<User> {
  const a = firebaseAuth();
  if (__PUBLIC_ENV__.authEmulatorUrl && emulatorEmail !== undefined) {
    const claims = { sub: emulatorSub(emulatorEmail), email: emulatorEmail, email_verified: true };
    const credential = GoogleAuthProvider.credential(JSON.stringify(claims));
    return (await signInWithCredential(a, credential)).user;
  }
  return (await signInWithPopup(a, new GoogleAuthProvider())).user;
}

/** The signed-in user's ID token (refreshed by Firebase when due), or null when nobody is signed in. */
export async function currentIdToken(): Promise<string | null> {
  const a = firebaseAuth();
  await a.authStateReady();
  return a.currentUser ? a.currentUser.getIdToken() : null;
}

/** Signs the Firebase user of this origin out. */
export function signOutFirebase(): Promise<void> {
  return signOut(firebaseAuth());
}

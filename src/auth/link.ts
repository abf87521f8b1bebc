/**
 * A shopper's second sign-in method (the profile's "Ways to sign in"), loaded
 * only when they link one. Signed in with Firebase on this page, the method
 * is linked to that Firebase account (one account, both methods: Google's
 * linkWithPopup, or with the local Auth emulator linkWithCredential and the
 * account chooser's fake Google credential; a phone through phone.ts's
 * linkWithPhoneNumber). On a shop session from the cross-domain login
 * nobody is signed in here: the method signs in on its own, only to prove
 * it. Either way the server then links it to the customer
 * (POST /customer/link); when it refuses, the Firebase link is undone, so
 * the Firebase account never holds another customer's method.
 */
import {
  GoogleAuthProvider,
  linkWithCredential,
  linkWithPopup,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
  unlink,
} from "firebase/auth";
import { linkSignIn } from "../api/customer";
import type { UserData } from "../contract/userData";
import { EMAIL_TAKEN } from "../domain/customerSignIn";
import { $user } from "../stores/user";
import { emulatorSub, firebaseAuth } from "./firebase";

const CANCELLED = new Set(["auth/cancelled-popup-request", "auth/popup-closed-by-user"]);
const GOOGLE_MESSAGES: Record<string, string> = {
  "auth/credential-already-in-use": EMAIL_TAKEN,
  "auth/email-already-in-use": EMAIL_TAKEN,
  "auth/account-exists-with-different-credential": EMAIL_TAKEN,
  "auth/provider-already-linked": "Your account already has a Google sign-in.",
};

/** Why a Google link failed, in words; null when the shopper closed the popup (nothing to say). */
export function googleLinkMessage(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  if (CANCELLED.has(code)) return null;
  return GOOGLE_MESSAGES[code] ?? null;
}

/**
 * This page's Firebase user when it is the shopper (null on a shop session
 * from the cross-domain login): the account a new method was linked to.
 */
export async function signedInShopper(): Promise<User | null> {
  const auth = firebaseAuth();
  await auth.authStateReady();
  return $user.get().token ? null : auth.currentUser;
}

/**
 * Proves a Google account (the emulator's `emulatorEmail`, or Google's popup)
 * and gives its fresh ID token; null when the shopper gave up. `linked`:
 * the account was linked to the signed-in Firebase user.
 */
export async function proveGoogle(
  emulatorEmail: string | undefined,
): Promise<{ idToken: string; linked: User | null } | null> {
  const auth = firebaseAuth();
  const shopper = await signedInShopper();
  const credential =
    __PUBLIC_ENV__.authEmulatorUrl && emulatorEmail !== undefined
      ? GoogleAuthProvider.credential(
          JSON.stringify({ sub: emulatorSub(emulatorEmail), email: emulatorEmail, email_verified: true }),
        )
      : null;
  try {
    if (shopper) {
      const { user } = credential
        ? await linkWithCredential(shopper, credential)
        : await linkWithPopup(shopper, new GoogleAuthProvider());
      return { idToken: await user.getIdToken(true), linked: user };
    }
    const { user } = credential
      ? await signInWithCredential(auth, credential)
      : await signInWithPopup(auth, new GoogleAuthProvider());
    return { idToken: await user.getIdToken(), linked: null };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && CANCELLED.has(code)) return null;
    throw error;
  }
}

/**
 * Links the proven method to the signed-in customer on the server; on a
 * refusal the Firebase link (`linked`, of `providerId`) is undone and the
 * refusal thrown on. A sign-in made only to prove the method ends here.
 */
export async function linkOnServer(
  idToken: string,
  linked: User | null,
  providerId: "google.com" | "phone",
): Promise<UserData> {
  const { userData } = $user.get();
  if (!userData) throw new Error("Not signed in");
  try {
    return await linkSignIn(userData.email, idToken);
  } catch (error) {
    if (linked) await unlink(linked, providerId).catch((e: unknown) => console.error("Unlink failed:", e));
    throw error;
  } finally {
    // A shop session's own calls carry its token: the Firebase sign-in was only the proof.
    if ($user.get().token) await signOut(firebaseAuth()).catch(() => {});
  }
}

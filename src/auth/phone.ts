/**
 * Phone sign-in with Firebase phone auth, loaded only when a person sends a
 * code (with Firebase itself, src/auth/firebase.ts). A code is sent to the
 * number behind an invisible reCAPTCHA; the person types it; Firebase
 * answers the signed-in user, whose phone number the ID token proves.
 * Against the local Auth emulator no SMS goes out and no reCAPTCHA is
 * solved (app verification is off for testing): the emulator keeps each
 * code in its list (src/auth/emulatorCodes.ts).
 */
import {
  type ConfirmationResult,
  linkWithPhoneNumber,
  RecaptchaVerifier,
  signInWithPhoneNumber,
} from "firebase/auth";
import { firebaseAuth } from "./firebase";

/** Who signed in: the number as Firebase proved it (+91…), and the ID token. */
export interface PhoneUser {
  phone: string;
  idToken: string;
}

/** A code on its way to `phone`: confirm it with the six digits the person typed. */
export interface PendingPhoneSignIn {
  phone: string;
  confirm(code: string): Promise<PhoneUser>;
}

let verifier: RecaptchaVerifier | null = null;

/**
 * Sends a code to `phone` (+91 and ten digits). `container` holds the
 * invisible reCAPTCHA (an empty element of the form); a new send replaces the
 * one before. With `link`, the number is added to the person signed in on
 * this page (Firebase's linkWithPhoneNumber: one account, both methods);
 * nobody signed in here (a shop session from the cross-domain login) signs
 * the number in on its own. Rejects with Firebase's error (see phoneMessages.ts).
 */
export async function sendPhoneCode(
  phone: string,
  container: HTMLElement,
  link = false,
): Promise<PendingPhoneSignIn> {
  const auth = firebaseAuth();
  if (__PUBLIC_ENV__.authEmulatorUrl) auth.settings.appVerificationDisabledForTesting = true;
  verifier?.clear();
  verifier = new RecaptchaVerifier(auth, container, { size: "invisible" });
  let confirmation: ConfirmationResult;
  try {
    if (link) await auth.authStateReady();
    confirmation =
      link && auth.currentUser
        ? await linkWithPhoneNumber(auth.currentUser, phone, verifier)
        : await signInWithPhoneNumber(auth, phone, verifier);
  } catch (error) {
    verifier.clear();
    verifier = null;
    throw error;
  }
  return {
    phone,
    async confirm(code) {
      const { user } = await confirmation.confirm(code);
      // Forced after a link: the token then names the number too.
      return { phone: user.phoneNumber ?? phone, idToken: await user.getIdToken(link) };
    },
  };
}

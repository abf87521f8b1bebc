/**
 * "Continue with Google" (SPEC §4 Login, §8 errors): loads Firebase (and,
 * with the emulator, the local account chooser) on demand and gives the
 * signed-in email with its ID token, or null when the shopper gave up.
 */

export interface GoogleUser {
  email: string;
  idToken: string;
}

const CANCELLED = new Set(["auth/cancelled-popup-request", "auth/popup-closed-by-user"]);

/** Starts downloading the sign-in code early (on hover or focus of a sign-in button). */
export function preloadSignIn(): void {
  import("./firebase").catch(() => {});
}

/**
 * Google sign-in. Popup closed or chooser cancelled: logged only, null. No
 * email: 'No email found for user', null. With the local Auth emulator (the
 * build's default when one is configured) the account chooser stands in for
 * Google's popup.
 */
export async function googleSignIn(
  withEmulator = __PUBLIC_ENV__.authEmulatorUrl !== "",
): Promise<GoogleUser | null> {
  const firebase = import("./firebase");
  let email: string | undefined;
  if (withEmulator) {
    const { chooseEmulatorAccount } = await import("./accountChooser");
    const chosen = await chooseEmulatorAccount();
    if (chosen === null) {
      console.log("Sign-in cancelled: the account chooser was closed");
      return null;
    }
    email = chosen;
  }
  try {
    const { signInWithGoogle } = await firebase;
    const user = await signInWithGoogle(email);
    if (!user.email) {
      console.error("No email found for user");
      return null;
    }
    return { email: user.email, idToken: await user.getIdToken() };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === "string" && CANCELLED.has(code)) {
      console.log(`Sign-in cancelled (${code})`);
      return null;
    }
    throw error;
  }
}

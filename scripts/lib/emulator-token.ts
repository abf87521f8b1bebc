/**
 * A Firebase ID token from the local Auth emulator, for the API tests, the
 * load and fault scripts that call the API as a signed-in customer: the
 * account is signed in with a fake Google credential (accounts:signInWithIdp,
 * as the storefront's local account chooser does), so the emulator knows it
 * and the API, which asks the emulator about every unsigned token, accepts it.
 */

/** Signs `email` in on the emulator at `host` (host:port) and returns its ID token (valid an hour). */
export async function emulatorIdToken(host: string, email: string): Promise<string> {
  const url = `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=emulator`;
  const signIn = () =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        postBody: new URLSearchParams({
          id_token: JSON.stringify({ sub: `google-${email}`, email, email_verified: true }),
          providerId: "google.com",
        }).toString(),
        requestUri: "http://localhost",
        returnSecureToken: true,
      }),
    });
  // Signing the same person in again is harmless: an attempt lost on the way is made once more.
  const res = await signIn().catch(signIn);
  const body = (await res.json()) as { idToken?: string; error?: { message?: string } };
  if (!res.ok || !body.idToken) {
    throw new Error(
      `The Auth emulator at ${host} did not sign ${email} in: ${body.error?.message ?? res.status}`,
    );
  }
  return body.idToken;
}

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

/**
 * Signs a phone number in on the emulator at `host` as phone sign-in does,
 * and returns its ID token: the code is sent (accounts:sendVerificationCode;
 * the emulator sends no SMS and needs no reCAPTCHA), read back from the
 * emulator's list of pending codes, as a person reads their SMS, and entered
 * (accounts:signInWithPhoneNumber).
 */
export async function emulatorPhoneIdToken(host: string, projectId: string, phone: string): Promise<string> {
  const api = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${api}/${path}?key=emulator`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown> & { error?: { message?: string } };
    if (!res.ok)
      throw new Error(
        `The Auth emulator at ${host} refused ${path} for ${phone}: ${json.error?.message ?? res.status}`,
      );
    return json;
  };
  const { sessionInfo } = (await post("accounts:sendVerificationCode", { phoneNumber: phone })) as {
    sessionInfo: string;
  };
  const code = await emulatorCode(host, projectId, sessionInfo);
  const { idToken } = (await post("accounts:signInWithPhoneNumber", { sessionInfo, code })) as {
    idToken?: string;
  };
  if (!idToken) throw new Error(`The Auth emulator at ${host} gave no ID token for ${phone}`);
  return idToken;
}

/** The code the emulator holds for a pending phone sign-in (by its sessionInfo, or the newest for a number). */
export async function emulatorCode(
  host: string,
  projectId: string,
  sessionInfoOrPhone: string,
): Promise<string> {
  const res = await fetch(`http://${host}/emulator/v1/projects/${projectId}/verificationCodes`);
  const { verificationCodes = [] } = (await res.json()) as {
    verificationCodes?: { phoneNumber: string; sessionInfo: string; code: string }[];
  };
  const match = verificationCodes.filter(
    (c) => c.sessionInfo === sessionInfoOrPhone || c.phoneNumber === sessionInfoOrPhone,
  );
  const found = match.at(-1);
  if (!found) throw new Error(`The Auth emulator at ${host} holds no code for ${sessionInfoOrPhone}`);
  return found.code;
}

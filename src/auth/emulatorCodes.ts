/**
 * The local Auth emulator's pending phone codes: it sends no SMS, and holds
 * each code at GET {emulator}/emulator/v1/projects/{projectId}/verificationCodes.
 * Loaded only by the "Local emulator: show my code" helper of emulator
 * builds (PUBLIC_AUTH_EMULATOR_URL set); a production build has no trace of it.
 */

interface VerificationCode {
  phoneNumber: string;
  code: string;
}

/** The newest code the emulator holds for `phone` (+91…), or null when it holds none. */
export async function emulatorCodeFor(phone: string): Promise<string | null> {
  const { authEmulatorUrl, firebase } = __PUBLIC_ENV__;
  const res = await fetch(
    `${authEmulatorUrl}/emulator/v1/projects/${encodeURIComponent(firebase.projectId)}/verificationCodes`,
  );
  if (!res.ok) throw new Error(`The Auth emulator answered ${res.status}`);
  const { verificationCodes = [] } = (await res.json()) as { verificationCodes?: VerificationCode[] };
  return newestCodeFor(verificationCodes, phone);
}

/** The last code of the list for `phone` (the emulator lists them oldest first). */
export function newestCodeFor(codes: readonly VerificationCode[], phone: string): string | null {
  return codes.filter((c) => c.phoneNumber === phone).at(-1)?.code ?? null;
}

/**
 * A Firebase ID token as the local Auth emulator issues it (unsigned, alg
 * "none"), for load and fault scripts that call the API as a signed-in
 * customer. The API accepts such tokens only with FIREBASE_AUTH_EMULATOR_HOST
 * set, never in production.
 */
import { UnsecuredJWT } from "jose";

export function emulatorIdToken(email: string, projectId: string, uid: string): string {
  return new UnsecuredJWT({ email, email_verified: true, user_id: uid })
    .setSubject(uid)
    .setIssuer(`https://securetoken.google.com/${projectId}`)
    .setAudience(projectId)
    .setIssuedAt()
    .setExpirationTime("2h")
    .encode();
}

/** Firebase settings from the build's PUBLIC_* variables (scripts/lib/config.ts fills local defaults). */

function env(value: unknown, fallback = ""): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

/** The local Firebase Auth emulator (PUBLIC_AUTH_EMULATOR_URL); empty in production. */
export const AUTH_EMULATOR_URL = env(import.meta.env.PUBLIC_AUTH_EMULATOR_URL);

const projectId = env(import.meta.env.PUBLIC_FIREBASE_PROJECT_ID, "demo-platform");

/** The Firebase web app's settings; "demo-api-key" is enough for the emulator. */
export const firebaseConfig = {
  apiKey: env(import.meta.env.PUBLIC_FIREBASE_API_KEY, "demo-api-key"),
  authDomain: env(import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN, `${projectId}.firebaseapp.com`),
  projectId,
};

/**
 * Settings of customer sign-in, read from the environment by loadConfig into
 * `config.auth`: which Firebase project's ID tokens count, whether they come
 * from the local Auth emulator, and the secret of the API's session tokens.
 */
import { randomBytes } from "node:crypto";
import { processVars, readSettings, type Vars } from "../../settings";

export type AuthSettings = {
  /** PUBLIC_FIREBASE_PROJECT_ID: ID tokens must be issued for this project. */
  projectId: string;
  /**
   * FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099): accept the emulator's
   * unsigned ID tokens, each one checked against the emulator itself. Only a
   * loopback address; never in production.
   */
  emulatorHost?: string;
  /** SESSION_SECRET as bytes: signs the session tokens of the cross-domain login (HS256). */
  sessionSecret: Uint8Array;
  /** MASTER_ADMIN_EMAILS, lower case: master admins without a row of their own (none when absent). */
  masterAdmins?: readonly string[];
  /** STAFF_SESSION_HOURS in seconds: a staff sign-in older than this is refused (12 hours when absent). */
  staffSessionSeconds?: number;
};

const MIN_SECRET_LENGTH = 32;

/**
 * Whether host:port names this machine: 127.0.0.0/8, localhost or [::1].
 * An emulator anywhere else could be anyone's, and it vouches for tokens.
 */
export function isLoopbackHost(hostPort: string): boolean {
  let host: string;
  try {
    host = new URL(`http://${hostPort}`).hostname;
  } catch {
    return false;
  }
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}
let warned = false;

/**
 * Reads the sign-in settings; refuses a short SESSION_SECRET. That production
 * has a secret and no emulator is checked with the other production
 * requirements (config/production.ts), before loadConfig calls this.
 */
export function loadAuthSettings(
  env: Vars = processVars(),
  warn: (message: string) => void = console.warn,
): AuthSettings {
  const settings = readSettings(env);
  const projectId = settings.PUBLIC_FIREBASE_PROJECT_ID;
  const emulatorHost = settings.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (emulatorHost && !isLoopbackHost(emulatorHost)) {
    throw new Error(
      `FIREBASE_AUTH_EMULATOR_HOST must be on this machine (127.0.0.1, localhost or [::1]), not ${emulatorHost}`,
    );
  }
  const secret = settings.SESSION_SECRET ?? "";
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (!secret && !warned) {
    warned = true;
    warn("SESSION_SECRET is not set: using a random per-process secret (shop sessions end on restart).");
  }
  return {
    projectId,
    ...(emulatorHost ? { emulatorHost } : {}),
    sessionSecret: secret ? new TextEncoder().encode(secret) : randomBytes(32),
    masterAdmins: (settings.MASTER_ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e.includes("@")),
    staffSessionSeconds: Math.round(settings.STAFF_SESSION_HOURS * 3600),
  };
}

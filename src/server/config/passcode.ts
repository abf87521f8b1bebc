/**
 * The add-blog passcode, kept only as an scrypt hash:
 *
 *   scrypt$<N>$<r>$<p>$<salt, base64url>$<32-byte key, base64url>
 *
 * `npm run hash-passcode` prints one (BLOG_PASSCODE_HASH). A presented
 * passcode is hashed with the stored salt and parameters and the keys are
 * compared in constant time, so neither the passcode nor timing leaks.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { SETTINGS } from "../../settings";

/** Where the passcode comes from (part of the content settings, read by loadContentSettings). */
export type PasscodeSettings = {
  /** BLOG_PASSCODE_HASH: scrypt hash of the add-blog passcode (the format above). */
  blogPasscodeHash?: string;
  /** BLOG_PASSCODE: plain passcode, development only (hashed at start, ignored in production). */
  blogPasscode?: string;
};

/** The passcode development uses when neither BLOG_PASSCODE_HASH nor BLOG_PASSCODE is set (never in production). */
export const DEV_DEFAULT_PASSCODE = SETTINGS.BLOG_PASSCODE.default;

/** Longest passcode considered; longer ones are wrong without being hashed. */
export const MAX_PASSCODE_LENGTH = 256;

const KEY_LENGTH = 32;
const DEFAULTS = { N: 16_384, r: 8, p: 1 };
const FORMAT = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([\w-]{16,})\$([\w-]{43})$/;

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function derive(passcode: string, salt: Buffer, { N, r, p }: Omit<Parsed, "salt" | "key">): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(passcode.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Parses a stored hash; throws on anything that is not the format above (with sane costs). */
export function parsePasscodeHash(hash: string): Parsed {
  const m = FORMAT.exec(hash.trim());
  const [N, r, p] = [Number(m?.[1]), Number(m?.[2]), Number(m?.[3])];
  const powerOfTwo = (N & (N - 1)) === 0;
  if (!m || !powerOfTwo || N < 1024 || N > 1_048_576 || r < 1 || r > 32 || p < 1 || p > 16) {
    throw new Error(
      "BLOG_PASSCODE_HASH is not an scrypt$N$r$p$salt$key hash (make one with npm run hash-passcode)",
    );
  }
  return { N, r, p, salt: Buffer.from(m[4] ?? "", "base64url"), key: Buffer.from(m[5] ?? "", "base64url") };
}

/** Hashes a passcode into the stored format, with a fresh random salt. */
export async function hashPasscode(passcode: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(passcode, salt, DEFAULTS);
  const { N, r, p } = DEFAULTS;
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether a presented passcode matches a parsed hash (constant-time comparison of the derived keys). */
export async function verifyPasscode(passcode: string, hash: Parsed): Promise<boolean> {
  if (passcode.length === 0 || passcode.length > MAX_PASSCODE_LENGTH) return false;
  const key = await derive(passcode, hash.salt, hash);
  return key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

/**
 * The hash the server checks against: BLOG_PASSCODE_HASH; in development also
 * BLOG_PASSCODE or else DEV_DEFAULT_PASSCODE, hashed here. Null in production
 * without BLOG_PASSCODE_HASH: blog writes are then switched off.
 */
export async function configuredPasscodeHash(
  settings: PasscodeSettings,
  dev: boolean,
): Promise<Parsed | null> {
  if (settings.blogPasscodeHash) return parsePasscodeHash(settings.blogPasscodeHash);
  if (!dev) return null;
  return parsePasscodeHash(await hashPasscode(settings.blogPasscode ?? DEV_DEFAULT_PASSCODE));
}

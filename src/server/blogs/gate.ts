/**
 * The add-blog passcode gate: header X-Blog-Passcode (or the check call's
 * body) against the configured scrypt hash, with failed attempts limited per
 * client IP (5 per 15 minutes, then 429 with Retry-After), counted in the
 * database so that every replica sees the same tries. A success clears the
 * client's failures. A missing passcode is refused but not counted.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { ApiError } from "../../contract/common";
import { createFailureLimiter, type FailureLimiter } from "../auth/rate-limit";
import { tryAgainIn } from "../auth/request-limits";
import type { ContentSettings } from "../config/content";
import { configuredPasscodeHash, verifyPasscode } from "../config/passcode";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";

export const PASSCODE_HEADER = "X-Blog-Passcode";
export const INCORRECT_PASSCODE = "Incorrect passcode";

/** What a locked-out client is told: the limit, and how long to wait (from Retry-After's seconds). */
export function lockoutMessage(limit: Pick<FailureLimiter, "max" | "windowMs">, waitSeconds: number): string {
  const window = Math.round(limit.windowMs / 60_000);
  return (
    `Too many incorrect passcodes from this network: the server allows ${limit.max} tries in ${window} minutes. ` +
    tryAgainIn(waitSeconds)
  );
}

export type BlogGate = {
  /** Middleware for blog writes: the passcode header must be right. */
  require: MiddlewareHandler<AppEnv>;
  /** Checks a passcode for this request's client: null when right, else the error response. */
  check(c: Context<AppEnv>, passcode: string | undefined): Promise<Response | null>;
};

/** Builds the gate for one app (its own limiter, its passcode hash resolved once). */
export function createBlogGate(
  settings: ContentSettings,
  dev: boolean,
  limiter: FailureLimiter = createFailureLimiter(),
): BlogGate {
  if (!dev && !settings.blogPasscodeHash) {
    console.warn("BLOG_PASSCODE_HASH is not set: adding blogs and uploading covers are switched off.");
  }
  let hash: ReturnType<typeof configuredPasscodeHash> | undefined; // hashed on first use, not per app

  async function check(c: Context<AppEnv>, passcode: string | undefined): Promise<Response | null> {
    hash ??= configuredPasscodeHash(settings, dev);
    const stored = await hash;
    if (!stored) return c.json<ApiError>({ error: "Adding blogs is not configured on this server" }, 503);
    const ip = clientIp(c, settings.trustProxy);
    const db = c.var.db;
    const lockedOut = (wait: number) => {
      c.header("Retry-After", String(wait));
      return c.json<ApiError>({ error: lockoutMessage(limiter, wait) }, 429);
    };
    if (!passcode) {
      // Not counted; refused with the lockout while there is one.
      const wait = await limiter.retryAfter(db, ip);
      return wait > 0 ? lockedOut(wait) : c.json<ApiError>({ error: INCORRECT_PASSCODE }, 401);
    }
    // Counted before the (slow) hash, each guess with its own number in one statement: a guess past
    // the limit (a locked-out client's, or one of many at once) is refused, not checked.
    const wait = await limiter.fail(db, ip);
    if (wait > 0) return lockedOut(wait);
    if (!(await verifyPasscode(passcode, stored)))
      return c.json<ApiError>({ error: INCORRECT_PASSCODE }, 401);
    await limiter.reset(db, ip);
    return null;
  }

  return {
    check,
    require: async (c, next) => (await check(c, c.req.header(PASSCODE_HEADER))) ?? next(),
  };
}

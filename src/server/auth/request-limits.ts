/**
 * Request limits (config/limits.ts) as the calls apply them: each counted
 * request adds one to its key's window in the database (the same fixed
 * windows as the passcode's attempt limiter, rate-limit.ts), so every API
 * replica counts the same requests, and one past the limit is refused with
 * 429, Retry-After and a message a person can act on, before it changes
 * anything.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { Config } from "../config";
import { contentSettings } from "../config/content";
import { type Limit, loadRequestLimits, type RequestLimits } from "../config/limits";
import type { Db } from "../db/connection";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { TooManyRequests } from "../http/failure";
import { countAll, createFailureLimiter } from "./rate-limit";

const DEFAULTS = loadRequestLimits({});

/** The limits of this app's configuration (the documented defaults when it names none). */
export const limitsOf = (config: Config): RequestLimits => config.limits ?? DEFAULTS;

/** "1 hour", "15 minutes", "30 seconds". */
export function windowText(seconds: number): string {
  const [size, unit] =
    seconds % 3600 === 0
      ? [seconds / 3600, "hour"]
      : seconds % 60 === 0
        ? [seconds / 60, "minute"]
        : [seconds, "second"];
  return `${size} ${unit}${size === 1 ? "" : "s"}`;
}

/** "Please try again in 12 minutes." for a wait in seconds (at least a minute): every limit's last sentence. */
export function tryAgainIn(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** What a refused request is told: the limit, and when to try again. */
export function limitMessage(what: string, limit: Limit, waitSeconds: number): string {
  return `Too many ${what}: the limit is ${limit.max} in ${windowText(limit.windowSeconds)}. ${tryAgainIn(waitSeconds)}`;
}

/** The database-backed limiter of `limit` (rate-limit.ts), on the API's clock or the tests'. */
const limiterOf = (limit: Limit, now: () => number) =>
  createFailureLimiter({ max: limit.max, windowMs: limit.windowSeconds * 1000, now });

/** The longest wait `wait` gives for any key (`{name}:{key}`); throws TooManyRequests when there is one. */
async function refuseWhileWaiting(
  name: string,
  keys: string[],
  wait: (key: string) => Promise<number>,
  limit: Limit,
  what: string,
): Promise<void> {
  let longest = 0;
  for (const key of keys) longest = Math.max(longest, await wait(`${name}:${key}`));
  if (longest > 0) throw new TooManyRequests(limitMessage(what, limit, longest), longest);
}

/**
 * Counts one request against `limit` for each key (`{name}:{key}`); throws
 * TooManyRequests with the longest wait when any key is past it. In a
 * transaction, a refusal rolls its own counts back with the rest.
 */
export async function countRequest(
  db: Db,
  name: string,
  limit: Limit,
  keys: string[],
  what: string,
  now: () => number = Date.now,
): Promise<void> {
  const limiter = limiterOf(limit, now);
  await refuseWhileWaiting(name, keys, (key) => limiter.fail(db, key), limit, what);
}

/**
 * Whether one more request would be past `limit` for any key: throws
 * TooManyRequests with the longest wait when so; counts nothing and locks
 * nothing (a read). With `recordRequest` after the work commits, a refused
 * or failed request counts nothing, and the counter rows are never locked
 * through a transaction: at one client's (one address's) rate, a count held
 * to the commit made every order from that address wait for the one before.
 * Requests checked at the same moment may all pass: a limit is exceeded by
 * at most the requests in flight.
 */
export async function checkRequest(
  db: Db,
  name: string,
  limit: Limit,
  keys: string[],
  what: string,
  now: () => number = Date.now,
): Promise<void> {
  const limiter = limiterOf(limit, now);
  await refuseWhileWaiting(name, keys, (key) => limiter.retryAfter(db, key), limit, what);
}

/**
 * Counts one request against each limit for each of its keys, after the work
 * it allowed is done (see checkRequest): one statement for them all.
 */
export async function recordRequest(
  db: Db,
  counts: readonly { name: string; limit: Limit; keys: readonly string[] }[],
  now: () => number = Date.now,
): Promise<void> {
  await countAll(
    db,
    counts.flatMap(({ name, limit, keys }) =>
      keys.map((key) => ({ key: `${name}:${key}`, windowMs: limit.windowSeconds * 1000 })),
    ),
    now(),
  );
}

/** The client's address as the limits key it (behind TRUST_PROXY, the proxy's last hop). */
export function clientKey<E extends AppEnv>(c: Context<E>): string {
  return `ip:${clientIp(c as unknown as Context, contentSettings(c.var.config).trustProxy)}`;
}

type LimitName = {
  [K in keyof RequestLimits]: RequestLimits[K] extends Limit ? K : never;
}[keyof RequestLimits];

/** One limit a request is held to: the limit's name, what its refusal calls the requests, and its keys. */
export type Counted = { name: LimitName; what: string; keys: string[] };

/**
 * Middleware: checks the request against each limit `countsOf` gives (429
 * with the longest wait when one is reached), and counts it, in one
 * statement, only once the call has answered with success: a refused or
 * failed request counts nothing (checkRequest, recordRequest). For uploads:
 * a file the call refuses never uses up anyone's limit.
 */
export function limitedWhenAccepted<E extends AppEnv>(
  countsOf: (c: Context<E>) => Counted[] | Promise<Counted[]>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const limits = limitsOf(c.var.config);
    const counts = await countsOf(c);
    for (const { name, what, keys } of counts) await checkRequest(c.var.db, name, limits[name], keys, what);
    await next();
    // A refusal thrown below has been answered already (app.onError): its status says so.
    if (c.res.status < 200 || c.res.status >= 300) return;
    await recordRequest(
      c.var.db,
      counts.map(({ name, keys }) => ({ name, limit: limits[name], keys })),
    );
  };
}

/** Middleware: counts the request against the named limit for the keys `keysOf` gives. */
export function limited<E extends AppEnv>(
  name: LimitName,
  what: string,
  keysOf: (c: Context<E>) => string[] | Promise<string[]>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    await countRequest(c.var.db, name, limitsOf(c.var.config)[name], await keysOf(c), what);
    await next();
  };
}

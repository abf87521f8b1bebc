/**
 * Liveness and readiness, for the proxy or orchestrator in front of the API.
 * GET /health says the process answers and never touches the database (a
 * restart would not cure a database outage). GET /ready says this replica
 * should get traffic: the database answers `select 1` within a second, and
 * the process is not shutting down (serve.ts sets `draining` on SIGTERM).
 */
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import type { Db } from "../db/connection";
import type { AppEnv } from "./context";
import { describeCall } from "./openapi";

/**
 * The process's state as the readiness call reports it; one per served app. `inFlight`: the
 * requests being answered now (a stream counts until its answer starts), which the message worker
 * reads to let a burst of requests go first (messages/worker.ts `busy`).
 */
export type Lifecycle = { draining: boolean; inFlight: number };

export function createLifecycle(): Lifecycle {
  return { draining: false, inFlight: 0 };
}

/** How long /ready waits for the database before calling it unreachable. */
export const READY_TIMEOUT_MS = 1000;

const Health = v.object({ ok: v.literal(true) });
const Ready = v.object({ ready: v.literal(true) });

/** Whether a trivial query succeeds within `timeoutMs`. */
export async function databaseAnswers(db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** GET /health and GET /ready; mount at /. */
export function healthRoutes(lifecycle: Lifecycle) {
  return new Hono<AppEnv>()
    .get("/health", describeCall({ summary: "Liveness", answer: Health }), (c) => c.json({ ok: true }))
    .get(
      "/ready",
      describeCall({
        summary: "Readiness: database reachable, not shutting down",
        answer: Ready,
        errors: [503],
      }),
      async (c) => {
        if (lifecycle.draining) return c.json({ ready: false, error: "Shutting down" }, 503);
        if (!(await databaseAnswers(c.var.db))) {
          return c.json({ ready: false, error: "Database unreachable" }, 503);
        }
        return c.json({ ready: true });
      },
    );
}

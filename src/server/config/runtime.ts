/**
 * How the API process runs, beside what it serves (config/index.ts): whether
 * it migrates at start, how long a shutdown waits for requests under way,
 * how long idempotency keys are kept, and how its own messages are written.
 * main.ts reads these once at start.
 */
import { processVars, readSettings, type Vars } from "../../settings";

/** How the API's messages are written (http/log.ts): JSON lines, or plain text for a terminal. */
export type LogFormat = "json" | "text";

export type RuntimeSettings = {
  /** MIGRATE=off: skip migrations and the seed at start (migrate.ts ran them before). Default on. */
  migrate: boolean;
  /** SHUTDOWN_GRACE_MS (10000): how long requests under way may finish after SIGTERM or SIGINT. */
  shutdownGraceMs: number;
  /** IDEMPOTENCY_TTL_HOURS (24): idempotency keys older than this are deleted by an hourly sweep. */
  idempotencyTtlHours: number;
  logFormat: LogFormat;
};

/** LOG_FORMAT: "json" or "text"; otherwise JSON in production and text elsewhere (src/settings.ts). Never throws. */
export function logFormatOf(env: Vars = processVars()): LogFormat {
  return readSettings(env).LOG_FORMAT;
}

/** Reads the runtime settings; throws on a value that is not one of the documented ones. */
export function loadRuntimeSettings(env: Vars = processVars()): RuntimeSettings {
  const settings = readSettings(env);
  return {
    migrate: settings.MIGRATE === "on",
    shutdownGraceMs: settings.SHUTDOWN_GRACE_MS,
    idempotencyTtlHours: settings.IDEMPOTENCY_TTL_HOURS,
    logFormat: settings.LOG_FORMAT,
  };
}

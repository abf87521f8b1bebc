/**
 * How the API process runs, beside what it serves (config/index.ts): whether
 * it migrates at start, how long a shutdown waits for requests under way,
 * how long idempotency keys are kept, and how its own messages are written.
 * main.ts reads these once at start.
 */
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

/** LOG_FORMAT: "json" or "text"; otherwise JSON in production and text elsewhere. Never throws. */
export function logFormatOf(env: NodeJS.ProcessEnv): LogFormat {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "text") return env.LOG_FORMAT;
  return env.NODE_ENV === "production" ? "json" : "text";
}

/** A positive number from `name`, or the default when unset. */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Bad ${name}: ${raw} (a positive number)`);
  return value;
}

/** Reads the runtime settings; throws on a value that is not one of the documented ones. */
export function loadRuntimeSettings(env: NodeJS.ProcessEnv = process.env): RuntimeSettings {
  const migrate = env.MIGRATE || "on";
  if (migrate !== "on" && migrate !== "off") throw new Error(`Bad MIGRATE: ${migrate} (on or off)`);
  return {
    migrate: migrate === "on",
    shutdownGraceMs: positive(env, "SHUTDOWN_GRACE_MS", 10_000),
    idempotencyTtlHours: positive(env, "IDEMPOTENCY_TTL_HOURS", 24),
    logFormat: logFormatOf(env),
  };
}

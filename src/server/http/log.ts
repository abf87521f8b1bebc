/**
 * The API's log: one JSON line per entry on stdout, `{ time, level, msg,
 * ...fields }`, which a log collector reads as it is; or, for main.ts's own
 * messages at a terminal, plain text (LOG_FORMAT). And the request id that
 * ties a request's log lines to the proxy's: the caller's X-Request-Id (nginx
 * sets it to $request_id) when it is safe to echo and log, else a new UUID.
 *
 * No logging library: the API writes a handful of kinds of line, and
 * JSON.stringify on stdout is all they need. On Linux a write to stdout (a
 * pipe or a file) is synchronous, one system call a line: at a few thousand
 * requests a second that was a quarter of a replica's CPU (bench:scale's
 * profile). So lines are gathered and written together (`batchedWriter`):
 * within LOG_FLUSH_MS or LOG_FLUSH_BYTES, at once for a warning or an error
 * (after the lines before it), and when the process exits.
 */
import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { LogFormat } from "../config/runtime";
import { clientIp } from "./client-ip";
import type { AppEnv } from "./context";

export type LogLevel = "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;
export type Logger = Record<LogLevel, (msg: string, fields?: LogFields) => void>;
/** Where finished lines go: stdout by default (text warnings and errors: stderr). */
export type LogWriter = (line: string, level: LogLevel) => void;

export const REQUEST_ID_HEADER = "X-Request-Id";
const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The request's id: the caller's X-Request-Id when it is 1–128 of [A-Za-z0-9._-], else a new UUID. */
export function requestIdOf(header: string | undefined): string {
  return header && REQUEST_ID.test(header) ? header : randomUUID();
}

/** An error as log fields: its message, and its stack when it has one. */
export function errorFields(error: unknown): LogFields {
  return error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
}

/** A text line: the message, other fields as JSON, the stack on the lines after. */
function textLine(msg: string, { stack, ...fields }: LogFields): string {
  const rest = Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : "";
  return `${msg}${rest}${typeof stack === "string" ? `\n${stack}` : ""}`;
}

/** How long a line may wait to be written with others (ms), and how many bytes make a write at once. */
export const LOG_FLUSH_MS = 50;
export const LOG_FLUSH_BYTES = 64 * 1024;

/** Where batchedWriter writes: a stream's write, synchronous or not. */
export interface LogSink {
  write(text: string): unknown;
}

/**
 * A writer that gathers lines for `sink` and writes them in one call: after
 * `flushMs`, once `flushBytes` are waiting, at once for a warning or an
 * error, or on `flush()` (wired to the process's exit by createLogger).
 */
export function batchedWriter(
  sink: LogSink,
  { flushMs = LOG_FLUSH_MS, flushBytes = LOG_FLUSH_BYTES } = {},
): LogWriter & { flush: () => void } {
  let waiting: string[] = [];
  let bytes = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (waiting.length === 0) return;
    const text = waiting.join("");
    waiting = [];
    bytes = 0;
    sink.write(text);
  };
  const write = (line: string, level: LogLevel) => {
    waiting.push(`${line}\n`);
    bytes += line.length + 1;
    if (level !== "info" || bytes >= flushBytes) flush();
    else if (!timer) {
      timer = setTimeout(flush, flushMs);
      timer.unref?.();
    }
  };
  return Object.assign(write, { flush });
}

/** Every batched stdout writer, flushed when the process exits. */
const stdoutWriters: (() => void)[] = [];
let flushOnExit = false;

/** A logger writing JSON lines (default) or plain text. */
export function createLogger(format: LogFormat = "json", write?: LogWriter): Logger {
  const out: LogWriter = write ?? defaultWriter(format);
  const at =
    (level: LogLevel) =>
    (msg: string, fields: LogFields = {}) =>
      out(
        format === "json"
          ? JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })
          : textLine(msg, fields),
        level,
      );
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

/** stdout, batched; for text, warnings and errors on stderr at once (a person reads those as they come). */
function defaultWriter(format: LogFormat): LogWriter {
  const stdout = batchedWriter(process.stdout);
  stdoutWriters.push(stdout.flush);
  if (!flushOnExit) {
    flushOnExit = true;
    process.once("exit", () => {
      for (const flush of stdoutWriters) flush();
    });
  }
  return (line, level) => {
    if (format === "text" && level !== "info") {
      stdout.flush();
      process.stderr.write(`${line}\n`);
    } else stdout(line, level);
  };
}

/**
 * Gives every request its id (`c.var.requestId`, echoed in X-Request-Id) and,
 * with `logRequests`, logs one line when it is answered: method, path,
 * status, milliseconds, request id and client IP (client-ip.ts).
 */
export function requestLogging(
  log: Logger,
  { logRequests, trustProxy }: { logRequests: boolean; trustProxy: boolean },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set("requestId", requestId);
    await next();
    c.header(REQUEST_ID_HEADER, requestId);
    if (!logRequests) return;
    log.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      requestId,
      ip: clientIp(c, trustProxy),
    });
  };
}

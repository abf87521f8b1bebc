/**
 * Text no column can hold (a NUL, a lone surrogate: src/domain/text.ts) in a
 * request's path or query string, refused with a 400 before any route runs,
 * as validateJson refuses it in a JSON body: PostgreSQL refuses a NUL in a
 * query's parameter, which was a 500 wherever a path or a query string's
 * text reached one (issue 35). The 400 names what holds it: the query
 * parameter, the path parameter of the route the path matches (`orderId` of
 * /api/rider/orders/{orderId}/pickup), `query` for a parameter's name, or
 * `path`. Parts are decoded as Hono decodes them for the handlers: bytes that
 * are not UTF-8 (a lone surrogate's %ED%A0%80) stay as their percent text,
 * which any column holds, so in practice a URL's NUL is what is refused.
 */
import type { Context, MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { ApiError } from "../../contract/common";
import { unsafeTextReason } from "../../domain/text";
import { fieldError } from "./validate";

/** A percent-encoded text decoded as Hono decodes it: a run that is not UTF-8 (%ED%A0%80) stays as it came. */
function decoded(text: string): string {
  if (!text.includes("%")) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** A path parameter's name (`:orderId`, `:file{.+}`) or null for a fixed segment or a wildcard. */
const paramName = (segment: string) => /^:(\w+)/.exec(segment)?.[1] ?? null;

/** The name of the path parameter at segment `index` of the route `c`'s path matches, or "path". */
function pathField(c: Context, index: number, segments: number): string {
  for (const route of matchedRoutes(c)) {
    const parts = route.path.split("/");
    if (parts.length !== segments) continue;
    const name = paramName(parts[index] ?? "");
    if (name) return name;
  }
  return "path";
}

/** The first problem of a path or query string, as the field and why, or null when every part is text. */
function urlProblem(c: Context): { field: string; message: string } | null {
  const url = new URL(c.req.url);
  const segments = url.pathname.split("/");
  for (const [index, segment] of segments.entries()) {
    const message = unsafeTextReason(decoded(segment));
    if (message) return { field: pathField(c, index, segments.length), message };
  }
  for (const pair of url.search.slice(1).split("&")) {
    const at = pair.indexOf("=");
    const [name, value] = (at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)]).map((part) =>
      decoded(part.replace(/\+/g, " ")),
    ) as [string, string];
    const nameProblem = unsafeTextReason(name);
    if (nameProblem) return { field: "query", message: `has a name that ${nameProblem}` };
    const message = unsafeTextReason(value);
    if (message) return { field: name, message };
  }
  return null;
}

/** Middleware: 400 `Invalid {field}: must not contain a NUL character` for such a path or query string. */
export function refuseUnsafeUrl(): MiddlewareHandler {
  return async (c, next) => {
    const problem = urlProblem(c);
    if (problem) return c.json<ApiError>(fieldError(problem.field, problem.message), 400);
    await next();
    return undefined;
  };
}

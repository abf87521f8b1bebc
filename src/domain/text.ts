/**
 * Text no field may carry: a NUL character (PostgreSQL cannot store it in a
 * text column) or a lone UTF-16 surrogate (not Unicode; it cannot be encoded
 * as UTF-8). The API refuses both at its contract boundary.
 */

/** Why a string cannot be stored as text, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain a NUL character";
  if (!text.isWellFormed()) return "must be valid Unicode text";
  return null;
}

/** How deep a JSON body may nest: the deepest call's body is 4 levels; far more is an attack on the parser's stack. */
export const MAX_JSON_DEPTH = 32;

/**
 * The first string inside a JSON value that cannot be stored as text, with
 * its dotted path (`orders.0.productName`; a bad key is named by its path
 * too), or null when every string is fine. A value nested deeper than
 * MAX_JSON_DEPTH is refused as a whole. It walks with its own stack, not by
 * recursion, so no depth overflows the call stack.
 */
export function findUnsafeText(value: unknown): { field: string; message: string } | null {
  // Depth first, in document order: children are pushed last-first.
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: "", depth: 0 }];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: item, path, depth } = next;
    if (typeof item === "string") {
      const message = unsafeTextReason(item);
      if (message) return { field: path || "body", message };
      continue;
    }
    if (typeof item !== "object" || item === null) continue;
    if (depth >= MAX_JSON_DEPTH) {
      return { field: "body", message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` };
    }
    const entries: [string | number, unknown][] = Array.isArray(item)
      ? [...item.entries()]
      : Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string | number, unknown];
      stack.push({ value: child, path: at(path, key), depth: depth + 1 });
    }
    // Keys are checked before any value beneath them, in order.
    if (!Array.isArray(item)) {
      for (const [key] of entries) {
        const keyProblem = unsafeTextReason(key as string);
        if (keyProblem) {
          return {
            field: at(path, (key as string).replace(/[^\x20-\x7e]/g, "?")),
            message: `has a key that ${keyProblem}`,
          };
        }
      }
    }
  }
  return null;
}

/** JSON that cannot end its <script> element or open a comment: <, >, & and the line separators escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

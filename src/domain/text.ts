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

/**
 * The first string inside a JSON value that cannot be stored as text, with
 * its dotted path (`orders.0.productName`; a bad key is named by its path
 * too), or null when every string is fine.
 */
export function findUnsafeText(value: unknown, path = ""): { field: string; message: string } | null {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") {
    const message = unsafeTextReason(value);
    return message ? { field: path || "body", message } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, at(i));
      if (found) return found;
    }
    return null;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unsafeTextReason(key);
      if (keyProblem)
        return { field: at(key.replace(/[^\x20-\x7e]/g, "?")), message: `has a key that ${keyProblem}` };
      const found = findUnsafeText(item, at(key));
      if (found) return found;
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

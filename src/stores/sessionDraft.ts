/**
 * A form as typed, kept in the tab's sessionStorage under a key until it is
 * saved (the console's settings and blog editor), so a reload or a failed
 * save loses nothing. What comes back passes the form's schema first
 * (STYLE.md 4); a full or blocked storage only costs the copy.
 */
import type * as v from "valibot";
import { decodeWith } from "./persist";

/** The draft kept under `key`, or null (none, or not of the schema's shape). */
export function keptDraft<T>(key: string, schema: v.GenericSchema<unknown, T>): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? null : decodeWith<T | null>(schema, null)(raw);
  } catch {
    return null;
  }
}

/** Keeps the draft as typed. */
export function keepDraft(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // The form itself is still on the screen.
  }
}

/** Forgets the draft (saved, or discarded). */
export function dropDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}

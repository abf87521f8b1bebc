/**
 * What the stores share: persisted slices validated on every read, forgiving
 * shapes for what comes back from storage, and the latest-request-wins guard
 * for their loads. One module, so the first load carries it in one piece.
 */
import { persistentAtom } from "@nanostores/persistent";
import type { WritableAtom } from "nanostores";
import * as v from "valibot";

/**
 * Turns a stored string into a value the app can trust (STYLE.md 4): corrupt
 * JSON or a value of the wrong shape gives the fallback, never an exception.
 */
export function decodeWith<T>(schema: v.GenericSchema<unknown, T>, fallback: T): (encoded: string) => T {
  return (encoded) => {
    let raw: unknown;
    try {
      raw = JSON.parse(encoded);
    } catch {
      return fallback;
    }
    // valibot's object and record schemas take arrays too; a slice stored as an array is broken.
    if (Array.isArray(raw) && schema.expects === "Object") return fallback;
    const result = v.safeParse(schema, raw);
    return result.success ? result.output : fallback;
  };
}

/** A localStorage-backed atom under `key`, validated by `schema` whenever it is read back. */
export function persistentValidated<T>(
  key: string,
  schema: v.GenericSchema<unknown, T>,
  fallback: T,
): WritableAtom<T> {
  return persistentAtom<T>(key, fallback, {
    encode: (value) => JSON.stringify(value),
    decode: decodeWith(schema, fallback),
  });
}

/**
 * A list whose broken entries are dropped and whose valid ones are kept, so
 * one damaged item does not cost the visitor the whole bag.
 */
export function validEntries<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((raw: unknown[]): T[] =>
      raw.flatMap((entry) => {
        const result = v.safeParse(item, entry);
        return result.success ? [result.output] : [];
      }),
    ),
  );
}

/** What a missing or broken field reads as: the empty value of its type, a picklist's first option. */
const EMPTY: Record<string, unknown> = { string: "", number: 0, boolean: false };

/**
 * The entries of a shape, forgiving: read back from storage, a missing or
 * broken field takes the empty value of its type (or the one `fallbacks`
 * names) instead of costing the whole entry; the `required` fields stay
 * required, and an optional field stays absent when it is missing. Lets a
 * store derive its forgiving schema from the one shape (the contract's or
 * the domain's) instead of writing the shape again.
 */
export function forgiving<E extends v.ObjectEntries>(
  entries: E,
  required: readonly (keyof E)[] = [],
  fallbacks: { [K in keyof E]?: v.InferOutput<E[K]> } = {},
): E {
  const soften = (schema: v.GenericSchema, fallback: unknown): v.GenericSchema =>
    schema.type === "optional"
      ? v.optional(soften((schema as v.OptionalSchema<v.GenericSchema, unknown>).wrapped, fallback))
      : v.fallback(
          schema,
          fallback ??
            (schema.type === "array"
              ? () => []
              : "options" in schema
                ? (schema.options as unknown[])[0]
                : EMPTY[schema.type]),
        );
  // v.fallback keeps each field's output type: the result reads as the same entries.
  return Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      required.includes(key) ? schema : soften(schema, fallbacks[key]),
    ]),
  ) as E;
}

/**
 * "Latest request wins" for a store's loads: `const begin = latestWins()`;
 * each load calls `begin()` and may settle the store only while the check it
 * got still says true, so an older, slower answer never overwrites a newer one.
 */
export function latestWins(): () => () => boolean {
  let latest = 0;
  return () => {
    const ticket = ++latest;
    return () => ticket === latest;
  };
}

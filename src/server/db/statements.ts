/**
 * Statements built once: a hot call's queries (an order placement's), each
 * written with Drizzle's query builder and `sql.placeholder(...)` for its
 * values, turned into SQL text the first time it runs and only given new
 * values after that.
 *
 * Drizzle builds a query's text anew on every call, walking its parts; in a
 * profile of an API replica placing orders that was over a quarter of the
 * replica's CPU. A built statement keeps Drizzle's prepared query (its text,
 * where its placeholders go, how its rows map to the schema's fields) and
 * runs it on whichever database it is given, inside a transaction too, by
 * giving it that database's connection. That connection lives inside
 * Drizzle (`db._.session.client`, what each driver's prepared query runs
 * on): tests/api/orders cover it on PGlite and PostgreSQL, and a Drizzle
 * upgrade that moves it fails there, not in production.
 *
 * On PostgreSQL a built statement is sent to postgres-js directly: what
 * Drizzle's own `execute` adds around it (its tracing spans, its cache's
 * wrapper, each an async step) cost a replica a tenth of its CPU in
 * bench:prod's orders, for nothing this code uses. It logs, fills, maps
 * and wraps a failure (DrizzleQueryError) as Drizzle does: the query log
 * and `unique.ts` see the same.
 *
 * Values of a list (`= any(...)`) are one array placeholder, so the text,
 * and the server-side statement, stay the same whatever the list's length.
 * A placeholder in a condition (`eq`, `gt`) goes to the driver as given,
 * not through its column's mapping: a time there is passed as ISO text. In
 * an insert's values or an update's set it is mapped as any value is.
 */
import { DrizzleQueryError, fillPlaceholders, is, type Logger, sql } from "drizzle-orm";
import { PostgresJsPreparedQuery } from "drizzle-orm/postgres-js";
import * as drizzleUtils from "drizzle-orm/utils";
import type { Sql } from "postgres";
import type { Db } from "./connection";

/** What Drizzle's `.prepare(name)` gives: a query that runs with its placeholders' values. */
interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** What a Drizzle database's session holds that its prepared queries use: its connection, its query log. */
type SessionParts = { client: unknown; logger: unknown };

/** Drizzle's row mapping (columns to fields, each column's own decoding): exported, not declared in its types. */
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow: (fields: unknown[], row: unknown[], joinsNotNullableMap?: Record<string, boolean>) => unknown;
};

/** What Drizzle's postgres-js prepared query keeps (drizzle-orm/postgres-js/session.js). */
type PostgresJsParts = {
  queryString: string;
  params: unknown[];
  prepare: boolean;
  fields?: unknown[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** Drizzle's postgres-js `execute` without its wrappers: the same query, log, rows and failure. */
async function runOnPostgresJs<R>(
  query: PostgresJsParts,
  client: Sql,
  logger: Logger,
  values: Record<string, unknown>,
): Promise<R> {
  const params = fillPlaceholders(query.params, values);
  logger.logQuery(query.queryString, params);
  const { queryString, fields, customResultMapper, joinsNotNullableMap } = query;
  try {
    const sent = client.unsafe(queryString, params as never[], { prepare: query.prepare });
    if (!fields && !customResultMapper) return (await sent) as R;
    const rows = (await sent.values()) as unknown[][];
    return (
      customResultMapper
        ? customResultMapper(rows)
        : rows.map((row) => mapResultRow(fields ?? [], row, joinsNotNullableMap))
    ) as R;
  } catch (error) {
    throw new DrizzleQueryError(queryString, params, error as Error);
  }
}

/**
 * A statement named `name` (its server-side name on PostgreSQL, unique in
 * the process), built by `build` the first time it runs on each driver;
 * call it with a database (or a transaction) and its placeholders' values.
 */
export function statement<V extends Record<string, unknown>, R>(
  name: string,
  build: (db: Db) => { prepare(name: string): Prepared<R> },
): (db: Db, values: V) => Promise<R> {
  // One per driver's session class: PGlite's and postgres-js's prepared queries differ.
  const built = new Map<unknown, Prepared<R>>();
  return (db, values) => {
    const kind = db._.session.constructor;
    let prepared = built.get(kind);
    if (!prepared) {
      prepared = build(db).prepare(name);
      built.set(kind, prepared);
    }
    // The same query on this database's connection (and its query log): its own, the rest inherited.
    const { client, logger } = db._.session as unknown as SessionParts;
    if (is(prepared, PostgresJsPreparedQuery)) {
      return runOnPostgresJs<R>(
        prepared as unknown as PostgresJsParts,
        client as Sql,
        logger as Logger,
        values,
      );
    }
    const here = Object.create(prepared) as Prepared<R> & SessionParts;
    here.client = client;
    here.logger = logger;
    return here.execute(values);
  };
}

/** Shapes (a number of rows, their fields) a rows statement builds before it builds no more. */
const MAX_SHAPES = 32;

/**
 * A statement of several rows (an insert's): `statement` for each shape it is given, a number of
 * rows with the same fields, `build` getting the rows as placeholders, and `param(name)` for each
 * other value it takes (`extra`'s; a time there is passed as ISO text, as in a condition). Rows
 * whose fields differ, or a shape past the first MAX_SHAPES, are built as Drizzle builds any query.
 */
export function rowsStatement<Row extends Record<string, unknown>, R>(
  name: string,
  build: (
    db: Db,
    rows: Row[],
    param: (name: string) => unknown,
  ) => { prepare(name: string): Prepared<R>; execute(): Promise<R> },
): (db: Db, rows: Row[], extra?: Record<string, unknown>) => Promise<R> {
  const shapes = new Map<string, (db: Db, values: Record<string, unknown>) => Promise<R>>();
  const fieldsOf = (row: Row) =>
    Object.keys(row)
      .filter((k) => row[k] !== undefined)
      .sort();
  return (db, rows, extra = {}) => {
    const fields = fieldsOf(rows[0] ?? ({} as Row));
    const key = fields.join(",");
    const shape = `${rows.length}:${key}`;
    // Rows of different fields: each as it is (a row's missing field takes its column's default).
    if (rows.some((row) => fieldsOf(row).join(",") !== key))
      return build(db, rows, (n) => extra[n]).execute();
    let run = shapes.get(shape);
    if (!run) {
      if (shapes.size >= MAX_SHAPES) return build(db, rows, (n) => extra[n]).execute();
      const placeholders = rows.map(
        (_, i) => Object.fromEntries(fields.map((f) => [f, sql.placeholder(`${f}_${i}`)])) as Row,
      );
      run = statement(`${name}-${shapes.size}`, (d) => build(d, placeholders, (n) => sql.placeholder(n)));
      shapes.set(shape, run);
    }
    const values: Record<string, unknown> = {};
    for (const [n, v] of Object.entries(extra)) values[n] = v instanceof Date ? v.toISOString() : v;
    rows.forEach((row, i) => {
      for (const f of fields) values[`${f}_${i}`] = row[f];
    });
    return run(db, values);
  };
}

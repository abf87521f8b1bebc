/**
 * Named prepared statements for every Drizzle query on PostgreSQL.
 *
 * Drizzle asks postgres-js for a named (server-side, cached) statement only
 * for a query given a name with `.prepare(name)`; every other query is sent
 * `prepare: false`, so PostgreSQL parses and plans it again on every call.
 * Measured on an order placement (npm run bench:prod), that made the
 * database's CPU for one order 3.7 ms where the same statements, prepared
 * (pgbench -M prepared), cost 1.9 ms. postgres-js keeps each connection's
 * statements by their text, and Drizzle's text for a query depends only on
 * its shape (its values are parameters), so the statements a connection
 * keeps are bounded by the queries the code can build.
 *
 * `preparing(client)` is the same client with `prepare: false` turned into
 * `prepare: true`, inside transactions and savepoints too. A query that asked
 * for nothing (postgres-js's own default) is left as it is. A pooler that
 * cannot keep a session's statements (PgBouncer in transaction mode before
 * 1.21) needs DATABASE_PREPARE=off (config: databasePrepare).
 */
import type { Sql } from "postgres";

type Unsafe = Sql["unsafe"];
type Options = Parameters<Unsafe>[2];

const named = (options: Options): Options =>
  options && options.prepare === false ? { ...options, prepare: true } : options;

/** `client` with every query Drizzle sends unprepared sent as a named prepared statement (see the file comment). */
export function preparing<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (property === "unsafe") {
        return ((query: string, params?: unknown[], options?: Options) =>
          target.unsafe(query, params as never, named(options))) as Unsafe;
      }
      if (property === "begin" || property === "savepoint") {
        // The callback's client is the transaction's own connection: wrap it too.
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: Sql) => unknown;
          return (value as (...a: unknown[]) => unknown).call(target, ...args, (tx: Sql) =>
            callback(preparing(tx)),
          );
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

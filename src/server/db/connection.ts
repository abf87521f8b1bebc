/**
 * Opens the database: embedded PGlite (a data folder, or memory for tests) by
 * default, PostgreSQL via postgres-js when a connection string is given. Both
 * get the same Drizzle schema and the same drizzle-kit migrations.
 */
import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { type Config, loadConfig } from "../config";
import { lockDataDir } from "./data-lock";
import { preparing } from "./prepared";
import * as schema from "./schema";

/** The Drizzle database every data function takes first, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Where the data lives. */
export type DbTarget =
  /** On disk; `loadDataDir`: a new folder starting from a dumped data folder instead of initdb (a test's template). */
  | { kind: "pglite"; dataDir: string; loadDataDir?: Blob }
  /** In memory; `loadDataDir`: starting from a dumped data folder (PGlite's dumpDataDir), e.g. a migrated template. */
  | { kind: "memory"; loadDataDir?: Blob }
  /** `unprepared`: queries not kept as named prepared statements (prepared.ts). */
  | { kind: "postgres"; url: string; unprepared?: boolean };

export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies pending migrations from src/server/migrations. */
  migrate(): Promise<void>;
  /**
   * Runs `work` holding the migration lock, so replicas starting together
   * migrate and seed one after the other: on PostgreSQL a session-level
   * advisory lock (MIGRATION_LOCK_KEY); PGlite's data-folder lock already
   * keeps it to one process.
   */
  withMigrationLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL's LISTEN/NOTIFY between the processes sharing the database
   * (the API replicas): `listen` calls `onMessage` with every payload sent on
   * the channel (its own included); `notify` resolves once the database has
   * taken the message. PGlite has one process: nothing to tell.
   */
  messages?: {
    listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
    notify(channel: string, payload: string): Promise<void>;
  };
  /**
   * LISTEN on a channel, on both drivers (PGlite delivers its own NOTIFYs to its listeners, on
   * commit as PostgreSQL does): the live events of the consoles (messages/live.ts). Resolves with
   * the way to stop.
   */
  subscribe(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the connection; for PGlite this flushes and releases the data folder. */
  close(): Promise<void>;
};

/**
 * The PostgreSQL advisory lock key taken around migrate and seed:
 * `pg_advisory_lock(1886151028)`, "plat" in ASCII. Nothing else sharing the
 * database may use this key.
 */
export const MIGRATION_LOCK_KEY = 0x706c6174;

const migrationsFolder = fileURLToPath(new URL("./migrations/", import.meta.url));

/** The target the environment asks for: DATABASE_URL wins, else the PGlite data folder. */
export function targetFromConfig(config: Config): DbTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl, unprepared: Boolean(config.databaseUnprepared) }
    : { kind: "pglite", dataDir: config.dataDir };
}

/**
 * A postgres-js client for a DATABASE_URL, libpq's `?host=/a/folder` (the
 * server's Unix socket in that folder, on the URL's port) included, which
 * postgres-js itself would send the server as a setting. On one machine the
 * socket is the cheaper way in: a TCP write on loopback costs the sender the
 * receiver's side of the network stack too.
 */
export function postgresClient(url: string, options: postgres.Options<Record<string, never>>) {
  const parsed = new URL(url);
  const socketDir = parsed.searchParams.get("host");
  if (!socketDir?.startsWith("/")) return postgres(url, options);
  parsed.searchParams.delete("host");
  return postgres(parsed.toString(), { ...options, host: socketDir });
}

/** Opens a Drizzle db on the given target (default: from the environment). Does not migrate. */
export async function openDb(target: DbTarget = targetFromConfig(loadConfig())): Promise<DbHandle> {
  if (target.kind === "postgres") {
    // Notices such as "schema already exists, skipping" are noise here.
    const client = postgresClient(target.url, { max: 10, onnotice: () => {} });
    // Every query a named prepared statement, planned once per connection (prepared.ts).
    const db = drizzlePostgres({ client: target.unprepared ? client : preparing(client), schema });
    return {
      db,
      driver: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      withMigrationLock: async (work) => {
        // One reserved connection holds the lock while the pool's others do the work.
        const session = await client.reserve();
        try {
          await session`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
          try {
            return await work();
          } finally {
            await session`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
          }
        } finally {
          session.release();
        }
      },
      messages: {
        // postgres-js keeps one connection for LISTEN and listens again after a reconnect.
        listen: async (channel, onMessage) => {
          await client.listen(channel, onMessage);
        },
        notify: async (channel, payload) => {
          await client.notify(channel, payload);
        },
      },
      subscribe: async (channel, onMessage) => {
        const { unlisten } = await client.listen(channel, onMessage);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let unlock = async () => {};
  if (target.kind === "pglite") {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockDataDir(target.dataDir);
  }
  // pg_trgm: the master admin's shop search (migration 0009), as on PostgreSQL.
  const client = await PGlite.create(target.kind === "pglite" ? target.dataDir : "memory://", {
    extensions: { pg_trgm },
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    withMigrationLock: (work) => work(),
    subscribe: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!closed) await stop();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
  };
}

/** A fresh, migrated in-memory PGlite (tests, scripts). */
export async function openMemoryDb(): Promise<DbHandle> {
  const handle = await openDb({ kind: "memory" });
  await handle.migrate();
  return handle;
}

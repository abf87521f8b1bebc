import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes SQL migrations from the schema; the API applies
// them at start (src/server/db/connection.ts) on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
});

/**
 * The real entry points, their other order: src/server/migrate.ts migrates and
 * seeds once, then the API with MIGRATE=off serves without migrating, logging
 * JSON lines (beside main.test.ts, so the two cold starts run side by side).
 */
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { entryEnv, runToEnd, startApi, stopApi, tempDataDir } from "./entry";

const folder = tempDataDir();

describe("src/server/migrate.ts, then the API with MIGRATE=off", () => {
  it("migrates and seeds once; the API then serves without migrating, logging JSON lines", async () => {
    const dataDir = path.join(folder(), "migrated");
    const migrated = await runToEnd("src/server/migrate.ts", entryEnv(dataDir));
    expect(migrated.code).toBe(0);
    expect(migrated.out).toContain("Empty database: seeded demo, seva, kala");
    expect((await runToEnd("src/server/migrate.ts", entryEnv(dataDir))).out).toContain("it already had data");

    const api = await startApi(entryEnv(dataDir, { MIGRATE: "off", LOG_FORMAT: "json" }));
    try {
      const res = await fetch(`${api.url}/subdomains`, { headers: { "X-Request-Id": "main-test-1" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-request-id")).toBe("main-test-1");
      expect(await (await fetch(`${api.url}/ready`)).json()).toEqual({ ready: true });
      const logLines = () =>
        api
          .log()
          .trim()
          .split("\n")
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      // Request lines are written together, within LOG_FLUSH_MS (src/server/http/log.ts).
      await vi.waitFor(() => expect(logLines().some((l) => l.msg === "request")).toBe(true), {
        timeout: 5000,
      });
      const lines = logLines();
      expect(lines.map((l) => l.msg)).toContain(
        "MIGRATE=off: not migrating nor seeding (src/server/migrate.ts does)",
      );
      expect(lines.some((l) => String(l.msg).includes("seeded"))).toBe(false);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: "request",
          path: "/subdomains",
          status: 200,
          requestId: "main-test-1",
        }),
      );
    } finally {
      expect(await stopApi(api.child)).toBe(0);
    }
  }, 120_000);
});

/**
 * The cover upload's limit (issue 35): sent with the passcode by someone not
 * signed in, it is counted per client address, and only the covers it
 * accepts count: a refused file never uses up the network's limit.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openTestDb, ROOMY_LIMITS } from "../support";
import { contentApp, fromIp, imageBytes, tempDir, testContent, uploadInit } from "../support/content";

let handle: DbHandle;
let app: App;
let uploads: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  handle = await openTestDb();
  uploads = await tempDir("cover-limits-");
  app = contentApp(handle.db, testContent(uploads.dir), {
    limits: { ...ROOMY_LIMITS, uploadsPerClient: { max: 3, windowSeconds: 3600 } },
  });
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const upload = (bytes: Uint8Array, name: string, ip: string) =>
  app.request("/api/blog/upload", uploadInit(bytes, name), fromIp(ip));
const stored = async () => (await readdir(path.join(uploads.dir, "blogs")).catch(() => [])).length;

describe(`POST /api/blog/upload: the network's limit (${driverName})`, () => {
  it("counts accepted covers only: refused files first, then the limit's 3, then 429 for that address alone", async () => {
    const png = await imageBytes("png");
    const ip = "10.0.35.1";
    for (let i = 0; i < 4; i++) {
      expect((await upload(new TextEncoder().encode("not an image"), "a.png", ip)).status).toBe(415);
    }
    for (let i = 0; i < 3; i++) expect((await upload(png, `cover-${i}.png`, ip)).status).toBe(201);
    const before = await stored();
    const refused = await upload(png, "one-more.png", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Too many uploads from this network: the limit is 3 in 1 hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(await stored()).toBe(before);
    // Another address goes on.
    expect((await upload(png, "elsewhere.png", "10.0.35.2")).status).toBe(201);
  });

  it("a wrong passcode is refused before the limit and counts nothing for it", async () => {
    const ip = "10.0.35.3";
    const png = await imageBytes("png");
    const wrong = await app.request(
      "/api/blog/upload",
      uploadInit(png, "x.png", { "X-Blog-Passcode": "wrong" }),
      fromIp(ip),
    );
    expect(wrong.status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await upload(png, `c-${i}.png`, ip)).status).toBe(201);
  });
});

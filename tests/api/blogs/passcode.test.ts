import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { lockoutMessage } from "../../../src/server/blogs/gate";
import { DEV_DEFAULT_PASSCODE, hashPasscode } from "../../../src/server/config/passcode";
import type { DbHandle } from "../../../src/server/db/connection";
import { attemptFailures } from "../../../src/server/db/schema";
import { seed } from "../../../src/server/seed";
import { driverName, openTestDb, postJson } from "../support";
import { contentApp, fromIp, imageBytes, tempDir, testContent, uploadInit } from "../support/content";

let handle: DbHandle;
let uploads: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  handle = await openTestDb();
  await seed(handle.db);
  uploads = await tempDir("passcode-uploads-");
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const blog = {
  title: "Gate test",
  description: "d",
  content: ["p"],
  tags: ["t"],
  coverImage: "http://localhost:4321/images/blogs/kirana-online.webp",
};
const INCORRECT = { error: "Incorrect passcode" };

/** A fresh app (fresh attempt limiter) and helpers that call it from one IP. */
function gateApp(over: Parameters<typeof testContent>[1] = {}, dev = true) {
  const app = contentApp(handle.db, testContent(uploads.dir, over), { dev });
  const addBlog = (passcode?: string, ip = "10.0.0.1") =>
    app.request(
      "/api/blog/addblog",
      postJson(blog, passcode === undefined ? {} : { "X-Blog-Passcode": passcode }),
      fromIp(ip),
    );
  const check = (passcode: string, ip = "10.0.0.1") =>
    app.request("/api/blog/passcode/check", postJson({ passcode }), fromIp(ip));
  return { app, addBlog, check };
}

describe(`blog passcode (${driverName})`, () => {
  // The tries are counted in the database (every replica sees them): each test starts with none.
  beforeEach(async () => {
    await handle.db.delete(attemptFailures);
  });

  it("missing or wrong X-Blog-Passcode is 401 'Incorrect passcode'; the dev default works", async () => {
    const { addBlog } = gateApp();
    for (const res of [
      await addBlog(),
      await addBlog(""),
      await addBlog("wrong"),
      await addBlog("x".repeat(1000)),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(INCORRECT);
    }
    expect((await addBlog(DEV_DEFAULT_PASSCODE)).status).toBe(201);
  });

  it("POST /api/blog/passcode/check answers { response: true } or 401", async () => {
    const { check, app } = gateApp();
    const ok = await check(DEV_DEFAULT_PASSCODE);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ response: true });
    const wrong = await check("nope");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(INCORRECT);
    const missing = await app.request("/api/blog/passcode/check", postJson({}));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: "passcode" });
  });

  it("5 wrong attempts per IP, then 429 with Retry-After, even for the right passcode", async () => {
    const { addBlog, check } = gateApp();
    for (let i = 0; i < 3; i++) expect((await addBlog("wrong")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await check("wrong")).status).toBe(401); // one limiter for both
    const blocked = await addBlog(DEV_DEFAULT_PASSCODE);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect(Number(blocked.headers.get("retry-after"))).toBeLessThanOrEqual(900);
    // The message names the limiter's own limit and the wait, so the page never has to know them.
    expect(((await blocked.json()) as { error: string }).error).toMatch(
      /^Too many incorrect passcodes from this network: the server allows 5 tries in 15 minutes\. Please try again in 1[45] minutes\.$/,
    );
    expect((await check(DEV_DEFAULT_PASSCODE)).status).toBe(429);
    // Another client is not affected.
    expect((await check(DEV_DEFAULT_PASSCODE, "10.0.0.2")).status).toBe(200);
  });

  it("parallel guesses cannot outrun the limit", async () => {
    const { check } = gateApp();
    const results = await Promise.all(Array.from({ length: 12 }, () => check("wrong", "10.0.0.9")));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it("the block ends when the 15-minute window does", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { check } = gateApp();
      for (let i = 0; i < 5; i++) await check("wrong");
      expect((await check(DEV_DEFAULT_PASSCODE)).status).toBe(429);
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect((await check(DEV_DEFAULT_PASSCODE)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a success clears the client's failures; a missing passcode is not counted", async () => {
    const { addBlog, check } = gateApp();
    for (let i = 0; i < 4; i++) await check("wrong");
    expect((await check(DEV_DEFAULT_PASSCODE)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await check("wrong")).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await addBlog()).status).toBe(401);
    expect((await check(DEV_DEFAULT_PASSCODE)).status).toBe(200);
  });

  it("the upload call needs the passcode too, before it reads the body", async () => {
    const { app } = gateApp();
    const png = await imageBytes("png");
    const res = await app.request("/api/blog/upload", uploadInit(png, "a.png", {}));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(INCORRECT);
  });

  it("BLOG_PASSCODE_HASH replaces the default; BLOG_PASSCODE works in development", async () => {
    const hashed = gateApp({ blogPasscodeHash: await hashPasscode("s3cret passcode") });
    expect((await hashed.check("s3cret passcode")).status).toBe(200);
    expect((await hashed.check(DEV_DEFAULT_PASSCODE)).status).toBe(401);
    const plain = gateApp({ blogPasscode: "plain-dev" });
    expect((await plain.check("plain-dev")).status).toBe(200);
    expect((await plain.check(DEV_DEFAULT_PASSCODE)).status).toBe(401);
  });

  it("production without BLOG_PASSCODE_HASH switches blog writes off (503), ignoring defaults", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const prod = gateApp({ blogPasscode: "plain-dev" }, false);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    for (const res of [await prod.addBlog(DEV_DEFAULT_PASSCODE), await prod.check("plain-dev")]) {
      expect(res.status).toBe(503);
    }
    const configured = gateApp({ blogPasscodeHash: await hashPasscode("prod") }, false);
    expect((await configured.check("prod")).status).toBe(200);
  });

  it("CORS lets the platform site send X-Blog-Passcode", async () => {
    const { app } = gateApp();
    const res = await app.request("/api/blog/addblog", {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:4321",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-blog-passcode",
      },
    });
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:4321");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("x-blog-passcode");
  });
});

describe("lockoutMessage", () => {
  it("names the limit and the wait in whole minutes, at least one", () => {
    const limit = { max: 5, windowMs: 15 * 60_000 };
    expect(lockoutMessage(limit, 900)).toBe(
      "Too many incorrect passcodes from this network: the server allows 5 tries in 15 minutes. Please try again in 15 minutes.",
    );
    expect(lockoutMessage(limit, 61)).toMatch(/Please try again in 2 minutes\.$/);
    expect(lockoutMessage(limit, 1)).toMatch(/Please try again in 1 minute\.$/);
    expect(lockoutMessage({ max: 3, windowMs: 60 * 60_000 }, 30)).toMatch(/allows 3 tries in 60 minutes\./);
  });
});

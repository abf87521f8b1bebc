/** The seller's photo upload (/api/seller/shops/{shopId}/photos) through the app: stored sizes, refusals, who may. */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp } from "../support";
import { contentApp, tempDir, testContent } from "../support/content";
import { DEMO_STAFF, SEVA_OWNER, testPhoto, uploadPhoto } from "../support/seller";

let app: App;
let handle: DbHandle;
let uploads: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("photos-");
  app = contentApp(handle.db, testContent(uploads.dir));
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const stored = async () => readdir(path.join(uploads.dir, "catalog", "demo")).catch(() => [] as string[]);

describe(`POST /api/seller/shops/{shopId}/photos (${driverName})`, () => {
  it("stores a phone photo as WebP sizes and answers the largest, served back by the API", async () => {
    const { status, json } = await uploadPhoto(app, await testPhoto(1600, 1200), { as: DEMO_STAFF });
    expect(status).toBe(201);
    expect(json).toMatchObject({ width: 1280, height: 960 });
    expect(json.url).toMatch(/\/uploads\/catalog\/demo\/[0-9a-f]{16}-1280\.webp$/);
    const files = await stored();
    const id = /([0-9a-f]{16})-1280/.exec(String(json.url))?.[1];
    expect(files.filter((f) => f.startsWith(`${id}-`)).sort()).toEqual(
      [320, 640, 960, 1280].map((w) => `${id}-${w}.webp`).sort(),
    );
    const served = await app.request(new URL(String(json.url)).pathname);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses a file that is no photo, an empty one and a tiny one, storing nothing", async () => {
    const before = (await stored()).length;
    const text = new TextEncoder().encode("just some text, not a photo");
    expect(await uploadPhoto(app, text, { name: "a.jpg" })).toMatchObject({
      status: 415,
      json: { field: "photo", error: "Choose a photo: JPEG, PNG or WebP" },
    });
    expect((await uploadPhoto(app, new Uint8Array(0))).status).toBe(422);
    expect((await uploadPhoto(app, await testPhoto(120, 90))).json.error).toContain("too small");
    expect((await stored()).length).toBe(before);
  });

  it("refuses an upload over 20 MB with 413", async () => {
    const big = new Uint8Array(21 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expect((await uploadPhoto(app, big)).status).toBe(413);
  });

  it("401 signed out, 403 for another shop's owner, 404 for an unknown shop", async () => {
    const jpeg = await testPhoto(400, 300);
    expect((await uploadPhoto(app, jpeg, { as: null })).status).toBe(401);
    expect((await uploadPhoto(app, jpeg, { as: SEVA_OWNER })).status).toBe(403);
    expect((await uploadPhoto(app, jpeg, { shopId: "nosuchshop" })).status).toBe(404);
  });

  it("a photo of one shop can't be used by another", async () => {
    const { json } = await uploadPhoto(app, await testPhoto(400, 300));
    const res = await app.request("/api/seller/shops/seva/products", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(await (await import("../support/tokens")).asCustomer(SEVA_OWNER)),
      },
      body: JSON.stringify({
        name: "Stolen",
        description: "",
        category: "",
        images: [json.url],
        mrp: 10,
        sellingPrice: 0,
        gst: 0,
        hsn: "",
        units: 1,
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe("images.0");
  });
});

/**
 * How many photos the signed-in may upload (issue 35): a seller's count is
 * their own and their shop's, never their network's, so one shop behind a
 * kiosk's network or a carrier's NAT locks nobody else out; only accepted
 * uploads count. Every in-process request here comes from one address.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { Config } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, ROOMY_LIMITS } from "../support";
import { contentApp, imageBytes, tempDir, testContent, uploadInit } from "../support/content";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, testPhoto, uploadPhoto } from "../support/seller";
import { deliveredOrder, postReturnPhoto } from "../support/shopping";
import { asPerson } from "../support/tokens";

const PER_PERSON = 3;
const PER_SHOP = 5;
const limits: Partial<Config> = {
  limits: {
    ...ROOMY_LIMITS,
    uploadsPerClient: { max: 3, windowSeconds: 3600 },
    uploadsPerPerson: { max: PER_PERSON, windowSeconds: 3600 },
    uploadsPerShop: { max: PER_SHOP, windowSeconds: 3600 },
  },
};
const buyer = "returns.shopper@x.in";

let app: App;
let handle: DbHandle;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("upload-limits-");
  app = contentApp(handle.db, testContent(uploads.dir), limits);
  photo = await testPhoto(400, 300);
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const stored = async () =>
  (await readdir(path.join(uploads.dir, "catalog", "demo")).catch(() => [] as string[])).sort();

const refusedFiles = async (as: string) => {
  const text = new TextEncoder().encode("just some text, not a photo");
  expect((await uploadPhoto(app, text, { as, name: "a.jpg" })).status).toBe(415);
  expect((await uploadPhoto(app, new Uint8Array(0), { as })).status).toBe(422);
};

describe(`upload limits of the signed-in (${driverName})`, () => {
  it("one shop's uploads, refused ones too, lock no other shop, blog cover or shopper of the same network out", async () => {
    const orderId = await deliveredOrder(app, handle.db, buyer);
    // Past the network's limit of 3: two refused files and the person's 3 accepted photos.
    await refusedFiles(DEMO_OWNER);
    for (let i = 0; i < PER_PERSON; i++) {
      expect((await uploadPhoto(app, photo, { as: DEMO_OWNER })).status).toBe(201);
    }
    const seva = await uploadPhoto(app, photo, { shopId: "seva", as: SEVA_OWNER });
    expect(seva.status).toBe(201);
    const cover = await app.request("/api/blog/upload", uploadInit(await imageBytes("png"), "cover.png"));
    expect(cover.status).toBe(201);
    const shopper = await postReturnPhoto(app, buyer, orderId, photo);
    expect(shopper.status).toBe(201);
    expect(shopper.json.url).toMatch(/\/uploads\/returns\/demo\//);
  });

  it("a person: past their own limit 429 with Retry-After, storing nothing; refused files never counted", async () => {
    // DEMO_OWNER has 3 accepted (above); the refused ones did not count.
    const before = await stored();
    const form = new FormData();
    form.set("photo", new File([photo], "photo.jpg", { type: "image/jpeg" }));
    const res = await app.request("/api/seller/shops/demo/photos", {
      method: "POST",
      body: form,
      headers: await asPerson(DEMO_OWNER),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Too many uploads: the limit is 3 in 1 hour\. Please try again in \d+ minutes?\.$/,
    );
    expect(await stored()).toEqual(before);
  });

  it("a shop: every person's uploads count for it, past its limit 429 for each", async () => {
    // DEMO_OWNER's 3, then the staff's 2 reach the shop's 5.
    await refusedFiles(DEMO_STAFF);
    for (let i = 0; i < PER_SHOP - PER_PERSON; i++) {
      expect((await uploadPhoto(app, photo, { as: DEMO_STAFF })).status).toBe(201);
    }
    const refused = await uploadPhoto(app, photo, { as: DEMO_STAFF });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toMatch(/^Too many uploads for this shop: the limit is 5 in 1 hour\./);
    // Another shop's people go on.
    expect((await uploadPhoto(app, photo, { shopId: "seva", as: SEVA_OWNER })).status).toBe(201);
  });
});

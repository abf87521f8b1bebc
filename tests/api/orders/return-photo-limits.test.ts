import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, ROOMY_LIMITS } from "../support";
import { contentApp, tempDir, testContent } from "../support/content";
import { testPhoto } from "../support/seller";
import { deliveredOrder, postReturnPhoto } from "../support/shopping";

let app: App;
let handle: DbHandle;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("return-limits-");
  app = contentApp(handle.db, testContent(uploads.dir), {
    limits: {
      ...ROOMY_LIMITS,
      uploadsPerClient: { max: 1, windowSeconds: 3600 },
      uploadsPerPerson: { max: 2, windowSeconds: 3600 },
    },
  });
  photo = await testPhoto(400, 300);
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

/** POST /customer/returnphoto as `buyer`, the test photo unless told. */
const returnPhoto = (buyer: string, orderId: string, bytes = photo) =>
  postReturnPhoto(app, buyer, orderId, bytes);
const deliveredFor = (buyer: string) => deliveredOrder(app, handle.db, buyer);

describe(`POST /customer/returnphoto: the shopper's limit (${driverName})`, () => {
  it("counts each shopper's accepted photos, not refused ones nor the network's", async () => {
    const first = "limit.first@x.in";
    const second = "limit.second@x.in";
    const [mine, theirs] = [await deliveredFor(first), await deliveredFor(second)];
    // Refused: no such order, not a photo. None counts.
    expect((await returnPhoto(first, "no-such-order")).status).toBe(404);
    expect((await returnPhoto(first, mine, new TextEncoder().encode("not a photo"))).status).toBe(415);
    for (let i = 0; i < 2; i++) expect((await returnPhoto(first, mine)).status).toBe(201);
    const refused = await returnPhoto(first, mine);
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(String(refused.json.error)).toMatch(/^Too many uploads: the limit is 2 in 1 hour\./);
    // Another shopper on the same network goes on (the network's limit of 1 is not theirs).
    expect((await returnPhoto(second, theirs)).status).toBe(201);
  });
});

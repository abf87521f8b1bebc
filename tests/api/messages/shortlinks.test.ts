/**
 * SMS short links (issue 36), on PGlite and PostgreSQL: an SMS's link longer
 * than a DLT variable's 30 characters goes as {site}/m/{code}, its row written
 * before the send; the same link is the same code (a message sent again
 * carries it); a code another link holds gives way to the next one;
 * GET /api/links/{code} answers the link (400 for what is no code, 404 for an
 * unknown one). The page that redirects is tested end to end (messages.spec).
 */
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type MessageStub, startMessageStub } from "../../../scripts/stubs/messages";
import { AddOrderResponse } from "../../../src/contract/order";
import { DLT_VAR_MAX } from "../../../src/domain/messages/templates";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { outboxMessages, shortLinks } from "../../../src/server/db/schema";
import { createLogger } from "../../../src/server/http/log";
import { shortLinkFor, shortLinksFor } from "../../../src/server/messages/shortLinks";
import { smsAdapter } from "../../../src/server/messages/sms";
import { linksOf } from "../../../src/server/messages/start";
import { createMessageWorker } from "../../../src/server/messages/worker";
import { openSeededApp, testConfig } from "../support";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let stub: MessageStub;
const SITE = testConfig.siteUrl;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  stub = await startMessageStub();
});
afterAll(async () => {
  await stub.close();
  await handle.close();
});
afterEach(async () => {
  await fetch(`${stub.url}/_stub/messages`, { method: "DELETE" });
  await handle.db.delete(outboxMessages);
  await handle.db.delete(shortLinks);
});

const sms = () =>
  smsAdapter({ apiUrl: `${stub.url}/msg91/api/v5`, authKey: "k", templateIds: { order_placed: "T-placed" } });
const worker = (shortLinkSite: string | undefined = SITE) =>
  createMessageWorker({
    db: handle.db,
    adapters: { sms: sms() },
    linkFor: linksOf(testConfig),
    log: createLogger("json", () => {}),
    ...(shortLinkSite ? { shortLinkSite } : {}),
  });

async function orderBy(buyer: string): Promise<string> {
  const address = await savedAddress(app, buyer);
  const placed = await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }]),
  );
  expect(placed.status).toBe(200);
  return v.parse(AddOrderResponse, placed.json).orderIds[0] ?? "";
}
const linkCall = (code: string) => app.request(`/api/links/${code}`);

describe("an SMS's link", () => {
  it("goes as a short link of 30 characters at most that answers the whole link", async () => {
    await orderBy("short.link@x.in");
    const w = worker();
    await w.runOnce();
    const [sent] = (await stub.messages()).filter((m) => m.channel === "sms");
    const link = sent?.params.at(-1) ?? "";
    expect(link).toMatch(new RegExp(`^${SITE}/m/[0-9A-Za-z]{6}$`));
    expect(link.length).toBeLessThanOrEqual(DLT_VAR_MAX);
    expect(sent?.text).toContain(link);
    const res = await linkCall(link.slice(-6));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("max-age=86400");
    const { url } = (await res.json()) as { url: string };
    const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.channel, "sms"));
    expect(url).toBe(row ? linksOf(testConfig)(row) : "no SMS row");
    expect(url.length).toBeGreaterThan(DLT_VAR_MAX);
  });

  it("without a site to link under, the link goes cut as before (DLT's limit), and no row is written", async () => {
    await orderBy("no.site@x.in");
    await worker("").runOnce();
    const [sent] = (await stub.messages()).filter((m) => m.channel === "sms");
    expect(sent?.params.at(-1)).toMatch(/…$/);
    expect(await handle.db.select().from(shortLinks)).toEqual([]);
  });
});

describe("shortLinkFor", () => {
  it("the same link is the same code and one row; another link another code", async () => {
    const a = await shortLinkFor(handle.db, SITE, "http://demo.localhost:4321/history");
    const again = await shortLinkFor(handle.db, SITE, "http://demo.localhost:4321/history");
    const b = await shortLinkFor(handle.db, SITE, "http://demo.localhost:4321/cart");
    expect(again).toBe(a);
    expect(b).not.toBe(a);
    expect(await handle.db.select().from(shortLinks)).toHaveLength(2);
  });

  it("a code another link already holds gives way to the next one", async () => {
    const url = "http://demo.localhost:4321/history";
    const first = await shortLinkFor(handle.db, SITE, url);
    const code = first.slice(-6);
    await handle.db
      .update(shortLinks)
      .set({ url: "http://demo.localhost:4321/other" })
      .where(eq(shortLinks.code, code));
    const next = await shortLinkFor(handle.db, SITE, url);
    expect(next).not.toBe(first);
    expect(await shortLinkFor(handle.db, SITE, url)).toBe(next);
  });
});

describe("a batch of SMS's links", () => {
  it("are written together, each the code shortLinkFor gives it: new, already there, or giving way", async () => {
    const [kept, taken, fresh] = ["/history", "/cart", "/orders/1"].map(
      (p) => `http://demo.localhost:4321${p}`,
    );
    const before = await shortLinkFor(handle.db, SITE, kept as string);
    // Another link holds the code `taken` would get first.
    const clash = await shortLinkFor(handle.db, SITE, taken as string);
    await handle.db
      .update(shortLinks)
      .set({ url: "http://demo.localhost:4321/other" })
      .where(eq(shortLinks.code, clash.slice(-6)));
    const links = await shortLinksFor(handle.db, SITE, [kept, taken, fresh, fresh] as string[]);
    expect([...links.keys()]).toEqual(expect.arrayContaining([kept, taken, fresh]));
    expect(links.size).toBe(3);
    expect(links.get(kept as string)).toBe(before);
    expect(links.get(taken as string)).not.toBe(clash);
    expect(links.get(taken as string)).toBe(await shortLinkFor(handle.db, SITE, taken as string));
    expect(links.get(fresh as string)).toBe(await shortLinkFor(handle.db, SITE, fresh as string));
    for (const [url, short] of links) {
      const answer = await linkCall(short.slice(-6));
      expect(await answer.json()).toEqual({ url });
    }
    expect(await shortLinksFor(handle.db, SITE, [])).toEqual(new Map());
  });

  it("a worker's batch of SMS carries the short links written at its claim", async () => {
    for (const n of [1, 2, 3]) await orderBy(`short.batch${n}@x.in`);
    await worker().runOnce();
    const sent = (await stub.messages()).filter((m) => m.channel === "sms");
    expect(sent).toHaveLength(3);
    const links = await handle.db.select().from(shortLinks);
    // The shopper's link is the shop's orders page: one link, one row, the same short link in each.
    expect(links).toHaveLength(1);
    for (const m of sent) expect(m.params).toContain(`${SITE}/m/${links[0]?.code}`);
  });
});

describe("GET /api/links/{code}", () => {
  it("400 for what is no code, 404 for an unknown one", async () => {
    const bad = await linkCall("abc");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(
      "A short link's code is 6 letters and digits",
    );
    expect((await linkCall("abc%2Fdef")).status).toBe(400);
    const unknown = await linkCall("Zz9Zz9");
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: string }).error).toBe("There is no such short link");
  });
});

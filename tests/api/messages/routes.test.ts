/**
 * The outbox for staff (/api/platform/messages): master and support admins
 * list messages by status, channel, shop and order, and send a dead letter
 * again (audited in its transaction); a seller, a shopper, a bad token and
 * no token are refused and change nothing; bad filters are a 400 naming the
 * field; retrying what is not a dead letter is a 409 and changes nothing.
 */
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MessagesResponse, OutboxMessage } from "../../../src/contract/messages";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { auditLog, outboxMessages } from "../../../src/server/db/schema";
import { SUPPORT_EMAIL } from "../../../src/server/seed";
import { openSeededApp, TEST_MASTER_EMAIL } from "../support";
import { DEMO_OWNER, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let api: ReturnType<typeof sellerApi>;
let deadId = 0;
let sentId = 0;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  api = sellerApi(app);
  const buyer = "letters.buyer@x.in";
  const address = await savedAddress(app, buyer);
  await placeOrder(
    app,
    orderBody(buyer, address, [{ shopId: "demo", productId: "organic-jaggery-1kg", productCount: 1 }]),
  );
  const rows = await handle.db.select().from(outboxMessages).orderBy(outboxMessages.id);
  deadId = rows[0]?.id ?? 0;
  sentId = rows[1]?.id ?? 0;
  await handle.db
    .update(outboxMessages)
    .set({ status: "dead", attempts: 3, lastError: "MSG91 400: Invalid template" })
    .where(eq(outboxMessages.id, deadId));
  await handle.db
    .update(outboxMessages)
    .set({ status: "sent", attempts: 1, providerId: "wamid.1" })
    .where(eq(outboxMessages.id, sentId));
});
afterAll(() => handle.close());

const list = async (query: string, as: string | Record<string, string> | null = TEST_MASTER_EMAIL) =>
  api("GET", `/api/platform/messages${query}`, undefined, as);
const audits = async () => (await handle.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

describe("GET /api/platform/messages", () => {
  it("lists the dead letters with the provider's last answer, for master and support admins", async () => {
    for (const as of [TEST_MASTER_EMAIL, SUPPORT_EMAIL]) {
      const { status, json } = await list("?status=dead", as);
      expect(status).toBe(200);
      const body = json as unknown as MessagesResponse;
      expect(body.messages.map((m) => [m.id, m.status, m.lastError])).toEqual([
        [deadId, "dead", "MSG91 400: Invalid template"],
      ]);
      expect(body.more).toBe(false);
    }
  });
  it("filters by channel, shop and order, newest first", async () => {
    const all = (await list("?shopId=demo")).json as unknown as MessagesResponse;
    expect(all.messages.length).toBeGreaterThanOrEqual(2);
    expect(all.messages.map((m) => m.id)).toEqual([...all.messages.map((m) => m.id)].sort((a, b) => b - a));
    const orderId = all.messages[0]?.orderId ?? "";
    const byOrder = (await list(`?orderId=${orderId}&channel=email`)).json as unknown as MessagesResponse;
    expect(byOrder.messages.every((m) => m.orderId === orderId && m.channel === "email")).toBe(true);
    expect(((await list("?shopId=seva")).json as unknown as MessagesResponse).messages).toEqual([]);
  });
  it("a bad filter is a 400 naming it", async () => {
    for (const [query, field] of [
      ["?status=lost", "status"],
      ["?channel=pigeon", "channel"],
      ["?page=0", "page"],
      ["?shopId=Not%20A%20Shop", "shopId"],
    ] as const) {
      const { status, json } = await list(query);
      expect(status, query).toBe(400);
      expect(JSON.stringify(json), query).toContain(field);
    }
  });
  it("a seller, a shopper, a bad token and no token are refused", async () => {
    expect((await list("", DEMO_OWNER)).status).toBe(403);
    expect((await list("", "shopper@x.in")).status).toBe(403);
    expect((await list("", { authorization: "Bearer not-a-token" })).status).toBe(401);
    expect((await list("", null)).status).toBe(401);
  });
});

describe("POST /api/platform/messages/{id}/retry", () => {
  it("is refused to a seller, a bad token and no token, changing nothing", async () => {
    const before = await audits();
    for (const as of [DEMO_OWNER, { authorization: "Bearer nope" }, null]) {
      const { status } = await api("POST", `/api/platform/messages/${deadId}/retry`, undefined, as);
      expect([401, 403]).toContain(status);
    }
    const [row] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, deadId));
    expect(row?.status).toBe("dead");
    expect(await audits()).toBe(before);
  });
  it("sends a dead letter again, audited; what is not dead is a 409; an unknown id a 404", async () => {
    const before = await audits();
    expect(
      (await api("POST", `/api/platform/messages/${sentId}/retry`, undefined, SUPPORT_EMAIL)).status,
    ).toBe(409);
    expect((await api("POST", "/api/platform/messages/999999/retry", undefined, SUPPORT_EMAIL)).status).toBe(
      404,
    );
    expect((await api("POST", "/api/platform/messages/abc/retry", undefined, SUPPORT_EMAIL)).status).toBe(
      404,
    );
    expect(await audits()).toBe(before);
    const { status, json } = await api(
      "POST",
      `/api/platform/messages/${deadId}/retry`,
      undefined,
      SUPPORT_EMAIL,
    );
    expect(status).toBe(200);
    expect(json as unknown as OutboxMessage).toMatchObject({
      id: deadId,
      status: "pending",
      attempts: 0,
      lastError: "",
    });
    const [entry] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      actor: SUPPORT_EMAIL,
      action: "message.retry",
      scope: "platform",
      target: String(deadId),
    });
    expect(
      (await api("POST", `/api/platform/messages/${deadId}/retry`, undefined, SUPPORT_EMAIL)).status,
    ).toBe(409);
  });
});

import { describe, expect, it } from "vitest";
import { encryptPayload, newVapidKeys, vapidSigner } from "../../src/server/messages/webPush";
import { checkVapid, decryptPush, mintSubscription } from "./push";

const ORIGIN = "http://127.0.0.1:8025";
const keys = newVapidKeys();

describe("the stub push service's checks", () => {
  it("takes a VAPID header signed for its origin, within 24 h", async () => {
    const header = await vapidSigner({ ...keys, subject: "mailto:ops@platform.in" })(`${ORIGIN}/_push/1`);
    expect(await checkVapid(header, ORIGIN)).toEqual({ ok: true });
  });

  it("refuses another audience, an exp past 24 h, no sub, another key and a malformed header", async () => {
    const sign = (hours = 12, subject = "mailto:ops@platform.in", k = keys) =>
      vapidSigner({ ...k, subject }, hours);
    expect(await checkVapid(await sign()("https://fcm.googleapis.com/x"), ORIGIN)).toMatchObject({
      status: 403,
    });
    expect(await checkVapid(await sign(25)(`${ORIGIN}/_push/1`), ORIGIN)).toMatchObject({
      status: 403,
      error: "VAPID JWT exp must be within 24 hours",
    });
    expect(await checkVapid(await sign(12, "ops")(`${ORIGIN}/_push/1`), ORIGIN)).toMatchObject({
      status: 403,
    });
    const other = newVapidKeys();
    const forged = (await sign()(`${ORIGIN}/_push/1`)).replace(keys.publicKey, other.publicKey);
    expect(await checkVapid(forged, ORIGIN)).toMatchObject({ status: 403 });
    expect(await checkVapid("Bearer abc", ORIGIN)).toMatchObject({ status: 401 });
    expect(await checkVapid("", ORIGIN)).toMatchObject({ status: 401 });
  });

  it("decrypts what is pushed to a subscription it minted, and nothing sealed for other keys", () => {
    const sub = mintSubscription(ORIGIN);
    expect(sub.json.endpoint).toBe(`${ORIGIN}/_push/${sub.id}`);
    const body = encryptPayload(
      Buffer.from('{"title":"New order"}'),
      sub.json.keys.p256dh,
      sub.json.keys.auth,
    );
    expect(decryptPush(body, sub)).toBe('{"title":"New order"}');
    const stranger = mintSubscription(ORIGIN);
    expect(() => decryptPush(body, stranger)).toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { renderMessage } from "../../domain/messages/templates";
import { channelsSummary, loadMessageSettings, parseTemplateIds } from "../config/messages";
import { type OutgoingMessage, retryAfterMs } from "./channel";
import { emailFailure, messageIdOf } from "./email";
import { smsBody, smsResult } from "./sms";
import { whatsappBody, whatsappResult } from "./whatsapp";

// RFC 8291's example keys, as a VAPID pair would be written.
const VAPID_PUBLIC =
  "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
const VAPID_PRIVATE = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";

const message: OutgoingMessage = {
  key: "order.confirmed:ord1:shopper:whatsapp",
  channel: "whatsapp",
  recipient: "+919000000001",
  template: "order_confirmed",
  language: "hi",
  rendered: renderMessage("order_confirmed", "hi", {
    shop: "Demo",
    order: "AB12CD",
    items: "",
    total: "",
    payment: "",
    link: "https://demo.platform.in/history",
    date: "3 Dec",
    rider: "",
    riderPhone: "",
    reason: "",
  }),
};

describe("WhatsApp Cloud API", () => {
  it("sends the approved template by name and language, its variables in order, the key as callback data", () => {
    expect(whatsappBody(message)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919000000001",
      type: "template",
      template: {
        name: "order_confirmed",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: ["Demo", "AB12CD", "3 Dec", "https://demo.platform.in/history"].map((text) => ({
              type: "text",
              text,
            })),
          },
        ],
      },
      biz_opaque_callback_data: message.key,
    });
  });
  it("reads Meta's answers: sent, throttled, not on WhatsApp, refused", () => {
    expect(whatsappResult(200, { messages: [{ id: "wamid.X" }] }, null)).toEqual({
      ok: true,
      providerId: "wamid.X",
    });
    expect(whatsappResult(429, { error: { code: 130429, message: "Rate limit hit" } }, "30")).toMatchObject({
      ok: false,
      permanent: false,
      retryAfterMs: 30_000,
    });
    expect(
      whatsappResult(400, { error: { code: 131026, message: "Message undeliverable" } }, null),
    ).toMatchObject({
      ok: false,
      permanent: true,
      unreachable: true,
    });
    expect(
      whatsappResult(400, { error: { code: 132001, message: "Template name does not exist" } }, null),
    ).toMatchObject({ ok: false, permanent: true });
    expect(whatsappResult(401, { error: { code: 190, message: "token expired" } }, null)).toMatchObject({
      permanent: false,
    });
    expect(whatsappResult(502, null, null)).toMatchObject({ ok: false, permanent: false });
    expect(whatsappResult(200, {}, null)).toMatchObject({ ok: false, permanent: false });
  });
});

describe("MSG91 Flow API", () => {
  it("sends the DLT template's id and its variables var1… to the number without its plus", () => {
    expect(smsBody({ ...message, channel: "sms" }, { order_confirmed: "T1" })).toEqual({
      template_id: "T1",
      short_url: "0",
      recipients: [
        {
          mobiles: "919000000001",
          var1: "Demo",
          var2: "AB12CD",
          var3: "3 Dec",
          var4: "https://demo.platform.in/hist…",
        },
      ],
    });
    expect(smsBody({ ...message, channel: "sms" }, {})).toBeNull();
  });
  it("reads MSG91's answers", () => {
    expect(smsResult(200, { type: "success", message: "req1" }, null)).toEqual({
      ok: true,
      providerId: "req1",
    });
    expect(smsResult(200, { type: "error", message: "Invalid template" }, null)).toMatchObject({
      permanent: true,
    });
    expect(smsResult(401, { type: "error", message: "Authentication failure" }, null)).toMatchObject({
      permanent: false,
    });
    expect(smsResult(503, null, "Wed, 21 Oct 2015 07:28:00 GMT")).toMatchObject({
      permanent: false,
      retryAfterMs: 0,
    });
  });
});

describe("SMTP", () => {
  it("gives a message one Message-ID at the sender's domain, the same on every attempt", () => {
    const id = messageIdOf("order.placed:p1:demo:shopper:email", "Platform <orders@platform.in>");
    expect(id).toMatch(/^<[0-9a-f]{32}@platform\.in>$/);
    expect(messageIdOf("order.placed:p1:demo:shopper:email", "orders@platform.in")).toBe(id);
  });
  it("a 5xx reply is permanent, a 4xx or no connection is tried again", () => {
    expect(emailFailure(Object.assign(new Error("554 message refused"), { responseCode: 554 }))).toEqual({
      ok: false,
      permanent: true,
      error: "SMTP 554: 554 message refused",
    });
    // The recipient refused (nodemailer's EENVELOPE): a bounce, the address unreachable.
    expect(
      emailFailure(Object.assign(new Error("550 no such user"), { responseCode: 550, code: "EENVELOPE" })),
    ).toEqual({
      ok: false,
      permanent: true,
      unreachable: true,
      error: "Bounced (SMTP 550): 550 no such user",
    });
    expect(
      emailFailure(Object.assign(new Error("452 mailbox full"), { responseCode: 452, code: "EENVELOPE" })),
    ).toMatchObject({ permanent: false });
    expect(emailFailure(Object.assign(new Error("451 try later"), { responseCode: 451 }))).toMatchObject({
      permanent: false,
    });
    expect(emailFailure(new Error("connect ECONNREFUSED"))).toMatchObject({ permanent: false });
  });
});

describe("Retry-After", () => {
  it("reads seconds or a date, and nothing else", () => {
    const now = Date.parse("2026-11-29T10:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Sun, 29 Nov 2026 10:01:00 GMT", now)).toBe(60_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe("the channels' settings", () => {
  it("a channel without its credentials is off, and the start says so", () => {
    const none = loadMessageSettings({});
    expect(none.whatsapp ?? none.sms ?? none.email).toBeUndefined();
    expect(channelsSummary(none)).toEqual([
      "WhatsApp: off (no WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID): WhatsApp messages are skipped",
      "SMS: off (no SMS_AUTH_KEY and SMS_TEMPLATE_IDS): SMS messages are skipped",
      "Email: off (no SMTP_URL): email messages are skipped",
      "WhatsApp webhook: not configured (no WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN): it answers 503, no delivery reports or STOP replies",
      "SMS webhooks: not configured (no SMS_WEBHOOK_TOKEN): they answer 503, no delivery reports or STOP replies",
      "Email bounce webhook: not configured (no EMAIL_WEBHOOK_TOKEN): it answers 503, bounces that come back as mail are not read",
      "Web push: off (no VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY): push messages are skipped",
    ]);
    const all = loadMessageSettings({
      WHATSAPP_TOKEN: "t",
      WHATSAPP_PHONE_NUMBER_ID: "1",
      SMS_AUTH_KEY: "k",
      SMS_TEMPLATE_IDS: "order_placed=1207",
      SMTP_URL: "smtps://u:p@mail.example.in:465",
      WHATSAPP_APP_SECRET: "s",
      WHATSAPP_VERIFY_TOKEN: "v",
      SMS_WEBHOOK_TOKEN: "w",
      EMAIL_WEBHOOK_TOKEN: "e",
      VAPID_PUBLIC_KEY: VAPID_PUBLIC,
      VAPID_PRIVATE_KEY: VAPID_PRIVATE,
    });
    expect(channelsSummary(all)).toEqual([
      "WhatsApp: on (graph.facebook.com)",
      "SMS: on (control.msg91.com)",
      "Email: on (mail.example.in:465)",
      "WhatsApp webhook: on (/api/webhooks/whatsapp): statuses and STOP replies are recorded",
      "SMS webhooks: on (/api/webhooks/sms/reports, /api/webhooks/sms/replies)",
      "Email bounce webhook: on (/api/webhooks/email/bounces)",
      "Web push: on (VAPID subject mailto:support@platform.in)",
    ]);
    expect(all.webhooks).toEqual({
      whatsappAppSecret: "s",
      whatsappVerifyToken: "v",
      smsToken: "w",
      emailToken: "e",
    });
  });
  it("reads web push's keys and the stub's http origins; half a pair or a bad key fails at start", () => {
    const on = loadMessageSettings({
      VAPID_PUBLIC_KEY: VAPID_PUBLIC,
      VAPID_PRIVATE_KEY: VAPID_PRIVATE,
      VAPID_SUBJECT: "mailto:ops@platform.in",
      PUSH_HTTP_ORIGINS: "http://127.0.0.1:8025/, http://localhost:9000",
    });
    expect(on.push).toEqual({
      publicKey: VAPID_PUBLIC,
      privateKey: VAPID_PRIVATE,
      subject: "mailto:ops@platform.in",
    });
    expect(on.pushHttpOrigins).toEqual(["http://127.0.0.1:8025", "http://localhost:9000"]);
    expect(loadMessageSettings({}).pushHttpOrigins).toEqual([]);
    expect(() => loadMessageSettings({ VAPID_PUBLIC_KEY: VAPID_PUBLIC })).toThrow(/both/);
    expect(() =>
      loadMessageSettings({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: VAPID_PRIVATE }),
    ).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() =>
      loadMessageSettings({
        VAPID_PUBLIC_KEY: VAPID_PUBLIC,
        VAPID_PRIVATE_KEY: VAPID_PRIVATE,
        VAPID_SUBJECT: "ops",
      }),
    ).toThrow(/VAPID_SUBJECT/);
    expect(() => loadMessageSettings({ PUSH_HTTP_ORIGINS: "https://push.example" })).toThrow(
      /PUSH_HTTP_ORIGINS/,
    );
  });
  it("refuses malformed template ids and URLs at start, naming the setting", () => {
    expect(parseTemplateIds(" order_placed = 1 , new_order=2 ")).toEqual({
      order_placed: "1",
      new_order: "2",
    });
    expect(() => parseTemplateIds("order_placed")).toThrow('SMS_TEMPLATE_IDS: "order_placed" is not name=id');
    expect(() => parseTemplateIds("nope=1")).toThrow("SMS_TEMPLATE_IDS: no message is called nope");
    expect(() => loadMessageSettings({ SMTP_URL: "http://mail" })).toThrow("SMTP_URL: use smtp: or smtps:");
  });
  it("a claim's lease is 60 s unless set, and never shorter than a send may take", () => {
    expect(loadMessageSettings({}).leaseMs).toBe(60_000);
    expect(loadMessageSettings({ MESSAGE_LEASE_SECONDS: "15" }).leaseMs).toBe(15_000);
    expect(() => loadMessageSettings({ MESSAGE_LEASE_SECONDS: "14" })).toThrow(
      "MESSAGE_LEASE_SECONDS: at least 15 (a send may take 10 s",
    );
    expect(() => loadMessageSettings({ MESSAGE_LEASE_SECONDS: "soon" })).toThrow("MESSAGE_LEASE_SECONDS");
  });
});

describe("a provider that does not answer", () => {
  it("is a failure worth another attempt once the timeout passes, not a hang", async () => {
    const { createServer } = await import("node:http");
    // Takes the request and never answers.
    const server = createServer(() => {});
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const { whatsappAdapter } = await import("./whatsapp");
      const adapter = whatsappAdapter(
        { apiUrl: `http://127.0.0.1:${port}/v21.0`, token: "t", phoneNumberId: "1" },
        300,
      );
      const started = performance.now();
      const result = await adapter.send(message);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(result).toMatchObject({ ok: false, permanent: false });
      expect(result.ok ? "" : result.error).toMatch(/^No answer from the provider \(.*(Timeout|timeout)/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  MetaWebhook,
  msg91Events,
  msg91Reply,
  msg91State,
  signatureOf,
  validSignature,
  whatsappEvents,
} from "./webhooks";

const now = new Date("2026-11-29T10:00:00Z");

describe("the WhatsApp signature (X-Hub-Signature-256)", () => {
  const body = '{"object":"whatsapp_business_account","entry":[]}';
  it("is the HMAC-SHA256 of the raw body with the app secret", () => {
    const header = signatureOf(body, "app-secret");
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(validSignature(body, header, "app-secret")).toBe(true);
    expect(validSignature(body, header.toUpperCase().replace("SHA256=", "sha256="), "app-secret")).toBe(true);
  });
  it("refuses another secret, another body, a missing or malformed header", () => {
    const header = signatureOf(body, "app-secret");
    expect(validSignature(body, header, "other-secret")).toBe(false);
    expect(validSignature(`${body} `, header, "app-secret")).toBe(false);
    expect(validSignature(body, undefined, "app-secret")).toBe(false);
    expect(validSignature(body, "sha1=abc", "app-secret")).toBe(false);
    expect(validSignature(body, header.slice(0, -2), "app-secret")).toBe(false);
  });
});

describe("reading Meta's webhook", () => {
  const payload = {
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550000000", phone_number_id: "1" },
              statuses: [
                {
                  id: "wamid.A",
                  status: "delivered",
                  timestamp: "1764410400",
                  recipient_id: "919812345678",
                  biz_opaque_callback_data: "order.placed:p1:demo:shopper:whatsapp",
                },
                {
                  id: "wamid.B",
                  status: "failed",
                  timestamp: "1764410460",
                  recipient_id: "919812345679",
                  errors: [
                    { code: 131047, title: "Re-engagement message", error_data: { details: "24 hours" } },
                  ],
                },
                { id: "wamid.C", status: "deleted", timestamp: "1764410460", recipient_id: "1" },
              ],
              messages: [
                {
                  from: "919812345678",
                  id: "wamid.IN1",
                  timestamp: "1764410500",
                  type: "text",
                  text: { body: "STOP" },
                },
              ],
            },
          },
        ],
      },
    ],
  };
  it("a status per message with our key, the failure's code and words; a reply with its text; unknown statuses left out", () => {
    const events = whatsappEvents(v.parse(MetaWebhook, payload), now);
    expect(events).toEqual([
      {
        id: "wa:wamid.A:delivered",
        channel: "whatsapp",
        kind: "status",
        messageId: "wamid.A",
        key: "order.placed:p1:demo:shopper:whatsapp",
        phone: "+919812345678",
        state: "delivered",
        code: null,
        detail: "",
        at: new Date(1764410400_000),
      },
      {
        id: "wa:wamid.B:failed",
        channel: "whatsapp",
        kind: "status",
        messageId: "wamid.B",
        key: "",
        phone: "+919812345679",
        state: "failed",
        code: 131047,
        detail: "WhatsApp 131047: 24 hours",
        at: new Date(1764410460_000),
      },
      {
        id: "wa:wamid.IN1",
        channel: "whatsapp",
        kind: "reply",
        messageId: "wamid.IN1",
        key: "",
        phone: "+919812345678",
        state: "",
        detail: "STOP",
        at: new Date(1764410500_000),
      },
    ]);
  });
  it("refuses a body that is not a WhatsApp Business webhook", () => {
    expect(v.safeParse(MetaWebhook, { object: "page", entry: [] }).success).toBe(false);
    expect(v.safeParse(MetaWebhook, { object: "whatsapp_business_account" }).success).toBe(false);
  });
});

describe("reading MSG91's reports", () => {
  it("v2: a form field holding a JSON list, in India's time", () => {
    const data = JSON.stringify([
      {
        senderId: "SHOPIN",
        requestId: "req1",
        report: [
          {
            date: "2026-11-29 15:30:00",
            number: "919812345678",
            status: "1",
            desc: "DELIVERED",
            failedReason: "",
          },
        ],
      },
    ]);
    expect(msg91Events({ data }, now)).toEqual([
      {
        id: "sms:req1:+919812345678:delivered",
        channel: "sms",
        kind: "status",
        messageId: "req1",
        key: "",
        phone: "+919812345678",
        state: "delivered",
        code: 1,
        detail: "",
        at: new Date("2026-11-29T10:00:00Z"),
      },
    ]);
  });
  it("v3: one JSON report, or a list; a failure keeps its reason", () => {
    const one = {
      requestId: "req2",
      number: "9812345678",
      status: "16",
      desc: "REJECTED",
      failedReason: "DND",
    };
    expect(msg91Events(one, now)).toMatchObject([
      { id: "sms:req2:+919812345678:failed", state: "failed", detail: "MSG91 16 REJECTED: DND" },
    ]);
    expect(
      msg91Events([one, { ...one, requestId: "req3", status: "1", desc: "DELIVERED" }], now),
    ).toHaveLength(2);
  });
  it("null for anything else", () => {
    expect(msg91Events({ data: "not json" }, now)).toBeNull();
    expect(msg91Events({ hello: 1 }, now)).toBeNull();
  });
  it("maps MSG91's statuses: 1 delivered, 8 sent, the rest failed", () => {
    expect(msg91State("1", "DELIVERED")).toBe("delivered");
    expect(msg91State("8", "")).toBe("sent");
    expect(msg91State(undefined, "SUBMITTED")).toBe("sent");
    for (const s of ["2", "9", "16", "17", "25", "26"]) expect(msg91State(s, "")).toBe("failed");
  });
  it("a reply to the inbound number, with MSG91's id or one made of number, time and text", () => {
    expect(msg91Reply({ number: "919812345678", content: "STOP", requestId: "in1" }, now)).toMatchObject({
      id: "sms-in:in1",
      kind: "reply",
      phone: "+919812345678",
      detail: "STOP",
    });
    expect(msg91Reply({ number: "9812345678", keyword: "START", date: "2026-11-29 15:30:00" }, now)?.id).toBe(
      "sms-in:+919812345678:2026-11-29T10:00:00.000Z:START",
    );
    expect(msg91Reply({ content: "STOP" }, now)).toBeNull();
  });
});

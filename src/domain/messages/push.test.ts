import { describe, expect, it } from "vitest";
import {
  base64urlBytes,
  endpointProblem,
  keysProblem,
  PUSH_LINE_MAX,
  pushPayload,
  pushTiming,
  vapidProblem,
} from "./push";
import type { MessageParams } from "./templates";

const params: MessageParams = {
  shop: "Demo Kirana Store",
  order: "CP8RMM",
  items: "Assam CTC Tea 500 g × 2",
  total: "₹520",
  payment: "cash on delivery",
  link: "https://platform.in/Admin/orders",
  date: "",
  rider: "",
  riderPhone: "",
  reason: "",
};
// A browser's keys as PushSubscription.toJSON() gives them (RFC 8291's example).
const P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
const AUTH = "BTBZMqHH6r4Tts7J_aSIgg";

describe("pushPayload", () => {
  it("a new order: the subject as title, the lines and total as its line, the console's link", () => {
    expect(pushPayload("new_order", "en", params, "order.placed:p1:demo:seller:push:3")).toEqual({
      title: "New order #CP8RMM on Demo Kirana Store",
      body: "Assam CTC Tea 500 g × 2. Total ₹520, cash on delivery.",
      url: "https://platform.in/Admin/orders",
      tag: "order.placed:p1:demo:seller:push:3",
    });
  });

  it("an order given to a rider, in Hindi too", () => {
    expect(pushPayload("rider_assigned", "en", params, "t")?.body).toBe(
      "Demo Kirana Store gave you order #CP8RMM. Open your deliveries.",
    );
    expect(pushPayload("rider_assigned", "hi", params, "t")?.title).toBe(
      "Demo Kirana Store का ऑर्डर #CP8RMM आपका है",
    );
  });

  it("cuts a long line with an ellipsis, so the payload stays small", () => {
    const long = { ...params, items: "Cold-Pressed Mustard Oil 1 L × 2, ".repeat(20) };
    const body = pushPayload("new_order", "en", long, "t")?.body ?? "";
    expect([...body].length).toBe(PUSH_LINE_MAX);
    expect(body.endsWith("…")).toBe(true);
    const bytes = new TextEncoder().encode(
      JSON.stringify(pushPayload("new_order", "hi", long, "x".repeat(500))),
    );
    expect(bytes.length).toBeLessThan(1200);
  });

  it("is null for a template that is not pushed (the shopper's)", () => {
    expect(pushPayload("order_placed", "en", params, "t")).toBeNull();
  });
});

describe("pushTiming", () => {
  const at = new Date("2026-11-29T10:00:00Z");
  const later = (s: number) => new Date(at.getTime() + s * 1000);
  it("a fresh new order: high urgency, an hour to live", () => {
    expect(pushTiming("new_order", at, at)).toEqual({ ttl: 3600, urgency: "high" });
  });
  it("a retried push keeps what is left of its hour, and is not sent once it is over", () => {
    expect(pushTiming("new_order", at, later(600.7))).toEqual({ ttl: 3000, urgency: "high" });
    expect(pushTiming("rider_assigned", at, later(3599))).toEqual({ ttl: 1, urgency: "high" });
    expect(pushTiming("rider_assigned", at, later(3600))).toBeNull();
  });
  it("a clock behind the row's time counts as no age", () => {
    expect(pushTiming("new_order", at, later(-30))?.ttl).toBe(3600);
  });
});

describe("base64urlBytes", () => {
  it("counts the bytes, with or without padding; null for other alphabets", () => {
    expect(base64urlBytes(P256DH)).toBe(65);
    expect(base64urlBytes(AUTH)).toBe(16);
    expect(base64urlBytes(`${AUTH}==`)).toBe(16);
    expect(base64urlBytes("ab+/")).toBeNull();
    expect(base64urlBytes("abcde")).toBeNull();
  });
});

describe("endpointProblem", () => {
  it("takes an https push service's endpoint", () => {
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc:def", [])).toBeNull();
  });
  it("takes http only at an allowed origin (the local stub)", () => {
    const stub = ["http://127.0.0.1:8025"];
    expect(endpointProblem("http://127.0.0.1:8025/_push/ab12", stub)).toBeNull();
    expect(endpointProblem("http://127.0.0.1:8025/_push/ab12", [])).toMatch(/https/);
    expect(endpointProblem("http://127.0.0.1:9999/_push/ab12", stub)).toMatch(/https/);
  });
  it("refuses what is no URL, another scheme, credentials and a huge one", () => {
    expect(endpointProblem("not a url", [])).toMatch(/not a URL/);
    expect(endpointProblem("ftp://push.example/x", [])).toMatch(/https/);
    expect(endpointProblem("javascript:alert(1)", [])).toMatch(/https/);
    expect(endpointProblem("https://u:p@push.example/x", [])).toMatch(/user/);
    expect(endpointProblem(`https://push.example/${"a".repeat(2000)}`, [])).toMatch(/too long/);
  });
  it("refuses an address inside the network: an IP, localhost, an internal name", () => {
    for (const inside of [
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/push",
      "https://[::1]/push",
      "https://localhost/push",
      "https://api.localhost/push",
      "https://db.internal/push",
      "https://printer.local/push",
      "https://intranet/push",
    ])
      expect(endpointProblem(inside, []), inside).toMatch(/public address/);
    expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/gAAA", [])).toBeNull();
    expect(endpointProblem("https://web.push.apple.com/QGx", [])).toBeNull();
  });
});

describe("keysProblem", () => {
  it("takes a browser's keys", () => expect(keysProblem(P256DH, AUTH)).toBeNull());
  it("refuses a short, compressed or non-base64url p256dh, and an auth of another length", () => {
    expect(keysProblem(P256DH.slice(0, 60), AUTH)).toMatch(/p256dh/);
    expect(keysProblem(`A${P256DH.slice(1)}`, AUTH)).toMatch(/p256dh/);
    expect(keysProblem(P256DH.replace("_", "/"), AUTH)).toMatch(/p256dh/);
    expect(keysProblem(P256DH, `${AUTH}AA`)).toMatch(/auth/);
    expect(keysProblem(P256DH, "")).toMatch(/auth/);
  });
});

describe("vapidProblem", () => {
  const priv = "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw";
  it("takes a key pair and a mailto: or https: subject", () => {
    expect(vapidProblem(P256DH, priv, "mailto:ops@platform.in")).toBeNull();
    expect(vapidProblem(P256DH, priv, "https://platform.in/contact")).toBeNull();
  });
  it("refuses half a pair, wrong lengths and another subject", () => {
    expect(vapidProblem(P256DH, "", "mailto:a@b.in")).toMatch(/both/);
    expect(vapidProblem(AUTH, priv, "mailto:a@b.in")).toMatch(/VAPID_PUBLIC_KEY/);
    expect(vapidProblem(P256DH, AUTH, "mailto:a@b.in")).toMatch(/VAPID_PRIVATE_KEY/);
    expect(vapidProblem(P256DH, priv, "ops@platform.in")).toMatch(/VAPID_SUBJECT/);
  });
});

import { describe, expect, it } from "vitest";
import { fallsBackToSms, foldDelivery, replyIntent, type StatusEvent, waitsForWebhook } from "./consent";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 10, minute));
const ev = (state: StatusEvent["state"], minute: number, detail = ""): StatusEvent => ({
  state,
  at: at(minute),
  detail,
});

describe("replyIntent", () => {
  it("reads STOP in English and Hindi, however it is typed", () => {
    for (const text of [
      "STOP",
      "stop",
      " Stop. ",
      "STOP ALL",
      "stop  all",
      "UNSUBSCRIBE",
      "Unsubscribe!",
      "बंद",
      "बंद करें",
      "रोकें।",
    ])
      expect(replyIntent(text), text).toBe("stop");
  });
  it("reads START (शुरू) as resuming", () => {
    for (const text of ["START", "start", "Start!", "शुरू", "चालू करें"])
      expect(replyIntent(text), text).toBe("start");
  });
  it("acts on nothing else: a question, a sentence that mentions stop, an empty reply", () => {
    for (const text of ["Where is my order?", "please don't stop", "stopp", "", "बंद है क्या?", "START NOW"])
      expect(replyIntent(text), text).toBeNull();
  });
});

describe("foldDelivery", () => {
  it("nothing reported is nothing", () => {
    expect(foldDelivery([])).toEqual({ delivery: "", deliveredAt: null, readAt: null, deliveryError: "" });
  });
  it("moves sent → delivered → read in order", () => {
    expect(foldDelivery([ev("sent", 1)]).delivery).toBe("sent");
    expect(foldDelivery([ev("sent", 1), ev("delivered", 2)])).toEqual({
      delivery: "delivered",
      deliveredAt: at(2),
      readAt: null,
      deliveryError: "",
    });
    expect(foldDelivery([ev("sent", 1), ev("delivered", 2), ev("read", 5)])).toEqual({
      delivery: "read",
      deliveredAt: at(2),
      readAt: at(5),
      deliveryError: "",
    });
  });
  it("is the same whatever the order of arrival: a delivered after read does not move it back", () => {
    const events = [ev("read", 5), ev("delivered", 2), ev("sent", 1)];
    expect(foldDelivery(events)).toEqual(foldDelivery([...events].reverse()));
    expect(foldDelivery(events).delivery).toBe("read");
  });
  it("a read without its delivered counts as delivered at the read's time", () => {
    expect(foldDelivery([ev("read", 7)])).toMatchObject({
      delivery: "read",
      deliveredAt: at(7),
      readAt: at(7),
    });
  });
  it("failed is the state only when nothing says it was delivered: a failed after delivered does not undo it", () => {
    expect(foldDelivery([ev("sent", 1), ev("failed", 2, "WhatsApp 131047: re-engagement")])).toEqual({
      delivery: "failed",
      deliveredAt: null,
      readAt: null,
      deliveryError: "WhatsApp 131047: re-engagement",
    });
    expect(foldDelivery([ev("delivered", 2), ev("failed", 3, "late")])).toMatchObject({
      delivery: "delivered",
      deliveryError: "",
    });
    expect(foldDelivery([ev("failed", 3, "x"), ev("read", 4)]).delivery).toBe("read");
  });
  it("keeps the earliest time of a state reported twice", () => {
    expect(foldDelivery([ev("delivered", 4), ev("delivered", 2)]).deliveredAt).toEqual(at(2));
  });
});

describe("the fallback and the wait", () => {
  it("SMS cures not on WhatsApp, the re-engagement window and Meta's engagement hold; nothing else", () => {
    expect(fallsBackToSms(131026)).toBe(true);
    expect(fallsBackToSms(131047)).toBe(true);
    expect(fallsBackToSms(131049)).toBe(true);
    expect(fallsBackToSms(131000)).toBe(false);
    expect(fallsBackToSms(null)).toBe(false);
    expect(fallsBackToSms(undefined)).toBe(false);
  });
  it("WhatsApp and SMS wait for their webhook before a resend; email does not", () => {
    expect(waitsForWebhook("whatsapp")).toBe(true);
    expect(waitsForWebhook("sms")).toBe(true);
    expect(waitsForWebhook("email")).toBe(false);
  });
});

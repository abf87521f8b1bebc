import { describe, expect, it } from "vitest";
import { bounceReport } from "../../../scripts/stubs/messages";
import { bounceEvents } from "./bounces";

const ID = "<0123456789abcdef0123456789abcdef@platform.in>";
const KEY = "order.placed:PL1:shopper:email";

/** A bounce as Postfix sends it: the report inline, the returned message whole (message/rfc822). */
const POSTFIX = [
  "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
  "To: orders@platform.in",
  "Subject: Undelivered Mail Returned to Sender",
  "Message-ID: <20261130100000.ABC@mx.example.net>",
  "Date: Mon, 30 Nov 2026 10:00:00 +0530",
  "MIME-Version: 1.0",
  'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
  "",
  "--B1",
  "Content-Type: text/plain; charset=us-ascii",
  "",
  "I'm sorry to have to inform you that your message could not be delivered.",
  "",
  "--B1",
  "Content-Type: message/delivery-status",
  "",
  "Reporting-MTA: dns; mx.example.net",
  "",
  "Final-Recipient: rfc822; nobody@example.net",
  "Action: failed",
  "Status: 5.1.1",
  "Diagnostic-Code: smtp; 550 5.1.1 <nobody@example.net>: User unknown",
  "",
  "--B1",
  "Content-Type: message/rfc822",
  "",
  "From: Platform <orders@platform.in>",
  "To: nobody@example.net",
  "Subject: Order placed",
  `Message-ID: ${ID}`,
  `Idempotency-Key: ${KEY}`,
  "",
  "Your order is placed.",
  "",
  "--B1--",
  "",
].join("\r\n");

describe("bounceEvents", () => {
  it("reads a Postfix bounce: one failed status about the returned message, a hard bounce's code", async () => {
    expect(await bounceEvents(POSTFIX)).toEqual([
      {
        id: `mail:${ID}:nobody@example.net:failed`,
        channel: "email",
        kind: "status",
        messageId: ID,
        key: KEY,
        phone: "nobody@example.net",
        state: "failed",
        code: 550,
        detail: "Bounced (5.1.1): 550 5.1.1 <nobody@example.net>: User unknown",
        at: new Date("2026-11-30T04:30:00.000Z"),
      },
    ]);
  });

  it("reads the stub's report (the returned headers only, text/rfc822-headers)", async () => {
    const [event] = (await bounceEvents(bounceReport("bounce@example.com", ID, KEY, "Order placed"))) ?? [];
    expect(event).toMatchObject({
      messageId: ID,
      key: KEY,
      state: "failed",
      code: 550,
      phone: "bounce@example.com",
    });
  });

  it("leaves out a delayed recipient, and is null for a mail that is no report or names no message of ours", async () => {
    expect(await bounceEvents(POSTFIX.replace("Action: failed", "Action: delayed"))).toEqual([]);
    expect(await bounceEvents("From: a@b\r\nSubject: hello\r\n\r\nJust a mail.\r\n")).toBeNull();
    const anonymous = POSTFIX.replace(`Message-ID: ${ID}\r\n`, "").replace(`Idempotency-Key: ${KEY}\r\n`, "");
    expect(await bounceEvents(anonymous)).toBeNull();
    expect(await bounceEvents("")).toBeNull();
  });

  it("without a returned part, finds the Message-ID after the report's fields, not the report's own", async () => {
    const inline = POSTFIX.replace("Content-Type: message/rfc822", "Content-Type: text/plain");
    const [event] = (await bounceEvents(inline)) ?? [];
    expect(event?.messageId).toBe(ID);
  });
});

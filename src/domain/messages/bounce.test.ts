import { describe, expect, it } from "vitest";
import { bounceOutcome, readDeliveryStatus, returnedMessageId } from "./bounce";

const POSTFIX = `Reporting-MTA: dns; mx.example.net
Arrival-Date: Mon, 30 Nov 2026 10:00:00 +0530

Final-Recipient: rfc822; Nobody@Example.net
Original-Recipient: rfc822;nobody@example.net
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx2.example.net
Diagnostic-Code: smtp; 550 5.1.1 <nobody@example.net>: Recipient address
    rejected: User unknown in virtual mailbox table
`;

describe("readDeliveryStatus", () => {
  it("reads each recipient's group, its folded diagnostic unfolded, the address in lower case", () => {
    expect(readDeliveryStatus(POSTFIX)).toEqual([
      {
        recipient: "nobody@example.net",
        action: "failed",
        status: "5.1.1",
        diagnostic:
          "smtp; 550 5.1.1 <nobody@example.net>: Recipient address rejected: User unknown in virtual mailbox table",
      },
    ]);
  });

  it("reads several recipients, CRLF lines, and an Original-Recipient alone", () => {
    const text = [
      "Reporting-MTA: dns; mx.example.net",
      "",
      "Final-Recipient: rfc822; a@example.net",
      "Action: delayed",
      "Status: 4.2.2",
      "",
      "Original-Recipient: rfc822; <b@example.net>",
      "Action: failed",
      "Status: 4.4.7 (delivery time expired)",
      "",
    ].join("\r\n");
    expect(readDeliveryStatus(text).map((r) => [r.recipient, r.action, r.status])).toEqual([
      ["a@example.net", "delayed", "4.2.2"],
      ["b@example.net", "failed", "4.4.7"],
    ]);
  });

  it("finds nothing in a mail that is no report, or a group without an address", () => {
    expect(readDeliveryStatus("Hello,\n\nyour order is on its way.\n")).toEqual([]);
    expect(readDeliveryStatus("Final-Recipient: rfc822; not-an-address\nAction: failed\n")).toEqual([]);
    expect(readDeliveryStatus("")).toEqual([]);
  });
});

describe("bounceOutcome", () => {
  const r = (action: string, status: string, diagnostic = "") => ({
    recipient: "x@example.net",
    action,
    status,
    diagnostic,
  });

  it("a 5.x.x failure is a hard bounce, its code the diagnostic's reply", () => {
    expect(bounceOutcome(readDeliveryStatus(POSTFIX)[0] ?? r("", ""))).toEqual({
      state: "failed",
      permanent: true,
      code: 550,
      detail:
        "Bounced (5.1.1): 550 5.1.1 <nobody@example.net>: Recipient address rejected: User unknown in virtual mailbox table",
    });
  });

  it("a 4.x.x failure fails the message only; a code that disagrees with the status gives way to it", () => {
    expect(bounceOutcome(r("failed", "4.2.2", "smtp; 452 4.2.2 Mailbox full"))).toMatchObject({
      state: "failed",
      permanent: false,
      code: 452,
    });
    expect(bounceOutcome(r("failed", "4.4.7", "smtp; 550 odd"))).toMatchObject({
      permanent: false,
      code: 450,
    });
    expect(bounceOutcome(r("failed", "5.7.1", "smtp; 421 odd"))).toMatchObject({
      permanent: true,
      code: 550,
    });
  });

  it("without a status, the diagnostic's reply decides; without either, a soft failure", () => {
    expect(bounceOutcome(r("failed", "", "smtp; 554 rejected"))).toMatchObject({
      permanent: true,
      code: 554,
    });
    expect(bounceOutcome(r("failed", ""))).toMatchObject({ permanent: false, code: 450, detail: "Bounced" });
  });

  it("delivered, relayed and expanded are deliveries; delayed and unknown actions change nothing", () => {
    for (const action of ["delivered", "relayed", "expanded"])
      expect(bounceOutcome(r(action, "2.0.0"))).toEqual({
        state: "delivered",
        permanent: false,
        code: null,
        detail: "",
      });
    expect(bounceOutcome(r("delayed", "4.2.2"))).toBeNull();
    expect(bounceOutcome(r("exploded", "5.0.0"))).toBeNull();
  });
});

describe("returnedMessageId", () => {
  it("finds the returned mail's Message-ID, in any case of the name", () => {
    expect(returnedMessageId("From: a@b\nmessage-id:  <abc@platform.in> \nSubject: x\n")).toBe(
      "<abc@platform.in>",
    );
  });
  it("is empty without one, or with one that is not an id", () => {
    expect(returnedMessageId("From: a@b\nSubject: x\n")).toBe("");
    expect(returnedMessageId("Message-ID: nothing here\n")).toBe("");
  });
});

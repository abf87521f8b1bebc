import { describe, expect, it } from "vitest";
import { headerOf } from "./messages";

const mail = Buffer.from(
  [
    "Idempotency-Key: order.placed:PL1:demo:shopper:email",
    "From: Platform <orders@platform.in>",
    "Subject: =?UTF-8?B?4KSG4KSq4KSV4KS+IOCkkeCksOCljeCkoeCksCAj?=",
    " =?UTF-8?B?QUJDMTIzIOCkruCkv+CksuCkvg==?=",
    "Message-ID: <0a1b2c@platform.in>",
    "",
    "Message-ID: <not-a-header@body>",
    "",
  ].join("\r\n"),
);

describe("headerOf (the stub reads a mail's key without parsing it)", () => {
  it("finds a header by name in any case, unfolded, in the header block only", () => {
    expect(headerOf(mail, "message-id")).toBe("<0a1b2c@platform.in>");
    expect(headerOf(mail, "idempotency-key")).toBe("order.placed:PL1:demo:shopper:email");
    expect(headerOf(mail, "subject")).toBe(
      "=?UTF-8?B?4KSG4KSq4KSV4KS+IOCkkeCksOCljeCkoeCksCAj?= =?UTF-8?B?QUJDMTIzIOCkruCkv+CksuCkvg==?=",
    );
  });

  it("is empty for a header the mail does not have, or one only the body names", () => {
    expect(headerOf(mail, "list-unsubscribe")).toBe("");
    expect(headerOf(Buffer.from("Subject: hi\r\n\r\nMessage-ID: <x@y>\r\n"), "message-id")).toBe("");
  });
});

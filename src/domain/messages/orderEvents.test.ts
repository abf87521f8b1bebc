import { describe, expect, it } from "vitest";
import {
  addressPhone,
  eventOfChange,
  messageKey,
  sellerAddressees,
  shopperAddressees,
  toE164,
} from "./orderEvents";

describe("eventOfChange", () => {
  const at = (riderStatus: string, orderStatus = "PENDING") => ({ riderStatus, orderStatus });
  it("names the steps the shopper hears of", () => {
    expect(eventOfChange(at("Pending"), at("Confirmed", "CONFIRMED"))).toBe("order.confirmed");
    expect(eventOfChange(at("Confirmed"), at("En Route"))).toBe("order.out_for_delivery");
    expect(eventOfChange(at("In Transit"), at("Delivered"))).toBe("order.delivered");
    expect(eventOfChange(at("Pending"), at("Pending", "CANCEL"))).toBe("order.cancelled");
  });
  it("is silent for In Transit, Received, a note, and anything after a cancel", () => {
    expect(eventOfChange(at("En Route"), at("In Transit"))).toBeNull();
    expect(eventOfChange(at("Delivered"), at("Received"))).toBeNull();
    expect(eventOfChange(at("Confirmed"), at("Confirmed"))).toBeNull();
    expect(eventOfChange(at("Pending", "CANCEL"), at("Pending", "CANCEL"))).toBeNull();
  });
});

describe("shopperAddressees", () => {
  const base = {
    key: "ravi@x.in",
    phone: "+919000000001",
    linkedEmail: null,
    whatsappOptIn: false,
    language: "en" as const,
  };
  it("SMS to the address's phone without consent to WhatsApp, and email to a Google sign-in", () => {
    expect(shopperAddressees(base)).toEqual([
      { role: "shopper", channel: "sms", recipient: "+919000000001" },
      { role: "shopper", channel: "email", recipient: "ravi@x.in" },
    ]);
  });
  it("WhatsApp once they opted in", () => {
    expect(shopperAddressees({ ...base, whatsappOptIn: true })[0]?.channel).toBe("whatsapp");
  });
  it("a phone sign-in with no phone in the address is reached at its own number, and at a linked email", () => {
    expect(shopperAddressees({ ...base, key: "+919812345678", phone: "", linkedEmail: "ravi@x.in" })).toEqual(
      [
        { role: "shopper", channel: "sms", recipient: "+919812345678" },
        { role: "shopper", channel: "email", recipient: "ravi@x.in" },
      ],
    );
  });
  it("a stopped channel is not used: WhatsApp stopped is SMS, SMS stopped too is nothing on the phone", () => {
    const opted = { ...base, whatsappOptIn: true };
    expect(shopperAddressees({ ...opted, stopped: new Set(["whatsapp"]) }).map((a) => a.channel)).toEqual([
      "sms",
      "email",
    ]);
    expect(
      shopperAddressees({ ...opted, stopped: new Set(["whatsapp", "sms"]) }).map((a) => a.channel),
    ).toEqual(["email"]);
    expect(shopperAddressees({ ...base, stopped: new Set(["sms"]) }).map((a) => a.channel)).toEqual([
      "email",
    ]);
    expect(shopperAddressees({ ...opted, stopped: new Set(["email"]) }).map((a) => a.channel)).toEqual([
      "whatsapp",
    ]);
    // SMS stopped does not stop a WhatsApp they chose.
    expect(shopperAddressees({ ...opted, stopped: new Set(["sms"]) })[0]?.channel).toBe("whatsapp");
  });
});

describe("sellerAddressees", () => {
  it("the shop's WhatsApp number first, else the owner's phone; and the owner's email", () => {
    expect(
      sellerAddressees({ whatsapp: "98765 43210", ownerPhone: "+919876500001", ownerEmail: "o@x.in" }),
    ).toEqual([
      { role: "seller", channel: "whatsapp", recipient: "+919876543210" },
      { role: "seller", channel: "email", recipient: "o@x.in" },
    ]);
    expect(sellerAddressees({ whatsapp: "", ownerPhone: "+919876500001", ownerEmail: "" })).toEqual([
      { role: "seller", channel: "whatsapp", recipient: "+919876500001" },
    ]);
    expect(sellerAddressees({ whatsapp: "", ownerPhone: "", ownerEmail: "" })).toEqual([]);
  });
});

describe("phones", () => {
  it("reads Indian mobiles as settings and addresses hold them", () => {
    for (const p of ["9876543210", "98765 43210", "+91-9876543210", "919876543210", "09876543210"])
      expect(toE164(p)).toBe("+919876543210");
    for (const p of ["", "12345", "5876543210", "+1 415 555 0100"]) expect(toE164(p)).toBe("");
    expect(addressPhone("Ravi Shah, 1 Station Road, Kota, Rajasthan 324001, +91-9000000001")).toBe(
      "+919000000001",
    );
    expect(addressPhone("no phone here")).toBe("");
  });
});

describe("messageKey", () => {
  it("is one per event, subject, addressee and channel", () => {
    const to = { role: "shopper" as const, channel: "sms" as const, recipient: "+919000000001" };
    expect(messageKey("order.confirmed", "ord1", to)).toBe("order.confirmed:ord1:shopper:sms");
  });
});

import { describe, expect, it } from "vitest";
import {
  cleanVariable,
  DLT_VAR_MAX,
  type MessageParams,
  paidBy,
  paymentWords,
  renderMessage,
  TEMPLATE_NAMES,
  TEMPLATES,
} from "./templates";

const params: MessageParams = {
  shop: "Demo Kirana Store",
  order: "CP8RMM",
  items: "Assam CTC Tea 500 g × 2",
  total: "₹520",
  payment: "cash on delivery",
  link: "https://demo.platform.in/history",
  date: "Thu, 3 Dec 2026",
  rider: "Sunil",
  riderPhone: "+919000000002",
  reason: "out of stock",
};

describe("renderMessage", () => {
  it("fills the English body, subject and the channels' variables in the template's order", () => {
    const r = renderMessage("order_placed", "en", params);
    expect(r.text).toBe(
      "Demo Kirana Store has your order #CP8RMM: Assam CTC Tea 500 g × 2. Total ₹520, cash on delivery. Follow it here: https://demo.platform.in/history",
    );
    expect(r.subject).toBe("Order #CP8RMM placed with Demo Kirana Store");
    expect(r.whatsapp).toEqual([
      "Demo Kirana Store",
      "CP8RMM",
      "Assam CTC Tea 500 g × 2",
      "₹520",
      "cash on delivery",
      "https://demo.platform.in/history",
    ]);
  });

  it("speaks Hindi when the shopper chose it", () => {
    const r = renderMessage("order_out_for_delivery", "hi", params);
    expect(r.text).toBe(
      "Demo Kirana Store से आपका ऑर्डर #CP8RMM Sunil (+919000000002) के साथ रास्ते में है। यहाँ देखें: https://demo.platform.in/history",
    );
    expect(r.subject).toBe("ऑर्डर #CP8RMM रास्ते में है");
  });

  it("cuts SMS variables to DLT's 30 characters, with an ellipsis, and keeps WhatsApp's whole", () => {
    const long = { ...params, items: "Cold-Pressed Mustard Oil 1 L × 2, Basmati Rice 5 kg" };
    const r = renderMessage("order_placed", "en", long);
    expect(r.sms[2]).toBe("Cold-Pressed Mustard Oil 1 L …");
    expect([...(r.sms[2] ?? "")].length).toBe(DLT_VAR_MAX);
    expect(r.whatsapp[2]).toBe(long.items);
    for (const v of r.sms) expect([...v].length).toBeLessThanOrEqual(DLT_VAR_MAX);
  });

  it("every template names only variables its bodies and subjects use, in both languages", () => {
    for (const name of TEMPLATE_NAMES) {
      const t = TEMPLATES[name];
      for (const text of [t.body.en, t.body.hi, t.subject.en, t.subject.hi]) {
        const used = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        for (const u of used) expect(t.params as readonly string[]).toContain(u);
      }
      for (const p of t.params) expect(`${t.body.en}${t.body.hi}`).toContain(`{${p}}`);
    }
  });
});

describe("cleanVariable", () => {
  it("makes one line with no tabs or runs of spaces, as WhatsApp requires", () => {
    expect(cleanVariable("Flat 4,\n  Station Road\t Kota      Rajasthan", 200)).toBe(
      "Flat 4, Station Road Kota Rajasthan",
    );
  });
  it("never sends an empty variable (WhatsApp refuses one)", () => {
    expect(cleanVariable("   ", 30)).toBe("-");
  });
  it("counts characters, not UTF-16 units, so Hindi and emoji are cut whole", () => {
    expect(cleanVariable("नमस्ते दुनिया", 5)).toBe("नमस्…");
    expect(cleanVariable("🍯🍯🍯", 2)).toBe("🍯…");
  });
});

describe("paidBy", () => {
  it("is online for an order the gateway's payment placed, whatever its method; else its method", () => {
    expect(paidBy({ paymentMethod: "UPI", transactionId: "pay_Nk3r9sLw2QxYz1" })).toBe("ONLINE");
    expect(paidBy({ paymentMethod: "UPI", transactionId: "412345678901" })).toBe("UPI");
    expect(paidBy({ paymentMethod: "UPI", transactionId: "" })).toBe("UPI");
    expect(paidBy({ paymentMethod: "COD", transactionId: null })).toBe("COD");
    expect(paidBy({ paymentMethod: "COD" })).toBe("COD");
    // A shopper's typed reference that merely starts so is not the gateway's id.
    expect(paidBy({ paymentMethod: "UPI", transactionId: "pay_ me" })).toBe("UPI");
  });
});

describe("paymentWords", () => {
  it("names the payment in the message's language", () => {
    expect(paymentWords("COD", "en")).toBe("cash on delivery");
    expect(paymentWords("COD", "hi")).toBe("कैश ऑन डिलीवरी");
    expect(paymentWords("UPI", "hi")).toBe("UPI");
    expect(paymentWords("ONLINE", "en")).toBe("paid online");
    expect(paymentWords("ONLINE", "hi")).toBe("ऑनलाइन भुगतान हो चुका");
  });
});

describe("the bag's and stock's messages (issue 36)", () => {
  it("reminds of a left bag in English and Hindi, naming its lines and the link that restores it", () => {
    const link = "https://demo.platform.in/cart?bag=12.abc";
    const en = renderMessage("bag_reminder", "en", { ...params, items: "Toor Dal 1 kg × 2", link });
    expect(en.text).toBe(
      "You left Toor Dal 1 kg × 2 in your bag at Demo Kirana Store. Open your bag here: https://demo.platform.in/cart?bag=12.abc",
    );
    expect(en.whatsapp).toEqual(["Demo Kirana Store", "Toor Dal 1 kg × 2", link]);
    const hi = renderMessage("bag_reminder", "hi", { ...params, items: "Toor Dal 1 kg × 2", link });
    expect(hi.subject).toBe("Demo Kirana Store पर आपका बैग इंतज़ार कर रहा है");
    expect(hi.text).toContain("अपना बैग यहाँ खोलें: https://demo.platform.in/cart?bag=12.abc");
  });

  it("says a product is back in stock, with its link", () => {
    const link = "https://demo.platform.in/product/toor-dal";
    const en = renderMessage("back_in_stock", "en", { ...params, items: "Toor Dal 1 kg", link });
    expect(en.subject).toBe("Toor Dal 1 kg is back at Demo Kirana Store");
    expect(en.text).toBe(
      `Good news: Toor Dal 1 kg is back in stock at Demo Kirana Store. Buy it here: ${link}`,
    );
    const hi = renderMessage("back_in_stock", "hi", { ...params, items: "Toor Dal 1 kg", link });
    expect(hi.text).toBe(`खुशखबरी: Toor Dal 1 kg Demo Kirana Store पर फिर से स्टॉक में है। यहाँ खरीदें: ${link}`);
  });
});

describe("the seller's and merchant's templates", () => {
  const seller: MessageParams = {
    ...params,
    count: "4 orders",
    total: "₹2,340",
    waiting: "2",
    low: "Atta (0), Dal (1)",
    date: "Today",
    link: "https://platform.in/Admin",
  };
  it("writes the daily summary with its figures", () => {
    expect(renderMessage("daily_summary", "en", seller).text).toBe(
      "Demo Kirana Store, Today: 4 orders, sales ₹2,340. Waiting for your confirmation: 2. Low on stock: Atta (0), Dal (1). Open your shop: https://platform.in/Admin",
    );
  });
  it("writes low stock in Hindi too, with the figure left", () => {
    const r = renderMessage("stock_low", "hi", { ...seller, items: "Toor Dal 1 kg", count: "3" });
    expect(r.text).toBe(
      "Demo Kirana Store: Toor Dal 1 kg का स्टॉक कम है, 3 बचे हैं। स्टॉक जोड़ें: https://platform.in/Admin",
    );
    expect(r.whatsapp).toEqual(["Demo Kirana Store", "Toor Dal 1 kg", "3", "https://platform.in/Admin"]);
  });
  it("writes a missing variable as a dash, never blank (WhatsApp refuses empty ones)", () => {
    const { reference: _, ...noReference } = { ...seller, reference: "" };
    expect(renderMessage("kiosk_fee_receipt", "en", noReference).whatsapp[3]).toBe("-");
  });
});

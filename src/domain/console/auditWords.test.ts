import { describe, expect, it } from "vitest";
import { formatIndiaDateTime } from "../delivery";
import { auditAction, auditChanges, fieldWords, valueWords } from "./auditWords";

describe("the audit log in words", () => {
  it("names every action the API writes, and makes a sentence of one it does not know", () => {
    expect(auditAction("kiosk.fee.paid")).toBe("Kiosk fee paid");
    expect(auditAction("shop.suspend")).toBe("Shop suspended");
    expect(auditAction("order.return.accept")).toBe("Return accepted");
    expect(auditAction("stock.recount_all")).toBe("Stock recount all");
    expect(auditAction("")).toBe("Change");
  });

  it("writes a field's name as words", () => {
    expect(fieldWords("suspendedReason")).toBe("Suspended reason");
    expect(fieldWords("owner_email")).toBe("Owner email");
    expect(fieldWords("riderStatus")).toBe("Rider status");
  });

  it("writes a value as one line: text, numbers, yes/no, a list's or an object's parts", () => {
    expect(valueWords("trial")).toBe("trial");
    expect(valueWords(0)).toBe("0");
    expect(valueWords(true)).toBe("yes");
    expect(valueWords(null)).toBe("");
    expect(valueWords({ name: "Ravi", phoneNumber: "+919876543210", empty: "" })).toBe(
      "Name: Ravi, Phone number: +919876543210",
    );
    expect(valueWords(["a", 2])).toBe("a; 2");
    // A stored moment in India's time, as the log's own dates are.
    expect(valueWords("2026-11-29T08:45:42.831Z")).toBe(formatIndiaDateTime("2026-11-29T08:45:42.831Z"));
    expect(valueWords("2026-11-29T08:45:42.831Z")).toMatch(/14:15/);
    expect(valueWords("2026-11-29")).toBe("2026-11-29");
  });

  it("lists only the fields that changed, with their values before and after", () => {
    expect(
      auditChanges(
        { status: "suspended", suspendedReason: "Fees unpaid", ownerEmail: "a@example.com" },
        { status: "trial", suspendedReason: "Fees unpaid", ownerEmail: "a@example.com" },
      ),
    ).toEqual([{ field: "Status", before: "suspended", after: "trial" }]);
    expect(auditChanges(null, { amount: 999, utr: "123456789012" })).toEqual([
      { field: "Amount", before: "", after: "999" },
      { field: "Utr", before: "", after: "123456789012" },
    ]);
    expect(auditChanges({ a: 1 }, null)).toEqual([{ field: "A", before: "1", after: "" }]);
    expect(auditChanges("x", "y")).toEqual([{ field: "Value", before: "x", after: "y" }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

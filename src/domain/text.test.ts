import { describe, expect, it } from "vitest";
import { findUnsafeText, unsafeTextReason } from "./text";

describe("unsafeTextReason", () => {
  it("accepts ordinary text in any script, emoji included", () => {
    for (const text of ["", "Toor Dal", "अपनी दुकान", "₹2,000 🎉", "tab\tand\nnewline"]) {
      expect(unsafeTextReason(text)).toBeNull();
    }
  });
  it("refuses a NUL character", () => {
    expect(unsafeTextReason("a\u0000b")).toBe("must not contain a NUL character");
  });
  it("refuses a lone surrogate, high or low", () => {
    expect(unsafeTextReason("a\uD800b")).toBe("must be valid Unicode text");
    expect(unsafeTextReason("\uDC00")).toBe("must be valid Unicode text");
  });
});

describe("findUnsafeText", () => {
  it("names the first bad string by its dotted path", () => {
    const body = { email: "a@x.in", orders: [{ productName: "ok" }, { productName: "x\u0000" }] };
    expect(findUnsafeText(body)).toEqual({
      field: "orders.1.productName",
      message: "must not contain a NUL character",
    });
  });
  it("looks into arrays of strings and at the body itself", () => {
    expect(findUnsafeText({ content: ["fine", "\uD83D"] })?.field).toBe("content.1");
    expect(findUnsafeText("\u0000")).toEqual({ field: "body", message: "must not contain a NUL character" });
  });
  it("names a bad key too", () => {
    expect(findUnsafeText({ "a\u0000": 1 })).toEqual({
      field: "a?",
      message: "has a key that must not contain a NUL character",
    });
  });
  it("passes numbers, booleans, null and clean text", () => {
    expect(findUnsafeText({ a: 1, b: true, c: null, d: ["x", { e: "y" }] })).toBeNull();
  });
});

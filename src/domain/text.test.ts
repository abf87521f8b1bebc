import { describe, expect, it } from "vitest";
import { findUnsafeText, MAX_JSON_DEPTH, unsafeTextReason } from "./text";

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
  const nested = (levels: number, leaf: unknown = 1): unknown => {
    let value = leaf;
    for (let i = 0; i < levels; i++) value = i % 2 ? { k: value } : [value];
    return value;
  };
  it(`takes JSON nested ${MAX_JSON_DEPTH} levels and refuses one level more, naming the body`, () => {
    expect(findUnsafeText(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findUnsafeText(nested(MAX_JSON_DEPTH + 1))).toEqual({
      field: "body",
      message: `must not nest deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });
  it("refuses 100,000 levels of nesting without overflowing the stack (it walks with its own)", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    expect(findUnsafeText(deep)?.message).toMatch(/must not nest deeper/);
  });
  it("finds a bad string after a long flat array, in document order", () => {
    const body = { a: Array.from({ length: 10_000 }, () => "ok"), b: ["x", "\u0000"], c: "\uD800" };
    expect(findUnsafeText(body)?.field).toBe("b.1");
  });
});

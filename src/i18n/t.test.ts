import { afterEach, describe, expect, it } from "vitest";
import { $dictionary, t } from "./t";

afterEach(() => $dictionary.set(undefined));

describe("t", () => {
  it("gives the English as written while no dictionary is loaded, placeholders filled", () => {
    expect(t("Bag")).toBe("Bag");
    expect(t("MY WISHLIST ({count} items)", { count: 2 })).toBe("MY WISHLIST (2 items)");
    expect(t("Page {page} of {pages}", { page: 2 })).toBe("Page 2 of {pages}");
  });

  it("gives the loaded dictionary's text, filled the same way", () => {
    $dictionary.set({ Bag: "बैग", "MY WISHLIST ({count} items)": "मेरी विशलिस्ट ({count} आइटम)" });
    expect(t("Bag")).toBe("बैग");
    expect(t("MY WISHLIST ({count} items)", { count: 2 })).toBe("मेरी विशलिस्ट (2 आइटम)");
  });

  it("puts a value in as it is, and only a value's own names", () => {
    expect(t("Sold by {shop}", { shop: "{n} $& $1" })).toBe("Sold by {n} $& $1");
    expect(t("{toString}", {})).toBe("{toString}");
  });

  it("falls back to the English for a text the dictionary lacks (a server's message, a seller's word)", () => {
    $dictionary.set({ Bag: "बैग" });
    expect(t("Basmati Rice 5kg")).toBe("Basmati Rice 5kg");
    expect(t("Size: {size}", { size: "XL" })).toBe("Size: XL");
    expect(t("")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { isProductId, MAX_PRODUCT_ID, newProductId, productIdBase } from "./productId";

describe("isProductId", () => {
  it("takes small letters, digits and hyphens, starting with a letter or digit, up to 64", () => {
    for (const id of ["rice", "basmati-rice-5kg", "5-star", "a", "x".repeat(MAX_PRODUCT_ID)]) {
      expect(isProductId(id), id).toBe(true);
    }
  });
  it("refuses anything else", () => {
    for (const id of ["", "Rice", "rice 5kg", "-rice", "rice_5kg", "चावल", "x".repeat(MAX_PRODUCT_ID + 1)]) {
      expect(isProductId(id), id).toBe(false);
    }
  });
});

describe("productIdBase and newProductId", () => {
  it("make the id from the name", () => {
    expect(productIdBase("Basmati Rice 5 kg")).toBe("basmati-rice-5-kg");
    expect(productIdBase("मसाला चाय")).toBe("masala-chay");
  });
  it("fall back to 'product' when no letter is left", () => {
    expect(productIdBase("சாம்பார் பொடி")).toBe("product");
    expect(productIdBase("")).toBe("product");
  });
  it("cut a long name at 56 characters, without a hyphen at the end, so a suffix still fits", () => {
    const base = productIdBase(`${"a".repeat(55)} bb`);
    expect(base).toBe("a".repeat(55));
    expect(productIdBase("word ".repeat(30)).length).toBeLessThanOrEqual(56);
    expect(isProductId(`${productIdBase("word ".repeat(30))}-99999`)).toBe(true);
  });
  it("add -2, -3… when the id is taken", () => {
    expect(newProductId("Chai", [])).toBe("chai");
    expect(newProductId("Chai", ["chai", "chai-2"])).toBe("chai-3");
  });
});

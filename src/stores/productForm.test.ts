import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SellerProduct } from "../contract/seller";
import {
  draftOfForm,
  dropProductForm,
  EMPTY_PRODUCT_FORM,
  formOfProduct,
  keepProductForm,
  keptProductForm,
} from "./productForm";

const tee: SellerProduct = {
  productId: "tee",
  name: "Printed Cotton T-Shirt",
  description: "Soft",
  category: "Clothing",
  images: ["http://x/a.webp", "http://x/red.webp"],
  mrp: 499,
  sellingPrice: 399,
  gst: 5,
  hsn: "6109",
  units: 0,
  stockVersion: 3,
  variants: [
    { size: "M", color: "Red", stock: 4, stockVersion: 7 },
    { size: "L", color: "Red", stock: 2, stockVersion: 1 },
  ],
  colorImages: { Red: "http://x/red.webp" },
  archived: false,
  updatedAt: "2026-11-25T10:00:00.000Z",
};

describe("product form ↔ draft", () => {
  it("turns a saved product into the form and back, variants with the versions seen", () => {
    expect(draftOfForm(formOfProduct(tee))).toEqual({
      name: "Printed Cotton T-Shirt",
      description: "Soft",
      category: "Clothing",
      images: ["http://x/a.webp", "http://x/red.webp"],
      mrp: 499,
      sellingPrice: 399,
      gst: 5,
      hsn: "6109",
      variants: [
        { size: "M", color: "Red", stock: 4, stockVersion: 7 },
        { size: "L", color: "Red", stock: 2, stockVersion: 1 },
      ],
      colorImages: { Red: "http://x/red.webp" },
    });
  });

  it("leaves out a colour's photo once the photo or the colour is gone, or the stock is one figure", () => {
    const form = formOfProduct(tee);
    expect(draftOfForm({ ...form, images: ["http://x/a.webp"] }).colorImages).toEqual({});
    const renamed = form.variants.map((row) => ({ ...row, color: "Maroon" }));
    expect(draftOfForm({ ...form, variants: renamed }).colorImages).toEqual({});
    expect(draftOfForm({ ...form, kind: "units", units: "3" }).colorImages).toEqual({});
    // A colour typed with spaces around it is the same colour.
    const spaced = form.variants.map((row) => ({ ...row, color: " Red " }));
    expect(draftOfForm({ ...form, variants: spaced }).colorImages).toEqual({ Red: "http://x/red.webp" });
  });

  it("sends units with their version for a plain product; no selling price is 0; empty numbers are NaN", () => {
    const form = { ...formOfProduct({ ...tee, variants: [], units: 9 }), sellingPrice: "" };
    const draft = draftOfForm(form);
    expect(draft).toMatchObject({ units: 9, stockVersion: 3, sellingPrice: 0, variants: [] });
    expect(draftOfForm({ ...EMPTY_PRODUCT_FORM }).mrp).toBeNaN();
    expect(draftOfForm({ ...EMPTY_PRODUCT_FORM }).units).toBeNaN();
  });
});

describe("the kept form", () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    globalThis.sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, val: string) => void store.set(k, val),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });
  afterEach(() => {
    store.clear();
  });

  it("is kept per shop and product, and dropped", () => {
    const form = { ...EMPTY_PRODUCT_FORM, name: "Kurta", mrp: "12." };
    keepProductForm("demo", undefined, form);
    expect(keptProductForm("demo")).toEqual(form);
    expect(keptProductForm("seva")).toBe(null);
    expect(keptProductForm("demo", "tee")).toBe(null);
    dropProductForm("demo");
    expect(keptProductForm("demo")).toBe(null);
  });

  it("reads a damaged copy as safely as it can", () => {
    store.set("productForm:demo:new", "{not json");
    expect(keptProductForm("demo")).toBe(null);
    store.set("productForm:demo:new", JSON.stringify({ name: 5, kind: "nope", variants: [{ size: "M" }] }));
    expect(keptProductForm("demo")).toMatchObject({
      name: "",
      kind: "units",
      variants: [{ size: "M", color: "", stock: "" }],
    });
  });
});

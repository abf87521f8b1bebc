import { describe, expect, it } from "vitest";
import {
  checkProduct,
  checkProductDetails,
  MAX_MRP,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK,
  MAX_VARIANTS,
  type ProductDraft,
} from "./productDraft";

const plain: ProductDraft = {
  name: "Basmati Rice 5 kg",
  description: "Aged basmati.",
  category: "Grocery",
  images: ["/rice.jpg"],
  mrp: 300,
  sellingPrice: 250,
  gst: 5,
  hsn: "1006",
  units: 12,
};
const kurta: ProductDraft = {
  ...plain,
  name: "Cotton Kurta",
  units: undefined,
  variants: [
    { size: "M", color: "Red", stock: 4 },
    { size: "M", color: "Blue", stock: 0 },
    { size: "L", color: "", stock: 1 },
    { size: "", color: "Green", stock: 2 },
  ],
};
const problems = (change: Partial<ProductDraft>, base = plain) => checkProduct({ ...base, ...change });

describe("checkProduct passes", () => {
  it("a plain product and a variant product", () => {
    expect(checkProduct(plain)).toEqual([]);
    expect(checkProduct(kurta)).toEqual([]);
  });
  it("no discount (selling price 0, empty or absent), no HSN, no stock figure on an edit", () => {
    expect(problems({ sellingPrice: 0, hsn: "", units: undefined })).toEqual([]);
    expect(problems({ sellingPrice: null, hsn: undefined })).toEqual([]);
    expect(problems({ sellingPrice: Number.NaN })).toEqual([]);
    expect(problems({ sellingPrice: undefined })).toEqual([]);
  });
  it("the limits themselves", () => {
    expect(
      problems({
        name: "n".repeat(120),
        description: "d".repeat(2000),
        category: "c".repeat(60),
        images: Array(MAX_PRODUCT_IMAGES).fill("/a.jpg"),
        mrp: MAX_MRP,
        sellingPrice: MAX_MRP,
        units: MAX_STOCK,
      }),
    ).toEqual([]);
    expect(problems({ mrp: 0.01, sellingPrice: 0.01, units: 0, gst: 0 })).toEqual([]);
    const many = Array.from({ length: MAX_VARIANTS }, (_, i) => ({ size: `S${i}`, color: "", stock: 0 }));
    expect(problems({ variants: many }, kurta)).toEqual([]);
  });
  it("counts a Hindi name in characters (code points), as the database does", () => {
    expect(problems({ name: "बासमती चावल ".repeat(10) })).toEqual([]);
  });
});

describe("checkProduct names each field's problem", () => {
  it.each([
    [{ name: "  " }, "name", "Enter the product's name"],
    [{ name: "n".repeat(121) }, "name", "Keep the name to 120 characters: it has 121"],
    [
      { description: "d".repeat(2345) },
      "description",
      "Keep the description to 2,000 characters: it has 2,345",
    ],
    [{ category: "c".repeat(61) }, "category", "Keep the category to 60 characters: it has 61"],
    [{ images: [] }, "images", "Add at least one photo"],
    [{ images: Array(8).fill("/a.jpg") }, "images", "At most 6 photos: remove 2"],
    [{ mrp: Number.NaN, sellingPrice: 0 }, "mrp", "Enter the MRP"],
    [{ mrp: 0, sellingPrice: 0 }, "mrp", "The MRP must be more than ₹0"],
    [{ mrp: -5, sellingPrice: 0 }, "mrp", "The MRP must be more than ₹0"],
    [{ mrp: 1_000_001 }, "mrp", "The MRP can be at most ₹10,00,000"],
    [{ mrp: 299.999 }, "mrp", "The MRP can have at most 2 digits after the point (paise)"],
    [{ sellingPrice: 301 }, "sellingPrice", "The selling price can't be more than the MRP"],
    [{ sellingPrice: -1 }, "sellingPrice", "The selling price can't be negative"],
    [
      { sellingPrice: 249.995 },
      "sellingPrice",
      "The selling price can have at most 2 digits after the point (paise)",
    ],
    [
      { gst: 12 },
      "gst",
      "12% GST was retired on 22 Sep 2025: choose a current rate (0%, 3%, 5%, 18% or 40%)",
    ],
    [{ gst: 7 }, "gst", "Choose a GST rate: 0%, 3%, 5%, 18% or 40%"],
    [{ hsn: "12a" }, "hsn", "An HSN code has digits only, like 1006 or 10063020"],
    [{ units: -1 }, "units", "Stock can't be negative"],
    [{ units: 2.5 }, "units", "Stock is a whole number of pieces"],
    [{ units: 100_001 }, "units", "Stock can be at most 1,00,000"],
    [{ units: null }, "units", "Enter the stock: how many pieces you have"],
  ] as [Partial<ProductDraft>, string, string][])("%j → %s", (change, field, message) => {
    expect(problems(change)).toEqual([{ field, message }]);
  });
  it("a selling price equal to the MRP is fine; no price comparison while the MRP itself is wrong", () => {
    expect(problems({ sellingPrice: 300 })).toEqual([]);
    expect(problems({ mrp: 0, sellingPrice: 250 }).map((p) => p.field)).toEqual(["mrp"]);
  });
  it("lists every problem in the form's order, photos after the texts", () => {
    const all = problems({ name: "", images: [], mrp: 100, sellingPrice: 200, gst: 28, hsn: "1", units: -1 });
    expect(all.map((p) => p.field)).toEqual(["name", "images", "sellingPrice", "gst", "hsn", "units"]);
  });
});

describe("a variant product's stock", () => {
  const withVariants = (variants: ProductDraft["variants"]) => checkProduct({ ...kurta, variants });
  it("leaves units aside: each variant has its own stock", () => {
    expect(checkProduct({ ...kurta, units: -1 })).toEqual([]);
  });
  it("needs a size or a colour on each variant", () => {
    expect(withVariants([{ size: " ", color: "", stock: 1 }])).toEqual([
      { field: "variants.0", message: "Enter a size or a colour" },
    ]);
  });
  it("refuses a size/colour pair twice (spaces and case aside), on the second", () => {
    expect(
      withVariants([
        { size: "M", color: "Red", stock: 1 },
        { size: "L", color: "Red", stock: 1 },
        { size: " m", color: "RED ", stock: 2 },
      ]),
    ).toEqual([{ field: "variants.2", message: "m / RED is listed twice" }]);
  });
  it("checks each variant's stock, naming it", () => {
    expect(
      withVariants([
        { size: "M", color: "Red", stock: -1 },
        { size: "L", color: "", stock: 1.5 },
        { size: "", color: "Blue", stock: 100_001 },
      ]),
    ).toEqual([
      { field: "variants.0", message: "M / Red: stock can't be negative" },
      { field: "variants.1", message: "L: stock is a whole number of pieces" },
      { field: "variants.2", message: "Blue: stock can be at most 1,00,000" },
    ]);
  });
  it("keeps a size or colour name to 30 characters", () => {
    expect(withVariants([{ size: "M", color: "c".repeat(31), stock: 1 }])).toEqual([
      { field: "variants.0", message: `M / ${"c".repeat(31)}: keep a size or colour to 30 characters` },
    ]);
  });
  it("takes at most 100 variants", () => {
    const many = Array.from({ length: 105 }, (_, i) => ({ size: `S${i}`, color: "", stock: 0 }));
    expect(withVariants(many)).toEqual([
      { field: "variants", message: "At most 100 sizes and colours: remove 5" },
    ]);
  });
  it("an empty list is a product without variants, whose units count", () => {
    expect(checkProduct({ ...kurta, variants: [], units: -2 })).toEqual([
      { field: "units", message: "Stock can't be negative" },
    ]);
  });
});

describe("checkProductDetails", () => {
  it("is checkProduct without the photos (a CSV row has none)", () => {
    const { images: _, ...details } = plain;
    expect(checkProductDetails(details)).toEqual([]);
    expect(checkProductDetails({ ...details, sellingPrice: 999 })).toEqual([
      { field: "sellingPrice", message: "The selling price can't be more than the MRP" },
    ]);
  });
});

describe("a colour's photo (issue 26)", () => {
  const withPhotos: ProductDraft = { ...kurta, images: ["/front.jpg", "/red.jpg"] };
  it("links a colour of the variants to one of the product's photos", () => {
    expect(problems({ colorImages: { Red: "/red.jpg", Green: "/front.jpg" } }, withPhotos)).toEqual([]);
  });
  it("refuses, last and on its own field, a colour it does not sell or a photo not its own", () => {
    expect(problems({ colorImages: { Pink: "/red.jpg" } }, withPhotos)).toEqual([
      { field: "colorImages", message: "Pink is not one of this product's colours" },
    ]);
    expect(problems({ name: "", colorImages: { Red: "/elsewhere.jpg" } }, withPhotos)).toEqual([
      { field: "name", message: "Enter the product's name" },
      { field: "colorImages", message: "Choose one of this product's photos for Red" },
    ]);
    // A plain product has no colours to link.
    expect(problems({ colorImages: { Red: "/rice.jpg" } })).toEqual([
      { field: "colorImages", message: "Red is not one of this product's colours" },
    ]);
  });
});

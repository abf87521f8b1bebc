/**
 * The seller's product form as typed (/Admin, create and edit): kept in the
 * tab's sessionStorage per shop and product, so a reload or a failed save
 * loses nothing; dropped once the product is saved. Numbers stay text until
 * they are sent (a half-typed "12." is not lost), and what comes back from
 * storage passes the shape below first (STYLE.md 4).
 */
import * as v from "valibot";
import type { ProductDraft, SellerProduct } from "../contract/seller";
import { keptColorPhotos, variantColors } from "../domain/colorPhotoLinks";
import { decodeWith } from "./persist";

const text = v.fallback(v.string(), "");
const version = v.fallback(v.optional(v.number()), undefined);

export const VariantRowForm = v.object({ size: text, color: text, stock: text, stockVersion: version });
export type VariantRowForm = v.InferOutput<typeof VariantRowForm>;

export const ProductForm = v.object({
  name: text,
  description: text,
  category: text,
  images: v.fallback(v.array(v.string()), []),
  mrp: text,
  sellingPrice: text,
  gst: text,
  hsn: text,
  /** Stock as plain units, or per size/colour. */
  kind: v.fallback(v.picklist(["units", "variants"]), "units"),
  units: text,
  stockVersion: version,
  variants: v.fallback(v.array(VariantRowForm), []),
  /** A colour's photo: colour name → one of `images`. */
  colorImages: v.fallback(v.record(v.string(), v.string()), {}),
});
export type ProductForm = v.InferOutput<typeof ProductForm>;

export const EMPTY_PRODUCT_FORM: ProductForm = {
  name: "",
  description: "",
  category: "",
  images: [],
  mrp: "",
  sellingPrice: "",
  gst: "",
  hsn: "",
  kind: "units",
  units: "",
  stockVersion: undefined,
  variants: [],
  colorImages: {},
};

/** A saved product as the form shows it. */
export function formOfProduct(p: SellerProduct): ProductForm {
  return {
    name: p.name,
    description: p.description,
    category: p.category,
    images: [...p.images],
    mrp: String(p.mrp),
    sellingPrice: p.sellingPrice ? String(p.sellingPrice) : "",
    gst: String(p.gst),
    hsn: p.hsn,
    kind: p.variants.length ? "variants" : "units",
    units: String(p.units),
    stockVersion: p.stockVersion,
    variants: p.variants.map((x) => ({
      size: x.size,
      color: x.color,
      stock: String(x.stock),
      stockVersion: x.stockVersion,
    })),
    colorImages: { ...p.colorImages },
  };
}

/** The colours the form's stock table names (none when the stock is one figure). */
export function formColors(f: ProductForm): string[] {
  return f.kind === "variants" ? variantColors(f.variants) : [];
}

/** Text as a number for the draft: empty is NaN (the checks say "Enter …"), never a silent 0. */
const num = (t: string) => (t.trim() === "" ? Number.NaN : Number(t.replace(/,/g, "")));

/** The form as the API takes it (and as checkProduct reads it); colour links to a removed photo or colour are left out. */
export function draftOfForm(f: ProductForm): ProductDraft {
  const variants = f.kind === "variants";
  return {
    colorImages: keptColorPhotos(f.colorImages, f.images, formColors(f)),
    name: f.name.trim(),
    description: f.description.trim(),
    category: f.category.trim(),
    images: f.images,
    mrp: num(f.mrp),
    sellingPrice: f.sellingPrice.trim() === "" ? 0 : num(f.sellingPrice),
    gst: num(f.gst),
    hsn: f.hsn.trim(),
    ...(variants ? {} : { units: num(f.units) }),
    ...(f.stockVersion !== undefined && !variants ? { stockVersion: f.stockVersion } : {}),
    variants: variants
      ? f.variants.map((row) => ({
          size: row.size.trim(),
          color: row.color.trim(),
          stock: num(row.stock),
          ...(row.stockVersion !== undefined ? { stockVersion: row.stockVersion } : {}),
        }))
      : [],
  };
}

/** The sessionStorage key of a shop's product form ("new" for a product not yet made). */
export const productFormKey = (shopId: string, productId: string | undefined) =>
  `productForm:${shopId}:${productId ?? "new"}`;

const decode = decodeWith<ProductForm | null>(v.nullable(ProductForm), null);

/** The form kept for this shop and product, or null. */
export function keptProductForm(shopId: string, productId?: string): ProductForm | null {
  try {
    const raw = sessionStorage.getItem(productFormKey(shopId, productId));
    return raw === null ? null : decode(raw);
  } catch {
    return null;
  }
}

/** Keeps the form as typed (a full or blocked storage only costs the copy). */
export function keepProductForm(shopId: string, productId: string | undefined, form: ProductForm): void {
  try {
    sessionStorage.setItem(productFormKey(shopId, productId), JSON.stringify(form));
  } catch {
    // Nothing to do: the form itself is still on the screen.
  }
}

/** Forgets the kept form (saved, or the seller discarded it). */
export function dropProductForm(shopId: string, productId?: string): void {
  try {
    sessionStorage.removeItem(productFormKey(shopId, productId));
  } catch {
    // As above.
  }
}

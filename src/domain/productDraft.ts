/**
 * The product form's checks, shared by the seller's console (each problem
 * beside its field), the server (refusing with the first) and the catalogue
 * CSV import (each problem on its row). The limits are exported so the
 * contract and the form use the same numbers.
 */
import { colorPhotosProblem, variantColors } from "./colorPhotoLinks";
import type { ColorPhotos } from "./colorPhotos";
import { gstRateProblem } from "./gstRates";
import { hsnProblem } from "./hsn";
import { formatInr, groupIndian } from "./inr";
import { variantLabel } from "./stockEdit";

export const MAX_PRODUCT_NAME = 120;
export const MAX_PRODUCT_DESCRIPTION = 2000;
export const MAX_PRODUCT_CATEGORY = 60;
export const MIN_PRODUCT_IMAGES = 1;
export const MAX_PRODUCT_IMAGES = 6;
/** Highest MRP in rupees: ₹10,00,000. */
export const MAX_MRP = 1_000_000;
/** Most pieces in stock, of a product or of one variant. */
export const MAX_STOCK = 100_000;
export const MAX_VARIANTS = 100;
/** Longest size or colour name. */
export const MAX_VARIANT_NAME = 30;

/** One size/colour of a product with its stock. */
export interface VariantDraft {
  size: string;
  color: string;
  stock: number;
}

/** A product as the form (or a CSV row) gives it. */
export interface ProductDraft {
  name: string;
  description: string;
  category: string;
  images: readonly string[];
  mrp: number;
  /** 0, empty or absent: no discount. */
  sellingPrice?: number | null | undefined;
  gst: number;
  /** Optional HSN or SAC code. */
  hsn?: string | undefined;
  /** The stock of a product without variants; absent on an edit that leaves it as it is. */
  units?: number | null | undefined;
  /** Sizes/colours with their own stock; empty or absent for a product sold without them. */
  variants?: readonly VariantDraft[] | undefined;
  /** A colour's photo: colour name → one of `images` (src/domain/colorPhotos.ts). */
  colorImages?: ColorPhotos | undefined;
}

/** A problem and the field it belongs to ("variants.2" for the third variant). */
export interface FieldProblem {
  field: string;
  message: string;
}

const length = (text: string) => Array.from(text.trim()).length;
const hasPaiseOnly = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** Why a text is too long for its field, or null. */
function tooLong(what: string, text: string, max: number): string | null {
  const n = length(text);
  return n > max ? `Keep the ${what} to ${groupIndian(max)} characters: it has ${groupIndian(n)}` : null;
}

/** Why a stock figure can't be saved ("Stock can't be negative"), or null. */
function stockProblem(stock: number | null | undefined): string | null {
  if (typeof stock !== "number" || Number.isNaN(stock)) return "Enter the stock: how many pieces you have";
  if (stock < 0) return "Stock can't be negative";
  if (!Number.isInteger(stock)) return "Stock is a whole number of pieces";
  if (stock > MAX_STOCK) return `Stock can be at most ${groupIndian(MAX_STOCK)}`;
  return null;
}

/** Why the MRP can't be saved, or null. */
function mrpProblem(mrp: number): string | null {
  if (typeof mrp !== "number" || Number.isNaN(mrp)) return "Enter the MRP";
  if (mrp <= 0) return "The MRP must be more than ₹0";
  if (mrp > MAX_MRP) return `The MRP can be at most ${formatInr(MAX_MRP)}`;
  if (!hasPaiseOnly(mrp)) return "The MRP can have at most 2 digits after the point (paise)";
  return null;
}

/** Why the selling price can't be saved (0, empty or absent is no discount), or null. */
function sellingPriceProblem(price: number | null | undefined, mrp: number): string | null {
  if (typeof price !== "number" || Number.isNaN(price) || price === 0) return null;
  if (price < 0) return "The selling price can't be negative";
  if (!hasPaiseOnly(price)) return "The selling price can have at most 2 digits after the point (paise)";
  if (mrpProblem(mrp) === null && price > mrp) return "The selling price can't be more than the MRP";
  return null;
}

/** Why one variant can't be saved: no size or colour, a name too long, listed before, or its stock. */
function variantProblem(size: string, color: string, stock: number, listedBefore: boolean): string | null {
  const label = variantLabel(size, color);
  if (label === "") return "Enter a size or a colour";
  if (Math.max(length(size), length(color)) > MAX_VARIANT_NAME) {
    return `${label}: keep a size or colour to ${MAX_VARIANT_NAME} characters`;
  }
  if (listedBefore) return `${label} is listed twice`;
  const problem = stockProblem(stock);
  return problem && `${label}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
}

/** Each variant's problems, on "variants.{i}"; the second of a size/colour pair (in any case) is a duplicate. */
function variantProblems(variants: readonly VariantDraft[]): FieldProblem[] {
  if (variants.length > MAX_VARIANTS) {
    const over = variants.length - MAX_VARIANTS;
    return [{ field: "variants", message: `At most ${MAX_VARIANTS} sizes and colours: remove ${over}` }];
  }
  const seen = new Set<string>();
  return variants.flatMap((v, i) => {
    const [size, color] = [v.size.trim(), v.color.trim()];
    const key = `${size.toLowerCase()}/${color.toLowerCase()}`;
    const message = variantProblem(size, color, v.stock, seen.has(key));
    seen.add(key);
    return message ? [{ field: `variants.${i}`, message }] : [];
  });
}

/** Every problem of a product's details and stock, in the form's order (images aside: a CSV row has none). */
export function checkProductDetails(draft: Omit<ProductDraft, "images">): FieldProblem[] {
  const variants = draft.variants ?? [];
  const problems: [string, string | null][] = [
    ["name", length(draft.name) ? tooLong("name", draft.name, MAX_PRODUCT_NAME) : "Enter the product's name"],
    ["description", tooLong("description", draft.description, MAX_PRODUCT_DESCRIPTION)],
    ["category", tooLong("category", draft.category, MAX_PRODUCT_CATEGORY)],
    ["mrp", mrpProblem(draft.mrp)],
    ["sellingPrice", sellingPriceProblem(draft.sellingPrice, draft.mrp)],
    ["gst", gstRateProblem(draft.gst)],
    ["hsn", hsnProblem(draft.hsn ?? "", { optional: true })],
    ["units", variants.length === 0 && draft.units !== undefined ? stockProblem(draft.units) : null],
  ];
  return [
    ...problems.flatMap(([field, message]) => (message ? [{ field, message }] : [])),
    ...variantProblems(variants),
  ];
}

/** Every problem of the product form, in its order (photos after the texts); empty when it can be saved. */
export function checkProduct(draft: ProductDraft): FieldProblem[] {
  const n = draft.images.length;
  const over = n - MAX_PRODUCT_IMAGES;
  const images =
    n < MIN_PRODUCT_IMAGES
      ? "Add at least one photo"
      : over > 0
        ? `At most ${MAX_PRODUCT_IMAGES} photos: remove ${over}`
        : null;
  const details = checkProductDetails(draft);
  const isText = (p: FieldProblem) => ["name", "description", "category"].includes(p.field);
  const colors = colorPhotosProblem(draft.colorImages, draft.images, variantColors(draft.variants ?? []));
  return [
    ...details.filter(isText),
    ...(images ? [{ field: "images", message: images }] : []),
    ...details.filter((p) => !isText(p)),
    ...(colors ? [{ field: "colorImages", message: colors }] : []),
  ];
}

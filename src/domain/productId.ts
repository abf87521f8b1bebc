/**
 * A product's id: its URL segment and its key in a shop's catalogue. Small
 * letters, digits and hyphens, at most 64 characters; a new product's is
 * made from its name (slug.ts), with -2, -3… when the shop already has it.
 */
import { slugify, uniqueSlug } from "./slug";

export const MAX_PRODUCT_ID = 64;
/** A name's part of an id: short enough that a collision suffix still fits in MAX_PRODUCT_ID. */
const MAX_ID_BASE = 56;

/** Whether a text can be a product's id: "basmati-rice-5kg" yes, "Rice 5kg" no. */
export function isProductId(text: string): boolean {
  return new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_PRODUCT_ID - 1}}$`).test(text);
}

/** The id a product's name gives before collisions ("Basmati Rice 5 kg" → "basmati-rice-5-kg"; "product" when no letter is left). */
export function productIdBase(name: string): string {
  return slugify(name, "product").slice(0, MAX_ID_BASE).replace(/-+$/, "");
}

/** A new product's id: its name's, made unique among the `taken` ids. */
export function newProductId(name: string, taken: Iterable<string>): string {
  return uniqueSlug(productIdBase(name), taken);
}

/**
 * A colour's photo (issue 26): the seller links a colour of a product's
 * variants to one of the product's photos; choosing that colour in the shop
 * shows it, and the bag line and the order carry it. Links are kept by
 * colour name and photo URL (moving photos keeps them); a link whose colour
 * or photo is gone no longer holds. The seller's and the server's side;
 * the shop's is colorPhotos.ts (apart, so the shop's first load carries
 * only that).
 */
import type { ColorPhotos } from "./colorPhotos";

/** Most colours a product links to photos (as many as it may have variants). */
export const MAX_COLOR_PHOTOS = 100;

/** The colours of a product's variants, each once, in order; "" (no colour) left out. */
export function variantColors(variants: readonly { color: string }[]): string[] {
  return [...new Set(variants.map((v) => v.color.trim()).filter(Boolean))];
}

/** The links that still hold: a colour among `colors`, a photo among `images`. */
export function keptColorPhotos(
  links: ColorPhotos | undefined,
  images: readonly string[],
  colors: readonly string[],
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(links ?? {}).filter(([color, image]) => colors.includes(color) && images.includes(image)),
  );
}

/** Why a product's colour links can't be saved (a colour it does not have, a photo not its own), or null. */
export function colorPhotosProblem(
  links: ColorPhotos | undefined,
  images: readonly string[],
  colors: readonly string[],
): string | null {
  const entries = Object.entries(links ?? {});
  if (entries.length > MAX_COLOR_PHOTOS) return `At most ${MAX_COLOR_PHOTOS} colours can have a photo`;
  for (const [color, image] of entries) {
    if (!colors.includes(color)) return `${color} is not one of this product's colours`;
    if (!images.includes(image)) return `Choose one of this product's photos for ${color}`;
  }
  return null;
}

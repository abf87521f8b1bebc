/**
 * The demo catalogue's photos: WebP files under public/images/products/{shop}/
 * drawn from the SVG beside each (scripts/dev/seed-photos.ts), named as the
 * upload pipeline names a seller's photo sizes, so the storefront shows them
 * the same way (src/domain/photos.ts: srcset, the smallest for thumbnails).
 */
import { PHOTO_WIDTHS } from "../../domain/photos";

/** The sizes written for each drawing (the first three upload sizes: a drawing gains nothing larger). */
export const SEED_PHOTO_WIDTHS = PHOTO_WIDTHS.slice(0, 3);

/** The site path of a seeded product photo (its largest size), from the shop and the drawing's name. */
export function seedPhoto(shopId: string, name: string): string {
  return `/images/products/${shopId}/${name}-${SEED_PHOTO_WIDTHS.at(-1)}.webp`;
}

/** A demo shop logo's width (the header shows it 48 px wide). */
export const LOGO_WIDTH = 144;

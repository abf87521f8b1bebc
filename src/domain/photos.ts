/**
 * Sellers' uploaded photos and their sizes: the pipeline (server
 * catalog/images.ts) writes `{id}-{w}.webp` at each of PHOTO_WIDTHS up to the
 * photo's own width and keeps the URL of the largest; the storefront lists
 * the smaller ones beside it in `srcset`, so a phone loads the size it shows.
 * The demo catalogue's photos are written the same way (server
 * seed/photos.ts, under /images/products/).
 */

/** The responsive widths written (WebP), smallest first. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;

const SIZED = /^(.*-)(\d{2,5})\.webp$/;

/** The URL of a photo's size `width`, when `url` names one of its sizes; else null. */
function sizedUrl(url: string, width: number): string | null {
  const m = SIZED.exec(url);
  return m ? `${m[1]}${width}.webp` : null;
}

/** Whether `url` is a photo written in sizes: an upload (`/catalog/`) or a seeded one (`/images/products/`). */
const isSizedPhoto = (url: string) =>
  (url.includes("/catalog/") || url.includes("/images/products/")) && SIZED.test(url);

/**
 * The `srcset` of an uploaded or seeded photo ("…-320.webp 320w, …-640.webp
 * 640w"), or undefined for any other image (a shop's logo, a placeholder):
 * those are shown by their `src` alone.
 */
export function photoSrcset(url: string | undefined): string | undefined {
  const m = url ? SIZED.exec(url) : null;
  if (!url || !m || !isSizedPhoto(url)) return undefined;
  const largest = Number(m[2]);
  const widths = PHOTO_WIDTHS.filter((w) => w < largest);
  return [...widths.map((w) => `${sizedUrl(url, w)} ${w}w`), `${url} ${largest}w`].join(", ");
}

/** The smallest size of an uploaded or seeded photo (thumbnails), or the URL itself for any other image. */
export function smallestPhoto(url: string): string {
  if (!isSizedPhoto(url)) return url;
  const largest = Number(SIZED.exec(url)?.[2]);
  return largest > PHOTO_WIDTHS[0] ? (sizedUrl(url, PHOTO_WIDTHS[0]) ?? url) : url;
}

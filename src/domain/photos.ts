/**
 * Sellers' uploaded photos and their sizes: the pipeline (server
 * catalog/images.ts) writes `{id}-{w}.webp` at each of PHOTO_WIDTHS up to the
 * photo's own width and keeps the URL of the largest; the storefront lists
 * the smaller ones beside it in `srcset`, so a phone loads the size it shows.
 */

/** The responsive widths written (WebP), smallest first. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;

const SIZED = /^(.*-)(\d{2,5})\.webp$/;

/** The URL of a photo's size `width`, when `url` names one of its sizes; else null. */
function sizedUrl(url: string, width: number): string | null {
  const m = SIZED.exec(url);
  return m ? `${m[1]}${width}.webp` : null;
}

/**
 * The `srcset` of an uploaded photo ("…-320.webp 320w, …-640.webp 640w"),
 * or undefined for any other image (a seeded one, a placeholder): those are
 * shown by their `src` alone.
 */
export function photoSrcset(url: string | undefined): string | undefined {
  const m = url ? SIZED.exec(url) : null;
  if (!url || !m || !url.includes("/catalog/")) return undefined;
  const largest = Number(m[2]);
  const widths = PHOTO_WIDTHS.filter((w) => w < largest);
  return [...widths.map((w) => `${sizedUrl(url, w)} ${w}w`), `${url} ${largest}w`].join(", ");
}

/** The smallest size of an uploaded photo (thumbnails), or the URL itself for any other image. */
export function smallestPhoto(url: string): string {
  if (!url.includes("/catalog/") || !SIZED.test(url)) return url;
  const largest = Number(SIZED.exec(url)?.[2]);
  return largest > PHOTO_WIDTHS[0] ? (sizedUrl(url, PHOTO_WIDTHS[0]) ?? url) : url;
}

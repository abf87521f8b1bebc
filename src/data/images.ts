/** Typed access to the images in src/assets, by path relative to that folder. */
import type { ImageMetadata } from "astro";

const files = import.meta.glob<{ default: ImageMetadata }>("../assets/**/*.{png,jpg,jpeg,webp}", {
  eager: true,
});

/** The image at `src/assets/{path}`; throws at build time when it is missing. */
export function asset(path: string): ImageMetadata {
  const file = files[`../assets/${path}`];
  if (!file) throw new Error(`No image src/assets/${path}`);
  return file.default;
}

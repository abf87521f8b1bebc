/**
 * A colour's photo in the shop (issue 26): choosing a colour shows the photo
 * the seller linked to it, and its bag line shows it first. The links'
 * rules on the seller's side: colorPhotoLinks.ts.
 */

/** A product's colour links: colour name → one of its photos. */
export type ColorPhotos = Readonly<Record<string, string>>;

/** Where a colour's photo is among the product's photos; -1 when the seller gave none. */
export function colorPhotoIndex(
  product: { productImages: readonly string[]; colorImages?: ColorPhotos | undefined },
  color: string,
): number {
  const image = product.colorImages?.[color];
  return image ? product.productImages.indexOf(image) : -1;
}

/** The photos with the colour's own first (a bag line of that colour shows it); unchanged without one. */
export function colorFirst(
  product: { productImages: readonly string[]; colorImages?: ColorPhotos | undefined },
  color: string,
): string[] {
  const i = colorPhotoIndex(product, color);
  const images = [...product.productImages];
  return i > 0 ? [images[i] as string, ...images.filter((_, j) => j !== i)] : images;
}

/**
 * A product's photos as the seller arranges them: at most MAX photos, the
 * first the cover; moved one place left or right, removed, added at the end.
 */

/** The list with the photo at `index` moved one place (-1 left, +1 right); unchanged at an end. */
export function movePhoto(photos: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= photos.length || to < 0 || to >= photos.length) return [...photos];
  const next = [...photos];
  [next[index], next[to]] = [next[to] as string, next[index] as string];
  return next;
}

/** The list without the photo at `index`. */
export function removePhoto(photos: readonly string[], index: number): string[] {
  return photos.filter((_, i) => i !== index);
}

/** The list with `added` at the end, without repeats, cut to `max`. */
export function addPhotos(photos: readonly string[], added: readonly string[], max: number): string[] {
  return [...new Set([...photos, ...added])].slice(0, max);
}

/** How a photo is named to a screen reader: "Photo 1 of 3, the cover". */
export function photoLabel(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}${index === 0 ? ", the cover" : ""}`;
}

/**
 * HEIF files (iPhone HEIC, AVIF) by their ISO-BMFF `ftyp` box: size, "ftyp",
 * a major brand, a minor version, then compatible brands, four bytes each.
 * src/domain/imageFile.ts sniffs the upload types; this adds the family that
 * phones send and only some decoders read.
 */

/** Brands of HEVC-coded HEIF (HEIC) and of plain HEIF images and sequences. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);
/** Brands of AV1-coded HEIF (AVIF), image and sequence. */
const AVIF_BRANDS = new Set(["avif", "avis"]);

const text = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** The brands an `ftyp` box at the start of the file names (major first), or [] when it has none. */
function brandsOf(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || text(bytes, 4) !== "ftyp") return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  if (size < 16 || size > bytes.length || size > 4096) return [];
  const brands = [text(bytes, 8)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(text(bytes, at));
  return brands;
}

/** "image/avif" or "image/heic" when the file is a HEIF image by its brands, else null (an MP4 video, say). */
export function sniffHeif(bytes: Uint8Array): "image/heic" | "image/avif" | null {
  const brands = brandsOf(bytes);
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return "image/avif";
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return "image/heic";
  return null;
}

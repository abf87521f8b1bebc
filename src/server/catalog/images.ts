/**
 * Sellers' catalogue photos: the type is read from the bytes, the photo is
 * turned upright by its EXIF orientation, stripped of every piece of
 * metadata (EXIF with GPS, XMP, ICC: sharp writes none unless asked) and
 * stored as WebP at each of PHOTO_WIDTHS it reaches, as
 * catalog/{shopId}/{id}-{w}.webp with w the width written. Never upscaled.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { isShopId } from "../../domain/host";
import { sniffImageType } from "../../domain/imageFile";
import { PHOTO_WIDTHS } from "../../domain/photos";
import { type Storage, type StoredFile, storageFaultOf } from "../files/storage";
import { ApiFailure } from "../http/failure";
import { limitConcurrency } from "./concurrency";
import { sniffHeif } from "./heif";

/** Largest photo accepted (bytes): phone photos are 5–15 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
export { PHOTO_WIDTHS };
/** Shortest side accepted (pixels, upright). */
export const MIN_PHOTO_SIDE = 200;
/** Most pixels accepted: a decoded 50 MP photo is 150 MB of memory. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Photo jobs decoding at once in this process; the others wait their turn, so a burst of uploads has bounded memory and the first ones finish first. */
export const PHOTO_JOBS = 2;
/** Folder of catalogue photos in the storage. */
export const PHOTOS_FOLDER = "catalog";

/** quality 78 looks like the original at these sizes; effort 2 of 0–6 encodes a third faster than the default 4 for ~5 % more bytes. */
const WEBP = { quality: 78, effort: 2 } as const;
/** WebP's largest side. */
const WEBP_MAX_SIDE = 16_383;

/** What a refusal says; each names the field "photo". */
export const PHOTO_REFUSED = {
  empty: "This file is empty: choose a photo",
  type: "Choose a photo: JPEG, PNG or WebP",
  heic: "This phone photo is HEIC, which can't be read here. On iPhone set Settings › Camera › Formats to Most Compatible, or share the photo as JPEG.",
  tooBig: `This photo is over ${MAX_PHOTO_BYTES / 1024 / 1024} MB: choose a smaller one`,
  unreadable: "This photo can't be read: the file may be damaged. Choose another one",
  tooSmall: `This photo is too small: at least ${MIN_PHOTO_SIDE} × ${MIN_PHOTO_SIDE} pixels`,
  tooManyPixels: `This photo is too large: at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`,
  tooNarrow: "This photo is too long and narrow: crop it first",
  storageFull: "Storage is full: the photo was not saved",
  storageRefused: "Storage refused the photo: it was not saved",
} as const;

/** A stored photo: the URL of its largest file, that file's size, and how long the call took (its wait for a turn included). */
export type ProcessedPhoto = { url: string; width: number; height: number; ms: number };

type PhotoType = "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/avif";
type Encoded = { data: Uint8Array<ArrayBuffer>; width: number; height: number };

const refuse = (status: 413 | 415 | 422 | 503 | 507, message: string) =>
  new ApiFailure(status, message, "photo");
const inTurn = limitConcurrency(PHOTO_JOBS);

/** The widths to write for a photo `width` pixels wide: those of PHOTO_WIDTHS it reaches, or its own when narrower. */
export function widthsFor(width: number): number[] {
  const reached = PHOTO_WIDTHS.filter((w) => w <= width);
  return reached.length > 0 ? reached : [width];
}

/**
 * Checks a photo and stores it upright, without metadata, as WebP at each
 * width it reaches, under `folder`/{shopId}/ (a seller's catalogue photos;
 * a shopper's return photos go through the same pipeline).
 */
export async function processPhoto(
  bytes: Uint8Array,
  storage: Storage,
  shopId: string,
  folder: string = PHOTOS_FOLDER,
): Promise<ProcessedPhoto> {
  const started = performance.now();
  if (!isShopId(shopId)) throw new Error(`Not a shop id: ${shopId}`);
  const type = photoTypeOf(bytes);
  const files = await inTurn(() => encode(bytes, type)); // the slot is free again before the slower saves
  const id = randomBytes(8).toString("hex");
  const saves = files.map((file) =>
    storage.save(`${folder}/${shopId}/${id}-${file.width}.webp`, file.data, "image/webp"),
  );
  const stored = await Promise.all(saves).catch((error: unknown) => {
    throw storageFailure(error) ?? error;
  });
  const largest = files.length - 1;
  const { width, height } = files[largest] as Encoded;
  const { url } = stored[largest] as StoredFile;
  return { url, width, height, ms: Math.round(performance.now() - started) };
}

/** The photo's type by its bytes, or the refusal of an empty, too big or unsupported file. */
function photoTypeOf(bytes: Uint8Array): PhotoType {
  if (bytes.length === 0) throw refuse(422, PHOTO_REFUSED.empty);
  if (bytes.length > MAX_PHOTO_BYTES) throw refuse(413, PHOTO_REFUSED.tooBig);
  const type = sniffImageType(bytes) ?? sniffHeif(bytes);
  if (type === null || type === "image/gif") throw refuse(415, PHOTO_REFUSED.type);
  return type;
}

/** The WebP files of a photo, smallest first; decoded once, upright, at the largest width (JPEG shrinks on load). */
async function encode(bytes: Uint8Array, type: PhotoType): Promise<Encoded[]> {
  // HEIC with HEVC: the prebuilt libvips reads its header but has no decoder for its pixels.
  const unreadable = (): never => {
    throw type === "image/heic" ? refuse(415, PHOTO_REFUSED.heic) : refuse(422, PHOTO_REFUSED.unreadable);
  };
  // The header alone, without the pixel limit, so a huge photo is told its size rather than a decoder error.
  const { autoOrient } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(unreadable);
  const { width, height } = autoOrient;
  if (width * height > MAX_PHOTO_PIXELS) throw refuse(422, PHOTO_REFUSED.tooManyPixels);
  if (Math.min(width, height) < MIN_PHOTO_SIDE) throw refuse(422, PHOTO_REFUSED.tooSmall);
  const widths = widthsFor(width);
  const top = widths.at(-1) ?? width;
  if (Math.round((height * top) / width) > WEBP_MAX_SIDE) throw refuse(422, PHOTO_REFUSED.tooNarrow);

  const base = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .rotate()
    .resize({ width: top })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(unreadable);
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  return Promise.all(
    widths.map(async (w) => {
      // the height from the photo itself, not from the rounded first resize
      const { data, info } = await sharp(base.data, { raw })
        .resize({ width: w, height: Math.round((height * w) / width), fit: "fill" })
        .webp(WEBP)
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    }),
  );
}

/** The answer for a failed save: 507 when storage is full, 503 when it refuses writes, else null (a 500). */
function storageFailure(error: unknown): ApiFailure | null {
  const fault = storageFaultOf(error);
  if (fault === "full") return refuse(507, PHOTO_REFUSED.storageFull);
  if (fault === "refused") return refuse(503, PHOTO_REFUSED.storageRefused);
  return null;
}

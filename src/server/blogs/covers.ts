/**
 * Blog cover images: the upload call stores them as blogs/{timestamp}-{name};
 * the add-blog call accepts as coverImage only an image this platform holds:
 * one its storage stored under blogs/, or a seeded site image under
 * /images/blogs/ on the platform web origin. Never an arbitrary URL.
 */
import path from "node:path";
import { imageTypeOf, safeFileName, type UploadType } from "../../domain/imageFile";
import { resolveInside } from "../files/paths";
import { FileExistsError, type Storage, type StoredFile, storageFaultOf } from "../files/storage";
import { ApiFailure } from "../http/failure";

/** Largest cover image accepted (bytes). */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;

/** Folder of blog covers in the storage (SPEC §9: prefix blogs/). */
export const COVERS_FOLDER = "blogs";

/** Folder of seeded covers on the web server (site path). */
export const SITE_COVERS_PREFIX = "/images/blogs/";

/** Stores a cover as blogs/{timestamp}-{safe name}; the next millisecond's name when that one is taken. */
export async function saveCover(
  storage: Storage,
  clientName: string,
  bytes: Uint8Array<ArrayBuffer>,
  type: UploadType,
  now: () => number = Date.now,
): Promise<StoredFile> {
  const name = safeFileName(clientName, type);
  const start = now();
  for (let t = start; t < start + 20; t++) {
    try {
      return await storage.save(`${COVERS_FOLDER}/${t}-${name}`, bytes, type);
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error;
    }
  }
  throw new Error(`Could not find a free name for ${name}`);
}

/** Messages of a cover the storage did not save; they name the request field, never a path. */
export const COVER_STORAGE_FULL = "Storage is full: the cover was not saved";
export const COVER_STORAGE_REFUSED = "Storage refused the cover: it was not saved";

/** The answer for a failed cover save: 507 when storage is full, 503 when it refuses writes, else null (a 500). */
export function coverSaveFailure(error: unknown): ApiFailure | null {
  const fault = storageFaultOf(error);
  if (fault === "full") return new ApiFailure(507, COVER_STORAGE_FULL, "file");
  if (fault === "refused") return new ApiFailure(503, COVER_STORAGE_REFUSED, "file");
  return null;
}

type CoverContext = {
  storage: Storage;
  siteUrl: string;
  publicDir: string;
  /** A shop whose own uploaded photos (catalog/{shopId}/…) may be the cover too: its owner's blogs. */
  shopId?: string;
};

/** What to store for a submitted coverImage URL (the URL, or a site path), or null when it is not ours. */
export async function acceptCoverImage(value: string, { storage, siteUrl, publicDir, shopId }: CoverContext) {
  const url = URL.parse(value);
  if (!url) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const stored = storage.pathOf(url.href);
  if (stored !== null) {
    const folder =
      stored.startsWith(`${COVERS_FOLDER}/`) || (shopId && stored.startsWith(`catalog/${shopId}/`));
    const ok = folder && imageTypeOf(stored) !== null;
    return ok && (await storage.exists(stored)) ? url.href : null;
  }
  if (url.origin !== new URL(siteUrl).origin || url.search || !url.pathname.startsWith(SITE_COVERS_PREFIX))
    return null;
  if (!imageTypeOf(url.pathname)) return null;
  const inFolder = url.pathname.slice(SITE_COVERS_PREFIX.length);
  return (await resolveInside(path.join(publicDir, SITE_COVERS_PREFIX), inFolder)) ? url.pathname : null;
}

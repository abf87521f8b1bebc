/**
 * File storage for uploaded images. `Storage` is what the upload and blog
 * calls use; its implementations are local-storage.ts (files under
 * UPLOAD_DIR, served by this API at /uploads/…) and firebase-storage.ts
 * (Firebase Storage over its REST API); create-storage.ts picks one (STORAGE).
 */

/** Where a file went: its public URL and its storage path (e.g. blogs/1732330000000-cover.png). */
export type StoredFile = { url: string; path: string };

export interface Storage {
  /** Stores bytes under a new path; rejects with FileExistsError rather than overwrite. */
  save(path: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<StoredFile>;
  /** The public URL of a stored path. */
  url(path: string): string;
  /** The storage path a URL of this storage names, or null when the URL is not one of its files. */
  pathOf(url: string): string | null;
  /** Whether a file is stored at the path. */
  exists(path: string): Promise<boolean>;
}

/** A save that would overwrite an existing file. */
export class FileExistsError extends Error {
  constructor(storagePath: string) {
    super(`File exists: ${storagePath}`);
  }
}

/** URL prefix under which the API serves the local storage's files. */
export const UPLOADS_PREFIX = "/uploads/";

/**
 * What a failed save means for the caller: "full" when the disk or quota is
 * (ENOSPC, EDQUOT), "refused" when the folder cannot be written at all
 * (permissions, a read-only file system, a file or nothing where the folder
 * should be), null for anything else (a bug, a network failure: a 500).
 */
export function storageFaultOf(error: unknown): "full" | "refused" | null {
  const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
  if (code === "ENOSPC" || code === "EDQUOT") return "full";
  if (code && ["EACCES", "EPERM", "EROFS", "ENOTDIR", "ENOENT"].includes(code)) return "refused";
  // mkdir -p over a regular file where the folder should be
  if (code === "EEXIST" && syscall === "mkdir") return "refused";
  return null;
}

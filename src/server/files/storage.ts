/**
 * File storage for uploaded images. `Storage` is what the upload and blog
 * calls use; STORAGE picks the implementation: "local" (default, files under
 * UPLOAD_DIR, served by this API at /uploads/…) or "firebase" (Firebase
 * Storage over its REST API, storage-firebase.ts).
 */
import { constants } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import type { ContentSettings } from "../config/content";
import { createFirebaseStorage } from "./firebase-storage";
import { plainSegments, resolveInside } from "./paths";

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

const encodePath = (storagePath: string) => storagePath.split("/").map(encodeURIComponent).join("/");

/** Local storage: files under `uploadDir`, URLs on `apiUrl` under /uploads/. */
export function createLocalStorage({
  uploadDir,
  apiUrl,
}: Pick<ContentSettings, "uploadDir" | "apiUrl">): Storage {
  const origin = new URL(apiUrl).origin;
  return {
    async save(storagePath, bytes) {
      const segments = plainSegments(storagePath);
      if (!segments) throw new Error(`Not a plain storage path: ${storagePath}`);
      const file = path.join(uploadDir, ...segments);
      await mkdir(path.dirname(file), { recursive: true });
      // O_EXCL: never replace a file; O_NOFOLLOW: never write through a planted symlink.
      const handle = await open(
        file,
        constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
        0o644,
      ).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST" ? new FileExistsError(storagePath) : error;
      });
      try {
        await handle.writeFile(bytes);
      } finally {
        await handle.close();
      }
      return { path: storagePath, url: this.url(storagePath) };
    },
    url: (storagePath) => `${origin}${UPLOADS_PREFIX}${encodePath(storagePath)}`,
    pathOf(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return null;
      }
      if (parsed.origin !== origin || !parsed.pathname.startsWith(UPLOADS_PREFIX) || parsed.search)
        return null;
      const segments = plainSegments(parsed.pathname.slice(UPLOADS_PREFIX.length));
      return segments ? segments.join("/") : null;
    },
    exists: async (storagePath) => (await resolveInside(uploadDir, encodePath(storagePath))) !== null,
  };
}

/** The storage the settings ask for. */
export function createStorage(settings: ContentSettings, fetchImpl: typeof fetch = fetch): Storage {
  if (settings.storage === "firebase" && settings.firebase)
    return createFirebaseStorage(settings.firebase, fetchImpl);
  return createLocalStorage(settings);
}

/** Local storage: uploaded files under UPLOAD_DIR, served by this API at /uploads/… (STORAGE=local, the default). */
import { constants } from "node:fs";
import { mkdir, open } from "node:fs/promises";
import path from "node:path";
import type { ContentSettings } from "../config/content";
import { plainSegments, resolveInside } from "./paths";
import { FileExistsError, type Storage, UPLOADS_PREFIX } from "./storage";

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
      const parsed = URL.parse(url);
      if (!parsed) return null;
      if (parsed.origin !== origin || !parsed.pathname.startsWith(UPLOADS_PREFIX) || parsed.search)
        return null;
      const segments = plainSegments(parsed.pathname.slice(UPLOADS_PREFIX.length));
      return segments ? segments.join("/") : null;
    },
    exists: async (storagePath) => (await resolveInside(uploadDir, encodePath(storagePath))) !== null,
  };
}

/** Local storage: uploaded files under UPLOAD_DIR, served by this API at /uploads/… (STORAGE=local, the default). */
import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { link, mkdir, open, readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { ContentSettings } from "../config/content";
import { plainSegments, resolveInside } from "./paths";
import { FileExistsError, type Storage, UPLOADS_PREFIX } from "./storage";

const encodePath = (storagePath: string) => storagePath.split("/").map(encodeURIComponent).join("/");

/** The name writeComplete below gives its temporary file (6 random bytes in hex); sweepTemporaries finds them by it. */
const TEMPORARY_NAME = /^\..+\.[0-9a-f]{12}\.tmp$/;

/**
 * Writes `file` whole or not at all: the bytes go to a hidden temporary file
 * in the same folder (`.{name}.{random}.tmp`, never served: plainSegments
 * refuses names starting with a dot), are synced, and only then linked to the
 * final name. link() fails with EEXIST rather than replace a file (rename()
 * would overwrite). On any failure the temporary file is removed, so a full
 * or refusing disk leaves neither a partial file at a served path nor garbage.
 */
async function writeComplete(file: string, bytes: Uint8Array): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`,
  );
  // O_EXCL: never reuse a file; O_NOFOLLOW: never write through a planted symlink.
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const handle = await open(temporary, flags, 0o644);
  try {
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => {}); // the write's error is the one to report
      throw error;
    }
    await handle.close(); // some file systems (NFS) report a failed write only here
    await link(temporary, file);
  } finally {
    await unlink(temporary).catch(() => {}); // after link() the final name keeps the data
  }
  await syncFolder(path.dirname(file));
}

/**
 * Deletes the temporary files a crash in the middle of a write left behind
 * (writeComplete removes its own otherwise), when older than `olderThanMs`
 * so that no write under way loses its file. Returns how many it deleted.
 */
export async function sweepTemporaries(
  uploadDir: string,
  olderThanMs = 60 * 60_000,
  now = Date.now(),
): Promise<number> {
  const entries = await readdir(uploadDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  let deleted = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !TEMPORARY_NAME.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file).catch(() => null);
    if (!info || now - info.mtimeMs < olderThanMs) continue;
    deleted += await unlink(file).then(
      () => 1,
      () => 0,
    );
  }
  return deleted;
}

/** Best effort: flush the folder so the new name survives a crash (not possible everywhere). */
async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, constants.O_RDONLY | constants.O_DIRECTORY).catch(() => null);
  if (!handle) return;
  await handle.sync().catch(() => {});
  await handle.close().catch(() => {});
}

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
      await writeComplete(file, bytes).catch((error: NodeJS.ErrnoException) => {
        throw error.code === "EEXIST" ? new FileExistsError(storagePath) : error;
      });
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

/**
 * Replacing built files while they are served (the blog rebuild): a reader,
 * nginx or the web server, gets the old file or the new one, never a half
 * written one. Each file is written whole to a hidden temporary file in the
 * same folder, synced, then renamed over the old name (rename is atomic on
 * one file system; a reader that opened the old file keeps reading it). A
 * precompressed copy beside a file (x.html.br, x.html.gz, written by
 * scripts/prod/precompress.ts for nginx's brotli_static and gzip_static) is
 * written again the same way, so nginx never serves an old copy of a new page.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, rename, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// The thread pool's zlib, not the *Sync calls: a rebuild of many pages must not hold up the server's requests.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes `body` to `file` atomically: a temporary file beside it, synced, then renamed over it. */
export async function writeFileAtomic(file: string, body: string | Uint8Array): Promise<void> {
  const dir = path.dirname(file);
  await mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await open(temp, "wx", 0o644);
    try {
      await handle.writeFile(body);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

// Brotli 9, not the build's 11: on a 1 MB feed 21 ms instead of 2.2 s, for 2 % more bytes.
const COPIES = [
  {
    ext: ".br",
    make: (body: Buffer) =>
      brotliAsync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
  },
  { ext: ".gz", make: (body: Buffer) => gzipAsync(body, { level: 9 }) },
];

/**
 * Publishes one built file: the file itself, then each precompressed copy
 * the build left beside it, each replaced atomically. (A new page has no
 * copies: nginx compresses it on the fly until the next precompress.)
 */
export async function publishFile(file: string, body: string): Promise<void> {
  const bytes = Buffer.from(body);
  const copies = COPIES.filter((c) => existsSync(file + c.ext));
  const made = await Promise.all(copies.map((c) => c.make(bytes)));
  await writeFileAtomic(file, bytes);
  for (const [i, copy] of copies.entries()) await writeFileAtomic(file + copy.ext, made[i] as Buffer);
}

/** Removes a built page (x/index.html and its copies), and its folder when that is left empty. */
export async function removePage(file: string): Promise<void> {
  for (const name of [file, ...COPIES.map((c) => file + c.ext)]) await rm(name, { force: true });
  await rmdir(path.dirname(file)).catch(() => undefined);
}

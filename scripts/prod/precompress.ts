/**
 * Brotli (quality 11) and gzip (level 9) copies beside every compressible
 * built file of 1 KB or more (x.js → x.js.br, x.js.gz), for nginx's
 * brotli_static and gzip_static: the best compression, paid once at build
 * time instead of on every request. Skips copies that are newer than their file.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/** Writes the copies; returns how many files got them. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size, mtimeMs } = statSync(file);
    if (size < MIN_BYTES) continue;
    const fresh = (copy: string) => {
      try {
        return statSync(copy).mtimeMs >= mtimeMs;
      } catch {
        return false;
      }
    };
    if (fresh(`${file}.br`) && fresh(`${file}.gz`)) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * Reading files by a URL path without leaving a folder: every segment must
 * be a plain name (not empty, not starting with a dot, no backslash or NUL),
 * the joined path must stay inside the folder, and so must its real path (no
 * symlink escape). Names starting with a dot are hidden: "." and "..", and
 * the local storage's temporary files, are never read or served.
 */
import { realpath, stat } from "node:fs/promises";
import path from "node:path";

/** URL path segments (percent-decoded), or null when one is not a plain file or folder name (hidden ones are not). */
export function plainSegments(urlPath: string): string[] | null {
  const segments: string[] = [];
  for (const raw of urlPath.split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (!segment || segment.startsWith(".") || /[\\/\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

/**
 * The real path of a regular file at `urlPath` (relative, "/"-separated,
 * percent-encoded) inside `root`; null when it is missing, not a file, or
 * would leave root.
 */
export async function resolveInside(root: string, urlPath: string): Promise<string | null> {
  const segments = plainSegments(urlPath);
  if (!segments) return null;
  const base = path.resolve(root);
  const joined = path.join(base, ...segments);
  if (!joined.startsWith(base + path.sep)) return null;
  try {
    const [realBase, real] = await Promise.all([realpath(base), realpath(joined)]);
    if (!real.startsWith(realBase + path.sep)) return null;
    return (await stat(real)).isFile() ? real : null;
  } catch {
    return null; // missing (ENOENT), unreadable, or a broken link
  }
}

/**
 * Image files the platform accepts and serves: the type is read from the
 * file's first bytes (never from its name or the client's Content-Type), and
 * stored names are plain ASCII with the extension of the real type.
 */

/** Raster image types accepted for upload. SVG is not: it can carry scripts. */
export const UPLOAD_TYPES = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

/** Content types of the image files the API serves or hands out as downloads, by extension. */
export const IMAGE_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
  svg: "image/svg+xml",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

/** The image type a file's magic bytes say, or null when it is none of UPLOAD_TYPES. */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  return null;
}

/**
 * A client's file name made safe to store: ASCII letters, digits, dots,
 * hyphens and underscores only, at most 80 characters, ending in the
 * extension of the type the bytes really are ("My Photo (1).JPG" → "My-Photo-1.jpg").
 */
export function safeFileName(name: string, type: UploadType): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\.[^.]*$/, "") // the client's extension, whatever it claimed
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 70)
    .replace(/[.-]+$/, "");
  return `${base || "image"}.${UPLOAD_TYPES[type]}`;
}

/** The content type for a file name's extension, or null when it is not an image the API hands out. */
export function imageTypeOf(fileName: string): string | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? "";
  return IMAGE_TYPES_BY_EXTENSION[ext] ?? null;
}

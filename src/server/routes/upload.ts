/**
 * POST /api/blog/upload (passcode): a cover image as multipart field `file`,
 * checked by its magic bytes (JPEG, PNG, WebP, GIF; never SVG) and size
 * (≤ 2 MB, else 413), stored as blogs/{timestamp}-{name}.
 * GET /uploads/{path}: the local storage's files, served back as images.
 */
import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import type { UploadResponse } from "../../contract/blog";
import type { ApiError } from "../../contract/common";
import { imageTypeOf, sniffImageType } from "../../domain/imageFile";
import type { Content } from "../content";
import type { AppEnv } from "../context";
import { MAX_COVER_BYTES, saveCover } from "../covers";
import { resolveInside } from "../files";
import { UPLOADS_PREFIX } from "../storage";

const fileError = (error: string) => ({ error: `Invalid file: ${error}`, field: "file" }) satisfies ApiError;

/** Headers for serving an image we hold: its own type, never sniffed, never run as a page. */
export function imageHeaders(contentType: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}

/** The upload sub-app; mount at /api/blog/upload. */
export function uploadRoutes({ gate, storage }: Content) {
  return new Hono<AppEnv>().post("/", gate.require, async (c) => {
    if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) {
      return c.json<ApiError>({ error: "Content-Type must be multipart/form-data", field: "body" }, 415);
    }
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return c.json<ApiError>({ error: "Invalid body: not a multipart form", field: "body" }, 400);
    const file = form.file;
    if (!(file instanceof File)) return c.json<ApiError>(fileError("is required"), 400);
    if (file.size > MAX_COVER_BYTES) return c.json<ApiError>(fileError("must be at most 2 MB"), 413);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) return c.json<ApiError>(fileError("must be a JPEG, PNG, WebP or GIF image"), 415);
    const response = await saveCover(storage, file.name, bytes, type);
    return c.json<UploadResponse>({ response }, 201);
  });
}

/** The local storage's files; mount at /uploads. Names are unique and never rewritten, so they cache for a year. */
export function uploadedFileRoutes({ settings }: Content) {
  return new Hono<AppEnv>().get("/*", async (c) => {
    const relative = new URL(c.req.url).pathname.slice(UPLOADS_PREFIX.length);
    const type = imageTypeOf(relative);
    const file = type && (await resolveInside(settings.uploadDir, relative));
    if (!type || !file) return c.json<ApiError>({ error: "Not found" }, 404);
    return c.body(await readFile(file), 200, {
      ...imageHeaders(type),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
}

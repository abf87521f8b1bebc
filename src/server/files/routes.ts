/**
 * GET /shop/download-img?url=…: an image of the platform's own shops as a
 * download (SPEC §7: the UPI QR code). Only URLs on the platform web origin
 * under /images/shops/ or /images/products/, or on this API under /uploads/,
 * each read from its own folder on disk. Nothing is ever fetched over the
 * network, so this is no proxy.
 * GET /uploads/{path}: the local storage's files, served back as images.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Context, Hono } from "hono";
import * as v from "valibot";
import type { ApiError } from "../../contract/common";
import { DownloadImgQuery } from "../../contract/download";
import { imageTypeOf } from "../../domain/imageFile";
import type { ContentSettings } from "../config/content";
import type { AppEnv } from "../http/context";
import { describeCall } from "../http/openapi";
import { toApiError } from "../http/validate";
import { resolveInside } from "./paths";
import { UPLOADS_PREFIX } from "./storage";

/** Headers for serving an image we hold: its own type, never sniffed, never run as a page. */
function imageHeaders(contentType: string): Record<string, string> {
  return {
    "Content-Type": contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
}

/** Site folders whose images may be downloaded (under the web server's public/). */
const SITE_FOLDERS = ["/images/shops/", "/images/products/"];

/** The folder and relative path a URL's file lives at, or null when the URL is not one of ours. */
export function locateImage(url: URL, siteUrl: string, settings: ContentSettings) {
  if (url.origin === new URL(siteUrl).origin) {
    const folder = SITE_FOLDERS.find((prefix) => url.pathname.startsWith(prefix));
    if (folder)
      return { root: path.join(settings.publicDir, folder), relative: url.pathname.slice(folder.length) };
  }
  if (url.origin === new URL(settings.apiUrl).origin && url.pathname.startsWith(UPLOADS_PREFIX)) {
    return { root: settings.uploadDir, relative: url.pathname.slice(UPLOADS_PREFIX.length) };
  }
  return null;
}

/** A Content-Disposition for a file name: ASCII fallback plus the UTF-8 name. */
function attachment(name: string): string {
  const fallback = name.replace(/[^\w.-]+/g, "_") || "image";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The download sub-app; mount at /shop/download-img. */
export function downloadRoutes(settings: ContentSettings) {
  const described = describeCall({
    summary: "A shop image (the UPI QR code) as a download",
    answer: "image",
    query: { url: "Absolute URL of an image of the platform's shops or of this API's uploads" },
    errors: [400, 404],
  });
  return new Hono<AppEnv>().get("/", described, async (c) => {
    const parsed = v.safeParse(DownloadImgQuery, { url: c.req.query("url") });
    if (!parsed.success) return c.json(toApiError(parsed), 400);
    const url = new URL(parsed.output.url);
    const place = locateImage(url, c.var.config.siteUrl, settings);
    if (!place) {
      return c.json<ApiError>(
        { error: "Invalid url: must be an image of this platform's shops", field: "url" },
        400,
      );
    }
    const type = imageTypeOf(place.relative);
    if (!type) return c.json<ApiError>({ error: "Invalid url: must be an image file", field: "url" }, 400);
    const file = await resolveInside(place.root, place.relative);
    if (!file) return c.json<ApiError>({ error: "Image not found", field: "url" }, 404);
    return c.body(await readFile(file), 200, {
      ...imageHeaders(type),
      "Content-Disposition": attachment(path.basename(file)),
      "Cache-Control": "public, max-age=3600",
    });
  });
}

/**
 * The local storage's files; mount at /uploads. Names are unique and never
 * rewritten, so they cache for a year. Covers are blogs/{file}, the documented
 * route; any other path inside the upload folder is served the same way.
 */
export function uploadedFileRoutes(settings: ContentSettings) {
  const serve = async (c: Context<AppEnv>) => {
    const relative = new URL(c.req.url).pathname.slice(UPLOADS_PREFIX.length);
    const type = imageTypeOf(relative);
    const file = type && (await resolveInside(settings.uploadDir, relative));
    if (!type || !file) return c.json<ApiError>({ error: "Not found" }, 404);
    return c.body(await readFile(file), 200, {
      ...imageHeaders(type),
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  };
  const described = describeCall({
    summary: "An uploaded cover image (local storage)",
    answer: "image",
    errors: [404],
  });
  return new Hono<AppEnv>().get("/blogs/:file", described, serve).get("/*", serve);
}

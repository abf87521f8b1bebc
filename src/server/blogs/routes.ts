/**
 * Blog calls under /api/blog (SPEC §7). Route order matters: the fixed paths
 * (/titlesandimages, /slug/{slug}) are registered before /{shopId}, so a
 * shop can never shadow them. Writes need the passcode (gate.ts).
 * POST /upload (passcode): a cover image as multipart field `file`, checked
 * by its magic bytes (JPEG, PNG, WebP, GIF; never SVG) and size (≤ 2 MB,
 * else 413), stored as blogs/{timestamp}-{name}; 507 when the storage is
 * full, 503 when it refuses the write (nothing is stored either way).
 */

import { Hono } from "hono";
import * as v from "valibot";
import {
  AddBlogRequest,
  AddBlogResponse,
  BlogEventsQuery,
  BlogEventsResponse,
  BlogListResponse,
  BlogPageQuery,
  BlogPageResponse,
  BlogResponse,
  PasscodeCheckRequest,
  PasscodeCheckResponse,
  UploadResponse,
} from "../../contract/blog";
import { type ApiError, ShopId } from "../../contract/common";
import { sniffImageType } from "../../domain/imageFile";
import { unsafeTextReason } from "../../domain/text";
import { clientKey, limitedWhenAccepted } from "../auth/request-limits";
import type { AppEnv } from "../http/context";
import { errorFields } from "../http/log";
import { describeCall, PASSCODE_CALL } from "../http/openapi";
import { fieldError, toApiError, validateJson } from "../http/validate";
import { getShop } from "../shops/queries";
import type { Content } from "./content";
import { acceptCoverImage, coverSaveFailure, MAX_COVER_BYTES, saveCover } from "./covers";
import {
  blogEventsAfter,
  getBlogBySlug,
  insertBlog,
  lastBlogEvent,
  listBlogPage,
  listBlogSummaries,
} from "./queries";

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

const fileError = (error: string) => ({ error: `Invalid file: ${error}`, field: "file" }) satisfies ApiError;

/** The blog sub-app; mount at /api/blog. */
export function blogRoutes({ gate, storage, settings, log }: Content) {
  return new Hono<AppEnv>()
    .post(
      "/addblog",
      describeCall({ summary: "Add a blog", answer: AddBlogResponse, status: 201, ...PASSCODE_CALL }),
      gate.require,
      validateJson(AddBlogRequest),
      async (c) => {
        const { tags, coverImage, shopId, ...text } = c.req.valid("json");
        const { db, config } = c.var;
        if (shopId && !(await getShop(db, shopId))) {
          return c.json<ApiError>({ error: "Invalid shopId: no such shop", field: "shopId" }, 400);
        }
        const cover = await acceptCoverImage(coverImage, {
          storage,
          siteUrl: config.siteUrl,
          publicDir: settings.publicDir,
        });
        if (!cover) {
          const error = "Invalid coverImage: must be an image uploaded with POST /api/blog/upload";
          return c.json<ApiError>({ error, field: "coverImage" }, 400);
        }
        const { blog, eventId } = await insertBlog(
          db,
          { ...text, keywords: tags, coverImage: cover, shopId: shopId || undefined },
          config.siteUrl,
        );
        return c.json<Out<typeof AddBlogResponse>>({ response: blog, eventId }, 201);
      },
    )
    .post(
      "/upload",
      describeCall({
        summary: "Upload a cover: field file, JPEG/PNG/WebP/GIF, ≤ 2 MB",
        answer: UploadResponse,
        status: 201,
        multipartFile: "file",
        ...PASSCODE_CALL,
        errors: [...PASSCODE_CALL.errors, 507],
      }),
      gate.require,
      // Nobody is signed in here: the network's count, of accepted covers only.
      limitedWhenAccepted((c) => [
        { name: "uploadsPerClient", what: "uploads from this network", keys: [clientKey(c)] },
      ]),
      async (c) => {
        if (!/^multipart\/form-data\s*;/i.test(c.req.header("content-type") ?? "")) {
          return c.json<ApiError>({ error: "Content-Type must be multipart/form-data", field: "body" }, 415);
        }
        const form = await c.req.parseBody().catch(() => null);
        if (!form)
          return c.json<ApiError>({ error: "Invalid body: not a multipart form", field: "body" }, 400);
        const file = form.file;
        if (!(file instanceof File)) return c.json<ApiError>(fileError("is required"), 400);
        if (file.size > MAX_COVER_BYTES) return c.json<ApiError>(fileError("must be at most 2 MB"), 413);
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = sniffImageType(bytes);
        if (!type) return c.json<ApiError>(fileError("must be a JPEG, PNG, WebP or GIF image"), 415);
        const response = await saveCover(storage, file.name, bytes, type).catch((error: unknown) => {
          const failure = coverSaveFailure(error);
          if (!failure) throw error; // app.onError logs it and answers 500
          const { code } = error as NodeJS.ErrnoException;
          log.error("cover not saved", { requestId: c.var.requestId, code, ...errorFields(error) });
          throw failure;
        });
        return c.json<UploadResponse>({ response }, 201);
      },
    )
    .post(
      "/passcode/check",
      describeCall({
        summary: "Check the add-blog passcode",
        answer: PasscodeCheckResponse,
        errors: PASSCODE_CALL.errors,
      }),
      validateJson(PasscodeCheckRequest),
      async (c) => {
        const refused = await gate.check(c, c.req.valid("json").passcode);
        return refused ?? c.json<Out<typeof PasscodeCheckResponse>>({ response: true });
      },
    )
    .get(
      "/titlesandimages",
      describeCall({ summary: "Every blog, newest first", answer: BlogListResponse }),
      async (c) => {
        const response = await listBlogSummaries(c.var.db, c.var.config.siteUrl);
        return c.json<BlogListResponse>({ response });
      },
    )
    .get(
      "/slug/:slug",
      describeCall({ summary: "One blog", answer: BlogResponse, errors: [400, 404] }),
      async (c) => {
        const slug = c.req.param("slug");
        const unsafe = unsafeTextReason(slug);
        if (unsafe) return c.json(fieldError("slug", unsafe), 400);
        const blog = await getBlogBySlug(c.var.db, slug, c.var.config.siteUrl);
        if (!blog) return c.json<ApiError>({ error: "Blog not found", field: "slug" }, 404);
        return c.json<BlogResponse>({ response: blog });
      },
    )
    .get(
      "/:shopId",
      describeCall({ summary: "A shop's blogs, newest first", answer: BlogListResponse, errors: [400, 404] }),
      async (c) => {
        const { db, config } = c.var;
        const parsed = v.safeParse(ShopId, c.req.param("shopId"));
        if (!parsed.success) {
          const error = `Invalid shopId: ${parsed.issues[0].message}`;
          return c.json<ApiError>({ error, field: "shopId" }, 400);
        }
        if (!(await getShop(db, parsed.output))) {
          return c.json<ApiError>({ error: "Shop not found", field: "shopId" }, 404);
        }
        const response = await listBlogSummaries(db, config.siteUrl, parsed.output);
        return c.json<BlogListResponse>({ response });
      },
    );
}

/**
 * GET /api/blogs (designed here; mount at /api/blogs): every blog in full,
 * in pages of `limit` (1–500, default 100) after `cursor`, for builds and
 * feeds that need them all in a few calls rather than one per blog.
 */
export function blogPageRoutes() {
  return new Hono<AppEnv>()
    .get(
      "/",
      describeCall({
        summary: "Every blog in full, a page at a time",
        answer: BlogPageResponse,
        query: {
          limit: "Blogs per page, 1 to 500 (default 100)",
          cursor: "The `next` of the previous page; absent for the first",
        },
        errors: [400],
      }),
      async (c) => {
        const parsed = v.safeParse(BlogPageQuery, {
          limit: c.req.query("limit"),
          cursor: c.req.query("cursor"),
        });
        if (!parsed.success) return c.json(toApiError(parsed), 400);
        const { blogs, next } = await listBlogPage(c.var.db, c.var.config.siteUrl, parsed.output);
        return c.json<BlogPageResponse>({ response: blogs, next });
      },
    )
    .get(
      "/events",
      describeCall({
        summary:
          "The blog changes after an event id, oldest first (the web server rebuilds the blog pages from them)",
        answer: BlogEventsResponse,
        query: { after: "The last event id already seen (0 for all)" },
        errors: [400],
      }),
      async (c) => {
        const parsed = v.safeParse(BlogEventsQuery, { after: c.req.query("after") });
        if (!parsed.success) return c.json(toApiError(parsed), 400);
        const [rows, last] = await Promise.all([
          blogEventsAfter(c.var.db, parsed.output.after, BLOG_EVENTS_PAGE),
          lastBlogEvent(c.var.db),
        ]);
        const events = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
        return c.json<BlogEventsResponse>({ events, last });
      },
    );
}

/** Blog changes per answer of GET /api/blogs/events. */
const BLOG_EVENTS_PAGE = 500;

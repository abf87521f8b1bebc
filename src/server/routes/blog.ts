/**
 * Blog calls under /api/blog (SPEC §7). Route order matters: the fixed paths
 * (/titlesandimages, /slug/{slug}) are registered before /{shopId}, so a
 * shop can never shadow them. Writes need the passcode (blog-gate.ts).
 */
import { Hono } from "hono";
import * as v from "valibot";
import {
  AddBlogRequest,
  type AddBlogResponse,
  type BlogListResponse,
  type BlogResponse,
  PasscodeCheckRequest,
  type PasscodeCheckResponse,
} from "../../contract/blog";
import { type ApiError, ShopId } from "../../contract/common";
import { getBlogBySlug, insertBlog, listBlogSummaries } from "../blogs";
import type { Content } from "../content";
import type { AppEnv } from "../context";
import { acceptCoverImage } from "../covers";
import { getShop } from "../shops";
import { validateJson } from "../validate";

type Out<T extends v.GenericSchema> = v.InferOutput<T>;

/** The blog sub-app; mount at /api/blog. */
export function blogRoutes({ gate, storage, settings }: Content) {
  return new Hono<AppEnv>()
    .post("/addblog", gate.require, validateJson(AddBlogRequest), async (c) => {
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
      const blog = await insertBlog(
        db,
        { ...text, keywords: tags, coverImage: cover, shopId: shopId || undefined },
        config.siteUrl,
      );
      return c.json<Out<typeof AddBlogResponse>>({ response: blog }, 201);
    })
    .post("/passcode/check", validateJson(PasscodeCheckRequest), async (c) => {
      const refused = await gate.check(c, c.req.valid("json").passcode);
      return refused ?? c.json<Out<typeof PasscodeCheckResponse>>({ response: true });
    })
    .get("/titlesandimages", async (c) => {
      const response = await listBlogSummaries(c.var.db, c.var.config.siteUrl);
      return c.json<BlogListResponse>({ response });
    })
    .get("/slug/:slug", async (c) => {
      const blog = await getBlogBySlug(c.var.db, c.req.param("slug"), c.var.config.siteUrl);
      if (!blog) return c.json<ApiError>({ error: "Blog not found", field: "slug" }, 404);
      return c.json<BlogResponse>({ response: blog });
    })
    .get("/:shopId", async (c) => {
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
    });
}

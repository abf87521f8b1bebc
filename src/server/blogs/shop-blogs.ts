/**
 * A shop's blogs by its owner, from the seller console (no passcode: the
 * owner is signed in), under /api/seller/shops/{shopId}/blogs:
 * POST (publish), PUT /{slug} (edit; the slug stays), DELETE /{slug}.
 * Each change appends a blog event in its transaction (the web server
 * rebuilds the blog pages from them) and an audit entry; the answer carries
 * the event's id, so the editor can tell when the blog list shows it.
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { ShopBlogRequest, ShopBlogResponse } from "../../contract/blog";
import type { Db } from "../db/connection";
import { blogs } from "../db/schema/content";
import { ApiFailure } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { audit } from "../staff/audit";
import { requireRole, SELLER_CALL, type StaffEnv } from "../staff/guard";
import type { Content } from "./content";
import { acceptCoverImage } from "./covers";
import { blogEvent, insertBlog, toBlog } from "./queries";

const NOT_FOUND = "This shop has no blog with that address";

async function ownBlog(tx: Db, shopId: string, slug: string) {
  const [row] = await tx
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, slug), eq(blogs.shopId, shopId)))
    .for("update");
  if (!row) throw new ApiFailure(404, NOT_FOUND, "slug");
  return row;
}

/** The owner's blog calls; mount at /api/seller. */
export function shopBlogRoutes({ storage, settings }: Content) {
  const cover = async (value: string, siteUrl: string, shopId: string) => {
    const kept = await acceptCoverImage(value, { storage, siteUrl, publicDir: settings.publicDir, shopId });
    if (!kept)
      throw new ApiFailure(400, "Upload the cover here: it must be a photo of this shop", "coverImage");
    return kept;
  };
  const WRITE = { ...SELLER_CALL, errors: [401, 403, 404] };
  return new Hono<StaffEnv>()
    .post(
      "/shops/:shopId/blogs",
      describeCall({
        summary: "The owner publishes a blog of the shop",
        answer: ShopBlogResponse,
        status: 201,
        ...WRITE,
      }),
      requireRole("owner"),
      validateJson(ShopBlogRequest),
      async (c) => {
        const { staff, config, db } = c.var;
        const { tags, coverImage, ...text } = c.req.valid("json");
        const coverKept = await cover(coverImage, config.siteUrl, staff.shopId);
        const made = await insertBlog(
          db,
          { ...text, keywords: tags, coverImage: coverKept, shopId: staff.shopId },
          config.siteUrl,
          (tx, slug) =>
            audit(tx, { actor: staff.email, action: "blog.publish", scope: staff.scope, target: slug }),
        );
        return c.json<ShopBlogResponse>(made, 201);
      },
    )
    .put(
      "/shops/:shopId/blogs/:slug",
      describeCall({
        summary: "The owner edits a blog of the shop (its address stays)",
        answer: ShopBlogResponse,
        ...WRITE,
      }),
      requireRole("owner"),
      validateJson(ShopBlogRequest),
      async (c) => {
        const { staff, config, db } = c.var;
        const { tags, coverImage, ...text } = c.req.valid("json");
        const slug = c.req.param("slug") ?? "";
        const answer = await db.transaction(async (tx) => {
          const before = await ownBlog(tx, staff.shopId, slug);
          const coverKept =
            coverImage === before.coverImage || coverImage === toBlog(before, config.siteUrl).coverImage
              ? before.coverImage
              : await cover(coverImage, config.siteUrl, staff.shopId);
          const [row] = await tx
            .update(blogs)
            .set({ ...text, keywords: tags, coverImage: coverKept, updatedAt: new Date() })
            .where(eq(blogs.id, before.id))
            .returning();
          if (!row) throw new ApiFailure(404, NOT_FOUND, "slug");
          const eventId = await blogEvent(tx, slug, staff.shopId, "update");
          await audit(tx, {
            actor: staff.email,
            action: "blog.update",
            scope: staff.scope,
            target: slug,
            before: { title: before.title, description: before.description },
            after: { title: row.title, description: row.description },
          });
          return { blog: toBlog(row, config.siteUrl), eventId };
        });
        return c.json<ShopBlogResponse>(answer);
      },
    )
    .delete(
      "/shops/:shopId/blogs/:slug",
      describeCall({ summary: "The owner removes a blog of the shop", answer: ShopBlogResponse, ...WRITE }),
      requireRole("owner"),
      async (c) => {
        const { staff, db } = c.var;
        const slug = c.req.param("slug") ?? "";
        const eventId = await db.transaction(async (tx) => {
          const before = await ownBlog(tx, staff.shopId, slug);
          await tx.delete(blogs).where(eq(blogs.id, before.id));
          await audit(tx, {
            actor: staff.email,
            action: "blog.remove",
            scope: staff.scope,
            target: slug,
            before: { title: before.title },
          });
          return blogEvent(tx, slug, staff.shopId, "remove");
        });
        return c.json<ShopBlogResponse>({ blog: null, eventId });
      },
    );
}

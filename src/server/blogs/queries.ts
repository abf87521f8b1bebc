/** Blog data functions: each takes the db first, returns plain contract data, knows nothing of HTTP. */
import { asc, desc, eq, gt, isNull, like, max, or } from "drizzle-orm";
import type { Blog, BlogSummary } from "../../contract/blog";
import { slugify, uniqueSlug } from "../../domain/slug";
import type { Db } from "../db/connection";
import { type BlogRow, blogEvents, blogs, type NewBlogRow } from "../db/schema/content";
import { absoluteUrl } from "../shops/queries";

/** What the add-blog call stores (already validated; coverImage as it should be kept). */
export type BlogInput = Pick<NewBlogRow, "title" | "description" | "content" | "keywords" | "coverImage"> & {
  shopId?: string | undefined;
};

const newestFirst = [desc(blogs.createdAt), desc(blogs.id)];

/** A blog row as the contract's Blog; site-path covers become absolute on the web origin. */
export function toBlog(row: BlogRow, siteUrl: string): Blog {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    keywords: row.keywords,
    coverImage: absoluteUrl(row.coverImage, siteUrl),
    ...(row.shopId ? { shopId: row.shopId } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Blog list entries, newest first: every blog, or one shop's (`shopId`), or the platform's own (`null`). */
export async function listBlogSummaries(
  db: Db,
  siteUrl: string,
  shopId?: string | null,
): Promise<BlogSummary[]> {
  const where =
    shopId === undefined ? undefined : shopId === null ? isNull(blogs.shopId) : eq(blogs.shopId, shopId);
  const rows = await db
    .select({
      slug: blogs.slug,
      title: blogs.title,
      coverImage: blogs.coverImage,
      shopId: blogs.shopId,
      createdAt: blogs.createdAt,
    })
    .from(blogs)
    .where(where)
    .orderBy(...newestFirst);
  return rows.map((r) => ({
    slug: r.slug,
    title: r.title,
    coverImage: absoluteUrl(r.coverImage, siteUrl),
    ...(r.shopId ? { shopId: r.shopId } : {}),
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * Every blog in full, one page at a time in storage order (the build's read):
 * up to `limit` blogs after the cursor, and the cursor of the next page (null
 * at the end). The cursor is the last row's id, opaque to callers.
 */
export async function listBlogPage(
  db: Db,
  siteUrl: string,
  { limit, cursor }: { limit: number; cursor?: string | undefined },
): Promise<{ blogs: Blog[]; next: string | null }> {
  const rows = await db
    .select()
    .from(blogs)
    .where(cursor ? gt(blogs.id, Number(cursor)) : undefined)
    .orderBy(asc(blogs.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    blogs: page.map((row) => toBlog(row, siteUrl)),
    next: rows.length > limit && last ? String(last.id) : null,
  };
}

/** One blog by slug, or null. */
export async function getBlogBySlug(db: Db, slug: string, siteUrl: string): Promise<Blog | null> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug)).limit(1);
  return row ? toBlog(row, siteUrl) : null;
}

/** The slugs already taken by `base` and its -N variants. */
async function takenSlugs(db: Db, base: string): Promise<string[]> {
  // base is [a-z0-9-] only (slugify), so it holds no LIKE wildcards.
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
  return rows.map((r) => r.slug);
}

/**
 * Stores a new blog under a free slug made from its title (title, title-2, …).
 * Two writers racing for one slug: the loser's insert does nothing and it picks again.
 */
export async function insertBlog(
  db: Db,
  input: BlogInput,
  siteUrl: string,
  /** Runs in the insert's transaction (the owner's audit entry). */
  also?: (tx: Db, slug: string) => Promise<void>,
): Promise<{ blog: Blog; eventId: number }> {
  const base = slugify(input.title);
  for (let attempt = 0; attempt < 10; attempt++) {
    const slug = uniqueSlug(base, await takenSlugs(db, base));
    const made = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(blogs)
        .values({ ...input, shopId: input.shopId ?? null, slug })
        .onConflictDoNothing({ target: blogs.slug })
        .returning();
      if (!row) return null;
      await also?.(tx, row.slug);
      return { row, eventId: await blogEvent(tx, row.slug, row.shopId, "publish") };
    });
    if (made) return { blog: toBlog(made.row, siteUrl), eventId: made.eventId };
  }
  throw new Error(`Could not find a free slug for "${base}"`);
}

/** Appends a blog change for the web server to rebuild from; returns its id. */
export async function blogEvent(
  db: Db,
  slug: string,
  shopId: string | null,
  kind: "publish" | "update" | "remove",
) {
  const [row] = await db.insert(blogEvents).values({ slug, shopId, kind }).returning({ id: blogEvents.id });
  if (!row) throw new Error("inserting a blog event returned no row");
  return row.id;
}

/** The blog changes after event `after`, oldest first (at most `limit`). */
export function blogEventsAfter(db: Db, after: number, limit: number) {
  return db
    .select()
    .from(blogEvents)
    .where(gt(blogEvents.id, after))
    .orderBy(asc(blogEvents.id))
    .limit(limit);
}

/** The newest blog change's id (0 before any). */
export async function lastBlogEvent(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(blogEvents.id) }).from(blogEvents);
  return row?.id ?? 0;
}

/** Inserts blogs whose slug is not taken yet (seeding); returns the slugs inserted. */
export async function insertBlogsIfMissing(db: Db, rows: NewBlogRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(blogs)
    .values(rows)
    .onConflictDoNothing({ target: blogs.slug })
    .returning({ slug: blogs.slug });
  return inserted.map((r) => r.slug);
}

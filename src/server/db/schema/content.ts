/**
 * Content tables: blogs and visit counters (re-exported by schema.ts, so
 * drizzle-kit and db.ts see them). Blog cover images hold either a site path
 * ("/images/blogs/…", seeded; made absolute on the platform web origin when
 * read) or the absolute URL the upload call returned.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { shops } from "./shops";

/** One blog article; platform articles have no shopId. */
export const blogs = pgTable(
  "blogs",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /** Paragraphs, in order. */
    content: jsonb("content").$type<string[]>().notNull(),
    /** The tags the author gave; SPEC §3 reads them back as keywords. */
    keywords: jsonb("keywords").$type<string[]>().notNull(),
    coverImage: text("cover_image").notNull(),
    shopId: text("shop_id").references(() => shops.shopId, { onDelete: "cascade", onUpdate: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its owner last edited it (null: never). */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    check("blogs_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("blogs_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("blogs_shop_id_created_at_idx").on(t.shopId, t.createdAt.desc(), t.id.desc()),
  ],
);

export type BlogRow = typeof blogs.$inferSelect;

/**
 * Every change of a blog, in order: published, edited, removed. The web
 * server follows this list (GET /api/blogs/events) and rebuilds just the blog
 * pages a change touches; an event's id tells the editor when it is live.
 */
export const blogEvents = pgTable(
  "blog_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    shopId: text("shop_id"),
    kind: text("kind").$type<"publish" | "update" | "remove">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("blog_events_kind_valid", sql`${t.kind} in ('publish', 'update', 'remove')`)],
);
export type NewBlogRow = typeof blogs.$inferInsert;

/** Named visit counters (GET /counter/{name}); a row appears on its first visit. */
export const counters = pgTable(
  "counters",
  {
    name: text("name").primaryKey(),
    value: bigint("value", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("counters_value_nonnegative", sql`${t.value} >= 0`)],
);

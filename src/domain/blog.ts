/**
 * Blog rules (SPEC §2 blog list, detail and add-blog, §5, §9): the card's
 * bullet line, the creation date, tag splitting, share links, the page's
 * meta tags and JSON-LD, and which cover URLs a page may show. Pure: the
 * platform pages (build time and on demand), the shop's screens and the
 * add-blog editor all call these.
 */

import { INDIA_TIME_ZONE } from "./delivery";
import { DEVANAGARI } from "./slug";
import { scriptSafeJson } from "./text";

/** A blog as a page needs it (the contract's Blog without importing it: the domain floor stands alone). */
interface BlogLike {
  slug: string;
  title: string;
  description: string;
  keywords: readonly string[];
  coverImage: string;
  shopId?: string | undefined;
  createdAt: string;
}

/** The blog page's failure (SPEC §2, §8), shown in red and logged. */
export const BLOG_ERROR = "Error fetching blog data.";

/** A blog page's title (SPEC §2): '{title} - {platform}'. */
export function blogPageTitle(title: string, platformName: string): string {
  return `${title} - ${platformName}`;
}

/** The list card's bullet line (SPEC §2): the platform name, then the shop id, or the platform name again. */
export function cardByline(shopId: string | undefined, platformName: string): [string, string] {
  return [platformName, shopId || platformName];
}

const indiaDate = new Intl.DateTimeFormat("en-IN", { timeZone: INDIA_TIME_ZONE });

/** A creation instant as an Indian reader writes the date, e.g. "2026-11-23T20:00:00Z" → "24/11/2026" ("" when it is no time). */
export function formatBlogDate(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? "" : indiaDate.format(at);
}

/** The add-blog form's tags (SPEC §5): split on commas, trimmed, empty pieces dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/** The article's address on the platform (the one copy search engines index). */
export function blogUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/blog/${encodeURIComponent(slug)}`;
}

interface ShareLink {
  network: "Facebook" | "Twitter" | "LinkedIn";
  href: string;
}

/** The share bar's links (SPEC §2): each opens the network's share page for `url`. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "Twitter",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** Where a platform may keep blog covers: its web origin's seeded images and its storage's blogs/ folder. */
interface CoverOrigins {
  /** The platform's web origin (seeded covers under /images/blogs/). */
  siteUrl: string;
  /** URL prefixes of the storage's blogs/ folder (the API's local storage, a Firebase bucket). */
  storagePrefixes: readonly string[];
}

/** Where covers may come from, given the platform's settings: its site, its API's uploads, its Firebase bucket if any. */
export function coverOriginsFor(settings: {
  siteUrl: string;
  apiUrl: string;
  storageBucket: string;
}): CoverOrigins {
  const api = URL.parse(settings.apiUrl);
  const bucket = settings.storageBucket;
  return {
    siteUrl: settings.siteUrl,
    storagePrefixes: [
      ...(api ? [`${api.origin}/uploads/blogs/`] : []),
      ...(bucket
        ? [`https://firebasestorage.googleapis.com/v0/b/${encodeURIComponent(bucket)}/o/blogs%2F`]
        : []),
    ],
  };
}

/** Whether a text is written in Devanagari (Hindi): its page marks it lang="hi" for the right font and voice. */
export function isDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/** The cover URL when it is the platform's own image, else null (a page shows no foreign or odd URL). */
export function ownCoverUrl(url: string, origins: CoverOrigins): string | null {
  const parsed = URL.parse(url);
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return null;
  if (parsed.username || parsed.password) return null;
  const site = URL.parse(origins.siteUrl);
  if (site && parsed.origin === site.origin && parsed.pathname.startsWith("/images/blogs/") && !parsed.search)
    return parsed.href;
  return origins.storagePrefixes.some((prefix) => prefix && parsed.href.startsWith(prefix))
    ? parsed.href
    : null;
}

export interface BlogMeta {
  /** '{title} - {platform}' (SPEC §2). */
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  /** Property/name → content, in order: Open Graph, then Twitter card. */
  tags: { attr: "property" | "name"; key: string; content: string }[];
  /** The JSON-LD Article, serialised safely for a <script type="application/ld+json">. */
  jsonLd: string;
}

/** The head of a blog page: title, description, keywords, canonical, Open Graph, Twitter card, JSON-LD. */
export function blogMeta(
  blog: BlogLike,
  { platformName, siteUrl, cover }: { platformName: string; siteUrl: string; cover: string | null },
): BlogMeta {
  const title = blogPageTitle(blog.title, platformName);
  const canonical = blogUrl(siteUrl, blog.slug);
  const og = {
    "og:type": "article",
    "og:title": title,
    "og:description": blog.description,
    "og:url": canonical,
  };
  const tags: BlogMeta["tags"] = Object.entries(og).map(([key, content]) => ({
    attr: "property",
    key,
    content,
  }));
  if (cover) tags.push({ attr: "property", key: "og:image", content: cover });
  tags.push(
    { attr: "name", key: "twitter:card", content: cover ? "summary_large_image" : "summary" },
    { attr: "name", key: "twitter:title", content: title },
    { attr: "name", key: "twitter:description", content: blog.description },
    { attr: "name", key: "twitter:url", content: canonical },
  );
  if (cover) tags.push({ attr: "name", key: "twitter:image", content: cover });
  const author = blog.shopId
    ? { "@type": "Organization", name: blog.shopId }
    : { "@type": "Organization", name: platformName };
  const article = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: blog.title,
    description: blog.description,
    ...(cover ? { image: [cover] } : {}),
    datePublished: blog.createdAt,
    keywords: blog.keywords.join(", "),
    author,
    publisher: { "@type": "Organization", name: platformName, url: siteUrl },
    mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
  };
  return {
    title,
    description: blog.description,
    keywords: blog.keywords.join(", "),
    canonical,
    tags,
    jsonLd: scriptSafeJson(article),
  };
}

/** The add-blog form as typed (SPEC §2 /addBlog); `coverImage` is the uploaded cover's URL ("" before one). */
export interface BlogDraft {
  title: string;
  description: string;
  content: string[];
  tags: string;
  coverImage: string;
}

/** A blog's limits: the API's contract holds it to them (src/contract/blog.ts), the editor says so before sending. */
export const BLOG_LIMITS = {
  title: 200,
  description: 500,
  paragraph: 10_000,
  paragraphs: 100,
  tag: 50,
  tags: 20,
};

export type BlogDraftField = "title" | "description" | `content.${number}` | "tags" | "coverImage";

/**
 * What is missing or too long in an add-blog draft (SPEC §5: every field is
 * required), in the form's order, as a message per field; empty when it can be sent.
 */
export function blogDraftErrors(draft: BlogDraft): [BlogDraftField, string][] {
  const errors: [BlogDraftField, string][] = [];
  const text = (field: BlogDraftField, value: string, name: string, max: number) => {
    if (!value.trim()) errors.push([field, `Please enter ${name}.`]);
    else if (value.trim().length > max)
      errors.push([field, `Please keep ${name} under ${max + 1} characters.`]);
  };
  text("title", draft.title, "a title", BLOG_LIMITS.title);
  text("description", draft.description, "a description", BLOG_LIMITS.description);
  draft.content.forEach((paragraph, i) => {
    const field: BlogDraftField = `content.${i}`;
    if (!paragraph.trim()) errors.push([field, `Please write paragraph ${i + 1}.`]);
    else text(field, paragraph, `paragraph ${i + 1}`, BLOG_LIMITS.paragraph);
  });
  const tags = splitTags(draft.tags);
  if (tags.length === 0) errors.push(["tags", "Please enter at least one tag."]);
  else if (tags.length > BLOG_LIMITS.tags)
    errors.push(["tags", `Please give at most ${BLOG_LIMITS.tags} tags.`]);
  else if (tags.some((tag) => tag.length > BLOG_LIMITS.tag))
    errors.push(["tags", `Please keep each tag under ${BLOG_LIMITS.tag + 1} characters.`]);
  if (!draft.coverImage) errors.push(["coverImage", "Please choose a cover image."]);
  return errors;
}

import { describe, expect, it } from "vitest";
import type { BlogSummary } from "../contract/blog";
import { blogListPages, blogListPath, pageFile, planRebuild, sitemapWithBlogs } from "./blogPages";

const summary = (i: number): BlogSummary => ({
  slug: `blog-${i}`,
  title: `Blog ${i}`,
  coverImage: "",
  createdAt: "2026-01-01T00:00:00.000Z",
});
const summaries = (n: number) => Array.from({ length: n }, (_, i) => summary(i + 1));

describe("blogListPages", () => {
  it("is one empty page when there are no blogs (the page says 'No blogs yet.')", () => {
    expect(blogListPages([])).toEqual([
      { data: [], currentPage: 1, lastPage: 1, url: { prev: undefined, next: undefined } },
    ]);
  });

  it("puts 30 cards on a page, newest first, linking /blogs, /blogs/2 … as the build's paging did", () => {
    const pages = blogListPages(summaries(61));
    expect(pages.map((p) => p.data.length)).toEqual([30, 30, 1]);
    expect(pages.map((p) => p.url)).toEqual([
      { prev: undefined, next: "/blogs/2" },
      { prev: "/blogs", next: "/blogs/3" },
      { prev: "/blogs/2", next: undefined },
    ]);
    expect(pages[2]?.data[0]?.slug).toBe("blog-61");
    expect(pages.every((p) => p.lastPage === 3)).toBe(true);
  });

  it("shifts every page when a blog is added at the top", () => {
    const before = blogListPages(summaries(30));
    const after = blogListPages([summary(0), ...summaries(30)]);
    expect(before).toHaveLength(1);
    expect(after).toHaveLength(2);
    expect(after[1]?.data.map((b) => b.slug)).toEqual(["blog-30"]);
  });
});

describe("paths and files", () => {
  it("names list pages and their built files", () => {
    expect(blogListPath(1)).toBe("/blogs");
    expect(blogListPath(4)).toBe("/blogs/4");
    expect(pageFile("/blogs")).toBe("blogs/index.html");
    expect(pageFile("/blogs/4/")).toBe("blogs/4/index.html");
    expect(pageFile("/blog/a-b")).toBe("blog/a-b/index.html");
    expect(pageFile("/")).toBe("index.html");
  });
});

describe("planRebuild", () => {
  it("touches nothing for no change", () => {
    expect(planRebuild([])).toEqual({ slugs: [], lists: false, upTo: 0 });
  });

  it("touches the lists, feed and sitemap for any change, and each changed article once", () => {
    const plan = planRebuild([
      { id: 4, slug: "a", kind: "publish" },
      { id: 5, slug: "b", kind: "update" },
      { id: 6, slug: "a", kind: "remove" },
    ]);
    expect(plan).toEqual({ slugs: ["a", "b"], lists: true, upTo: 6 });
  });
});

describe("sitemapWithBlogs", () => {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  const url = (loc: string) => `<url><loc>https://platform.in${loc}</loc></url>`;
  const built = `${head}${[
    "/",
    "/amrita/",
    "/blog/old",
    "/blog/removed",
    "/blogs/",
    "/blogs/2/",
    "/contactus/",
  ]
    .map(url)
    .join("")}</urlset>`;

  it("replaces the blog entries, keeps the other pages, in the build's order", () => {
    const next = sitemapWithBlogs(built, ["new", "old"], 1);
    expect(next).toBe(
      `${head}${["/", "/amrita/", "/blog/new", "/blog/old", "/blogs/", "/contactus/"].map(url).join("")}</urlset>`,
    );
  });

  it("lists every page of the list", () => {
    expect(sitemapWithBlogs(built, [], 3)).toContain(
      `${url("/blogs/")}${url("/blogs/2/")}${url("/blogs/3/")}`,
    );
  });

  it("leaves a file it cannot read as it is", () => {
    expect(sitemapWithBlogs("not a sitemap", ["a"], 1)).toBe("not a sitemap");
  });
});

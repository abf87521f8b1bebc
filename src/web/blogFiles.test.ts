import { describe, expect, it } from "vitest";
import { blogFileFor } from "./blogFiles";

describe("blogFileFor", () => {
  const dir = "/srv/dist/client";
  it("maps the rebuilt paths to their built files", () => {
    expect(blogFileFor(dir, "/blogs")).toBe(`${dir}/blogs/index.html`);
    expect(blogFileFor(dir, "/blogs/")).toBe(`${dir}/blogs/index.html`);
    expect(blogFileFor(dir, "/blogs/3")).toBe(`${dir}/blogs/3/index.html`);
    expect(blogFileFor(dir, "/blogs/rss.xml")).toBe(`${dir}/blogs/rss.xml`);
    expect(blogFileFor(dir, "/blog/a-b")).toBe(`${dir}/blog/a-b/index.html`);
    expect(blogFileFor(dir, "/sitemap-0.xml")).toBe(`${dir}/sitemap-0.xml`);
  });
  it("leaves every other path to Astro, and never leaves the folder", () => {
    for (const p of [
      "/",
      "/contactus",
      "/blog",
      "/blog/a/b",
      "/blogsx",
      "/sitemap.xml",
      "/_site/blog-status",
    ])
      expect(blogFileFor(dir, p)).toBeNull();
    expect(blogFileFor(dir, "/blogs/../../etc/passwd")).toBeNull();
    expect(blogFileFor(dir, "/blog/..")).toBeNull();
  });
});

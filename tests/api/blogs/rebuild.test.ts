/**
 * The blog rebuild (src/web/blogRebuild.ts) against the real API app,
 * in-process (app.request, no port) on a copy of the API run's migrated
 * template database (PGlite or PostgreSQL: an API test, so no file migrates
 * a database of its own): publishing, removing, paging, a failing API, a
 * restart. The twin routes are stood in for by a renderer that writes the
 * data it is sent as plain HTML; the real twins are Astro's on-demand pages
 * (src/pages/site-render/), drawn with the build's own components.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Blog, BlogSummary } from "../../../src/contract/blog";
import { createApp } from "../../../src/server/app";
import { blogEvent, insertBlog } from "../../../src/server/blogs/queries";
import { loadConfig } from "../../../src/server/config";
import type { DbHandle } from "../../../src/server/db/connection";
import { blogs } from "../../../src/server/db/schema/content";
import type { BlogListPage } from "../../../src/web/blogPages";
import { createBlogRebuild } from "../../../src/web/blogRebuild";
import { RENDER_PATHS } from "../../../src/web/blogRender";
import { driverName, openTestDb } from "../support";

const SITE = "http://platform.localhost:4321";
const API = "http://api.test";

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let apiDown = false;
/** The API in-process; `apiDown` makes every call fail as a refused connection would. */
const fetchApi: typeof fetch = async (input, init) => {
  if (apiDown) throw new TypeError("fetch failed");
  // The client hands fetch a Request; the app takes it as it is.
  return app.request(input instanceof Request ? input : String(input), init);
};

/** Stands in for the twins: the posted data as plain HTML. */
async function render(pathname: string, body: unknown): Promise<string> {
  if (pathname === RENDER_PATHS.list) {
    const { page } = body as { page: BlogListPage };
    const cards = page.data.map((b: BlogSummary) => `<li>${b.title}</li>`).join("");
    return `<h1>page ${page.currentPage} of ${page.lastPage}</h1><ul>${cards}</ul>`;
  }
  if (pathname === RENDER_PATHS.article) return `<h1>${(body as { blog: Blog }).blog.title}</h1>`;
  if (pathname === RENDER_PATHS.feed)
    return `<rss>${(body as { blogs: Blog[] }).blogs.map((b) => `<item>${b.title}</item>`).join("")}</rss>`;
  throw new Error(`no twin at ${pathname}`);
}

const publish = async (title: string) =>
  insertBlog(
    handle.db,
    {
      title,
      description: "d",
      content: ["p"],
      keywords: ["k"],
      coverImage: `${SITE}/images/blogs/a.webp`,
    },
    SITE,
  );
const remove = async (slug: string) => {
  await handle.db.delete(blogs).where(eq(blogs.slug, slug));
  return blogEvent(handle.db, slug, null, "remove");
};

/** A dist/client as the build leaves it: the list, the feed, the sitemap and the build's record. */
const madeDirs: string[] = [];
async function builtSite(last: number) {
  const dir = await mkdtemp(path.join(tmpdir(), "blog-rebuild-"));
  madeDirs.push(dir);
  await mkdir(path.join(dir, "blogs"), { recursive: true });
  await mkdir(path.join(dir, "_site"));
  await writeFile(path.join(dir, "blogs/index.html"), "<h1>page 1 of 1</h1><ul></ul>");
  await writeFile(path.join(dir, "blogs/rss.xml"), "<rss></rss>");
  await writeFile(
    path.join(dir, "sitemap-0.xml"),
    `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/blogs/</loc></url></urlset>`,
  );
  await writeFile(path.join(dir, "_site/blog-build.json"), JSON.stringify({ last, build: "b1" }));
  return dir;
}

const read = (dir: string, file: string) => readFile(path.join(dir, file), "utf8");
const worker = (clientDir: string) =>
  createBlogRebuild({ apiUrl: API, clientDir, render, fetchImpl: fetchApi, log: () => {} });

beforeAll(async () => {
  handle = await openTestDb();
  app = createApp({ db: handle.db, config: loadConfig({}, () => {}) });
});
afterAll(async () => {
  await handle.close();
  await Promise.all(madeDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe(`the blog rebuild (${driverName})`, () => {
  it("does nothing when nothing changed since the build", async () => {
    const dir = await builtSite(0);
    const rebuild = worker(dir);
    expect(await rebuild.runOnce()).toEqual([]);
    expect(await read(dir, "blogs/index.html")).toBe("<h1>page 1 of 1</h1><ul></ul>");
  });

  it("writes a published blog's page and puts it on the list, the feed and the sitemap", async () => {
    const dir = await builtSite(0);
    const rebuild = worker(dir);
    const { blog, eventId } = await publish("Diwali lamps");
    const [report] = await rebuild.runOnce();
    expect(report?.upTo).toBe(eventId);
    expect(rebuild.applied()).toBe(eventId);
    expect(await read(dir, `blog/${blog.slug}/index.html`)).toBe("<h1>Diwali lamps</h1>");
    expect(await read(dir, "blogs/index.html")).toContain("<li>Diwali lamps</li>");
    expect(await read(dir, "blogs/rss.xml")).toContain("<item>Diwali lamps</item>");
    const sitemap = await read(dir, "sitemap-0.xml");
    expect(sitemap).toContain(`<url><loc>${SITE}/blog/${blog.slug}</loc></url>`);
    expect(sitemap).toContain(`<url><loc>${SITE}/</loc></url>`);
    expect(JSON.parse(await read(dir, "_site/blog-rebuild.json"))).toEqual({ applied: eventId, build: "b1" });
  });

  it("removes a removed blog's page and drops it from the list", async () => {
    const dir = await builtSite(0);
    const rebuild = worker(dir);
    const { blog } = await publish("Block prints");
    await rebuild.runOnce();
    expect(existsSync(path.join(dir, `blog/${blog.slug}/index.html`))).toBe(true);
    const removed = await remove(blog.slug);
    await rebuild.runOnce();
    expect(rebuild.applied()).toBe(removed);
    expect(existsSync(path.join(dir, `blog/${blog.slug}`))).toBe(false);
    expect(await read(dir, "blogs/index.html")).not.toContain("Block prints");
    expect(await read(dir, "sitemap-0.xml")).not.toContain(blog.slug);
  });

  it("leaves every file as it was when the API fails, and applies the change once it answers", async () => {
    const dir = await builtSite(0);
    const rebuild = worker(dir);
    await rebuild.runOnce();
    const before = await read(dir, "blogs/index.html");
    const mtime = (await stat(path.join(dir, "blogs/index.html"))).mtimeMs;
    const applied = rebuild.applied();
    const { blog, eventId } = await publish("Blue pottery");
    apiDown = true;
    try {
      await expect(rebuild.runOnce()).rejects.toThrow();
    } finally {
      apiDown = false;
    }
    expect(await read(dir, "blogs/index.html")).toBe(before);
    expect((await stat(path.join(dir, "blogs/index.html"))).mtimeMs).toBe(mtime);
    expect(existsSync(path.join(dir, `blog/${blog.slug}`))).toBe(false);
    expect(rebuild.applied()).toBe(applied);
    await rebuild.runOnce();
    expect(rebuild.applied()).toBe(eventId);
    expect(await read(dir, "blogs/index.html")).toContain("Blue pottery");
  });

  it("writes nothing when a page cannot be drawn", async () => {
    const dir = await builtSite(0);
    const failing = createBlogRebuild({
      apiUrl: API,
      clientDir: dir,
      fetchImpl: fetchApi,
      log: () => {},
      render: async (pathname, body) => {
        if (pathname === RENDER_PATHS.feed) throw new Error("Drawing /site-render/rss.xml answered 500");
        return render(pathname, body);
      },
    });
    await publish("Half drawn");
    await expect(failing.runOnce()).rejects.toThrow(/500/);
    expect(await read(dir, "blogs/index.html")).toBe("<h1>page 1 of 1</h1><ul></ul>");
    expect(existsSync(path.join(dir, "blog"))).toBe(false);
  });

  it("adds and drops list pages as the paging shifts", async () => {
    const dir = await builtSite(0);
    const rebuild = worker(dir);
    await rebuild.runOnce();
    const list = (await (await app.request(`${API}/api/blog/titlesandimages`)).json()) as { response: [] };
    const count = list.response.length;
    const extra = [];
    for (let i = count; i <= 30; i++) extra.push((await publish(`Paged ${i}`)).blog.slug);
    await rebuild.runOnce();
    expect(await read(dir, "blogs/2/index.html")).toContain("page 2 of 2");
    expect(await read(dir, "sitemap-0.xml")).toContain(`${SITE}/blogs/2/`);
    for (const slug of extra) await remove(slug);
    await rebuild.runOnce();
    expect(existsSync(path.join(dir, "blogs/2"))).toBe(false);
    expect(await read(dir, "blogs/index.html")).toContain("page 1 of 1");
    expect(await read(dir, "sitemap-0.xml")).not.toContain(`${SITE}/blogs/2/`);
  });

  it("resumes after a restart from its record, and ignores a record of another build", async () => {
    const dir = await builtSite(0);
    await worker(dir).runOnce();
    const again = worker(dir);
    expect(await again.runOnce()).toEqual([]);
    const last = again.applied();
    expect(last).toBeGreaterThan(0);
    // A new build (another id) that saw every change: the old record no longer counts.
    await writeFile(path.join(dir, "_site/blog-build.json"), JSON.stringify({ last, build: "b2" }));
    await writeFile(path.join(dir, "_site/blog-rebuild.json"), JSON.stringify({ applied: 1, build: "b1" }));
    const fresh = worker(dir);
    expect(await fresh.runOnce()).toEqual([]);
    expect(fresh.applied()).toBe(last);
  });

  it("runs in the background, backs off while the API is down, never throws, and is live in well under a minute", async () => {
    const dir = await builtSite(0);
    const lines: string[] = [];
    const rebuild = createBlogRebuild({
      apiUrl: API,
      clientDir: dir,
      render,
      fetchImpl: fetchApi,
      intervalMs: 100,
      log: (line) => lines.push(line),
    });
    rebuild.start();
    apiDown = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
    apiDown = false;
    const started = performance.now();
    const { blog, eventId } = await publish("Timed post");
    const file = path.join(dir, `blog/${blog.slug}/index.html`);
    while (rebuild.applied() < eventId) await new Promise((resolve) => setTimeout(resolve, 10));
    const ms = performance.now() - started;
    await rebuild.stop();
    expect(existsSync(file)).toBe(true);
    // Backoff doubles from 100 ms; the first failure is logged once.
    expect(lines.filter((l) => l.includes("could not rebuild"))).toHaveLength(1);
    expect(ms).toBeLessThan(5_000);
    console.log(`[blog rebuild test] publish → files written in ${Math.round(ms)} ms (poll every 100 ms)`);
  });
});

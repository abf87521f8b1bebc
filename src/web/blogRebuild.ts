/**
 * The blog rebuild: the web server follows the API's list of blog changes
 * (GET /api/blogs/events, every few seconds, backing off while the API is
 * down) and writes again, into the build's dist/client, just the files a
 * batch of changes touches: every /blogs page, each changed /blog/{slug}
 * (removed when the blog is gone), the RSS feed and the sitemap. No full
 * build: the pages are drawn on demand by twins of the build's routes
 * (src/web/blogRender.ts), from data read once per batch.
 *
 * A batch is read and drawn whole before a file is touched; a failure leaves
 * every file as it was and the batch is tried again. Each file is replaced
 * atomically (src/web/siteFiles.ts). The newest change applied is kept in
 * memory (GET /_site/blog-status answers it) and in dist/client/_site
 * (src/web/blogState.ts), so a restart resumes.
 */

import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import { createClient } from "../api/client";
import {
  type Blog,
  BlogEventsResponse,
  BlogListResponse,
  BlogPageResponse,
  type BlogSummary,
} from "../contract/blog";
import { looksLikeSlug } from "../domain/slug";
import { blogListPages, blogListPath, pageFile, planRebuild, sitemapWithBlogs } from "./blogPages";
import { RENDER_PATHS } from "./blogRender";
import { readBlogStates, startingPoint, writeRebuildState } from "./blogState";
import { publishFile, removePage } from "./siteFiles";

export interface BlogRebuildOptions {
  /** The API as the web server reaches it (API_INTERNAL_URL). */
  apiUrl: string;
  /** The build's dist/client. */
  clientDir: string;
  /** Draws a twin page: POSTs `body` to `path` (src/pages/site-render/) and resolves to the text; rejects unless 200. */
  render: (path: string, body: unknown) => Promise<string>;
  /** Between two reads of the changes (ms). */
  intervalMs?: number;
  /** The longest wait while the API fails (ms). */
  maxBackoffMs?: number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

/** What one applied batch did (logged; the tests measure it). */
export interface BatchReport {
  upTo: number;
  written: string[];
  removed: string[];
  ms: number;
}

/** Pages drawn at once. */
const RENDERS_AT_ONCE = 4;

/** Makes the worker of one web server; `start()` begins following, `stop()` ends it. */
export function createBlogRebuild({
  apiUrl,
  clientDir,
  render,
  intervalMs = 5000,
  maxBackoffMs = 60_000,
  fetchImpl = fetch,
  log = (message) => console.log(message),
}: BlogRebuildOptions) {
  // The one HTTP client (ky): a pass that fails is tried again on the next tick, with backoff, not here.
  const api = createClient({ prefix: apiUrl, timeout: 15_000, retry: 0, fetch: fetchImpl });
  let applied = 0;
  let build = "";
  let ready: Promise<void> | undefined;
  /** The build saw no blogs (no API then): draw the lists once even without a change. */
  let listsOwed = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  /** One pass at a time: the timer's and a caller's runOnce() queue up. */
  let queue: Promise<unknown> = Promise.resolve();
  const listeners = new Set<(report: BatchReport) => void>();

  async function get<S extends v.GenericSchema>(url: string, schema: S): Promise<v.InferOutput<S>> {
    return v.parse(schema, await api.get(url).json());
  }

  /** Every blog in full, 500 a call, as the build reads them (src/api/blogs.ts allBlogs, which needs the browser's settings). */
  async function allBlogs(): Promise<Blog[]> {
    const blogs: Blog[] = [];
    let cursor: string | null = null;
    do {
      const page: BlogPageResponse = await get(
        `api/blogs?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        BlogPageResponse,
      );
      blogs.push(...page.response);
      cursor = page.next;
    } while (cursor);
    return blogs;
  }

  function init(): Promise<void> {
    ready ??= readBlogStates(clientDir).then(({ build: built, rebuild }) => {
      build = built?.build ?? "";
      const from = startingPoint(built, rebuild);
      applied = from ?? 0;
      listsOwed = from === null;
    });
    return ready;
  }

  /** Draws pages a few at a time, in order. */
  async function drawAll(jobs: { file: string; path: string; body: unknown }[]) {
    const out: { file: string; body: string }[] = new Array(jobs.length);
    let next = 0;
    const lane = async () => {
      for (let i = next++; i < jobs.length; i = next++) {
        const job = jobs[i] as (typeof jobs)[number];
        out[i] = { file: job.file, body: await render(job.path, job.body) };
      }
    };
    await Promise.all(Array.from({ length: RENDERS_AT_ONCE }, lane));
    return out;
  }

  /** List pages on disk past the new last page (/blogs/4 after a removal left three). */
  async function staleListPages(lastPage: number): Promise<string[]> {
    const names = await readdir(path.join(clientDir, "blogs")).catch(() => [] as string[]);
    return names
      .filter((n) => /^\d+$/.test(n) && Number(n) > lastPage)
      .map((n) => pageFile(blogListPath(Number(n))));
  }

  /** Reads, draws and writes one batch; resolves to what it did, or null when there was nothing to do. */
  async function step(): Promise<BatchReport | null> {
    await init();
    const feed = await get(`api/blogs/events?after=${applied}`, BlogEventsResponse);
    if (feed.last < applied) {
      // Another database than the one this build and record came from: go on from its newest change.
      log(
        `[blog rebuild] the API's newest blog change (${feed.last}) is before ours (${applied}): following it from there`,
      );
      applied = feed.last;
      await writeRebuildState(clientDir, { applied, build });
      return null;
    }
    const plan = planRebuild(feed.events);
    if (!plan.lists && !listsOwed) return null;
    const started = performance.now();

    const [summaries, blogs] = await Promise.all([
      get("api/blog/titlesandimages", BlogListResponse).then((r) => r.response),
      allBlogs(),
    ]);
    const order = new Map(summaries.map((s: BlogSummary, i: number) => [s.slug, i]));
    blogs.sort((a, b) => (order.get(a.slug) ?? 0) - (order.get(b.slug) ?? 0));
    const bySlug = new Map(blogs.map((b) => [b.slug, b]));
    const slugs = plan.slugs.filter(looksLikeSlug);
    const pages = blogListPages(summaries);

    const drawn = await drawAll([
      ...slugs.flatMap((slug) => {
        const blog = bySlug.get(slug);
        return blog ? [{ file: pageFile(`/blog/${slug}`), path: RENDER_PATHS.article, body: { blog } }] : [];
      }),
      ...pages.map((page) => ({
        file: pageFile(blogListPath(page.currentPage)),
        path: RENDER_PATHS.list,
        body: { page },
      })),
      { file: "blogs/rss.xml", path: RENDER_PATHS.feed, body: { blogs } },
    ]);
    const sitemapFile = path.join(clientDir, "sitemap-0.xml");
    const sitemap = await readFile(sitemapFile, "utf8").catch(() => null);
    if (sitemap !== null)
      drawn.push({
        file: "sitemap-0.xml",
        body: sitemapWithBlogs(sitemap, [...bySlug.keys()], pages.length),
      });
    const removed = [
      ...slugs.filter((slug) => !bySlug.has(slug)).map((slug) => pageFile(`/blog/${slug}`)),
      ...(await staleListPages(pages.length)),
    ];

    // Everything is drawn: now the files, articles before the lists that link them, removals last.
    for (const { file, body } of drawn) await publishFile(path.join(clientDir, file), body);
    for (const file of removed) await removePage(path.join(clientDir, file));
    applied = Math.max(applied, plan.upTo);
    listsOwed = false;
    await writeRebuildState(clientDir, { applied, build });
    const report = {
      upTo: applied,
      written: drawn.map((d) => d.file),
      removed,
      ms: Math.round(performance.now() - started),
    };
    log(
      `[blog rebuild] changes up to ${applied}: ${report.written.length} files written, ${removed.length} removed in ${report.ms} ms`,
    );
    for (const listener of listeners) listener(report);
    return report;
  }

  /** One pass now (batches until the changes are all applied); rejects when the API or a draw fails. */
  function runOnce(): Promise<BatchReport[]> {
    const pass = queue.then(async () => {
      const reports: BatchReport[] = [];
      for (let report = await step(); report; report = await step()) reports.push(report);
      return reports;
    });
    queue = pass.catch(() => undefined);
    return pass;
  }

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref?.();
  }

  async function tick() {
    try {
      await runOnce();
      if (failures > 0) log("[blog rebuild] the API answers again");
      failures = 0;
    } catch (error) {
      failures++;
      if (failures === 1)
        log(`[blog rebuild] could not rebuild, trying again with backoff: ${String(error)}`);
    }
    schedule(Math.min(intervalMs * 2 ** Math.min(failures, 10), Math.max(intervalMs, maxBackoffMs)));
  }

  return {
    /** Begins following the changes (the first read at once). */
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Stops following; resolves once a batch under way has finished. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
    runOnce,
    /** The newest change whose pages are on disk (GET /_site/blog-status). */
    applied: () => applied,
    /** Calls `listener` after every applied batch. */
    onBatch(listener: (report: BatchReport) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type BlogRebuild = ReturnType<typeof createBlogRebuild>;

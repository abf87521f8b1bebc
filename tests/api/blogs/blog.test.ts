import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlogListResponse, BlogPageResponse, BlogResponse } from "../../../src/contract/blog";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { shops } from "../../../src/server/db/schema";
import { seed } from "../../../src/server/seed";
import { seedBlogs } from "../../../src/server/seed/blogs";
import { driverName, openTestDb } from "../support";
import { contentApp, tempDir, testContent } from "../support/content";

let handle: DbHandle;
let app: App;
let uploads: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  handle = await openTestDb();
  await seed(handle.db);
  uploads = await tempDir("blog-uploads-");
  app = contentApp(handle.db, testContent(uploads.dir));
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const getJson = async (path: string) => {
  const res = await app.request(path);
  return { res, json: (await res.json()) as unknown };
};

describe(`blog reads (${driverName})`, () => {
  it("GET /api/blog/titlesandimages lists every blog, newest first, covers absolute on the site", async () => {
    const { res, json } = await getJson("/api/blog/titlesandimages");
    expect(res.status).toBe(200);
    const list = v
      .parse(BlogListResponse, json)
      .response.filter((b) => seedBlogs.some((s) => s.slug === b.slug));
    expect(list).toHaveLength(7);
    const dates = list.map((b) => b.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list[0]).toEqual({
      slug: "caring-for-your-hand-block-printed-cottons",
      title: "Caring for Your Hand-Block-Printed Cottons",
      coverImage: "http://localhost:4321/images/blogs/caring-for-block-printed-cottons.webp",
      shopId: "kala",
      createdAt: "2025-06-02T04:30:00.000Z",
    });
    const platform = list.filter((b) => !("shopId" in b));
    expect(platform).toHaveLength(4);
    expect(platform.map((b) => b.slug)).toContain("apani-dukan-ko-onalain-kaise-le-jaen");
  });

  it("GET /api/blog/{shopId} lists that shop's blogs; [] for a shop without any", async () => {
    const kala = v.parse(BlogListResponse, (await getJson("/api/blog/kala")).json).response;
    expect(kala.map((b) => b.slug)).toEqual([
      "caring-for-your-hand-block-printed-cottons",
      "how-sanganeri-block-prints-are-made",
      "the-story-of-jaipur-blue-pottery",
    ]);
    expect(kala.every((b) => b.shopId === "kala")).toBe(true);
    expect((await getJson("/api/blog/demo")).json).toEqual({ response: [] });
    expect((await getJson("/api/blog/KALA")).res.status).toBe(200);
  });

  it("GET /api/blog/{shopId}: unknown shop 404, malformed id 400", async () => {
    const unknown = await getJson("/api/blog/nosuchshop");
    expect(unknown.res.status).toBe(404);
    expect(unknown.json).toEqual({ error: "Shop not found", field: "shopId" });
    const bad = await getJson("/api/blog/bad_id!");
    expect(bad.res.status).toBe(400);
    expect(bad.json).toMatchObject({ field: "shopId" });
  });

  it("GET /api/blog/slug/{slug} returns the whole blog, or 404", async () => {
    const { res, json } = await getJson("/api/blog/slug/the-story-of-jaipur-blue-pottery");
    expect(res.status).toBe(200);
    const blog = v.parse(BlogResponse, json).response;
    expect(blog).toMatchObject({ title: "The Story of Jaipur Blue Pottery", shopId: "kala" });
    expect(blog.keywords).toEqual(["blue pottery", "Jaipur", "handmade"]);
    expect(blog.content).toHaveLength(3);
    expect(json).toEqual({ response: blog });
    const missing = await getJson("/api/blog/slug/no-such-blog");
    expect(missing.res.status).toBe(404);
    expect(missing.json).toEqual({ error: "Blog not found", field: "slug" });
  });

  it("fixed paths win over /api/blog/{shopId}, even for shops named like them", async () => {
    await handle.db.insert(shops).values([{ shopId: "titlesandimages" }, { shopId: "slug" }]);
    const all = v.parse(BlogListResponse, (await getJson("/api/blog/titlesandimages")).json).response;
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect((await getJson("/api/blog/slug")).json).toEqual({ response: [] }); // the shop "slug"
    expect((await getJson("/api/blog/slug/how-sanganeri-block-prints-are-made")).res.status).toBe(200);
  });
});

describe(`GET /api/blogs, every blog in pages (${driverName})`, () => {
  const page = async (query: string) => {
    const { res, json } = await getJson(`/api/blogs${query}`);
    expect(res.status).toBe(200);
    return v.parse(BlogPageResponse, json);
  };

  it("walks every blog in full, each once, through the cursors it gives", async () => {
    const everyOne = v.parse(BlogListResponse, (await getJson("/api/blog/titlesandimages")).json).response;
    const seen: string[] = [];
    let cursor: string | null = null;
    let calls = 0;
    do {
      const p: BlogPageResponse = await page(`?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      expect(p.response.length).toBeLessThanOrEqual(3);
      seen.push(...p.response.map((b) => b.slug));
      cursor = p.next;
      calls++;
    } while (cursor);
    expect(calls).toBe(Math.ceil(everyOne.length / 3));
    expect([...seen].sort()).toEqual(everyOne.map((b) => b.slug).sort());
    const full = (await page("?limit=500")).response.find(
      (b) => b.slug === "how-sanganeri-block-prints-are-made",
    );
    expect(full?.content.length).toBeGreaterThan(1);
    expect(full?.keywords.length).toBeGreaterThan(0);
    expect(full?.shopId).toBe("kala");
  });

  it("gives 100 by default and ends with next: null", async () => {
    const p = await page("");
    expect(p.response.length).toBeGreaterThanOrEqual(7);
    expect(p.next).toBeNull();
  });

  it.each([
    ["?limit=0", "limit"],
    ["?limit=501", "limit"],
    ["?limit=ten", "limit"],
    ["?limit=-1", "limit"],
    ["?cursor=abc", "cursor"],
    ["?cursor=1%00", "cursor"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const { res, json } = await getJson(`/api/blogs${query}`);
    expect(res.status).toBe(400);
    expect(json).toMatchObject({ field });
  });

  it("past the last blog: an empty page", async () => {
    expect(await page("?cursor=999999999")).toEqual({ response: [], next: null });
  });
});

import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddBlogResponse, BlogListResponse, BlogResponse, UploadResponse } from "../../../src/contract/blog";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { seed } from "../../../src/server/seed";
import { driverName, openTestDb, postJson } from "../support";
import { contentApp, imageBytes, PASSCODE, tempDir, testContent, uploadInit } from "../support/content";

let handle: DbHandle;
let app: App;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let cover: string;

beforeAll(async () => {
  handle = await openTestDb();
  await seed(handle.db);
  uploads = await tempDir("blog-uploads-");
  app = contentApp(handle.db, testContent(uploads.dir));
  const res = await app.request("/api/blog/upload", uploadInit(await imageBytes("png"), "cover.png"));
  cover = v.parse(UploadResponse, await res.json()).response.url;
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const good = () => ({
  title: "Diwali Gift Guide",
  description: "Ten handmade gifts under ₹500",
  content: ["First paragraph.", "Second paragraph."],
  tags: ["diwali", "gifts"],
  coverImage: cover,
});
const addBlog = (body: unknown, headers: Record<string, string> = PASSCODE) =>
  app.request("/api/blog/addblog", postJson(body, headers));
const getJson = async (path: string) => {
  const res = await app.request(path);
  return { res, json: (await res.json()) as unknown };
};

describe(`POST /api/blog/addblog (${driverName})`, () => {
  it("stores a blog with an uploaded cover: 201 and the blog as read", async () => {
    const res = await addBlog(good());
    expect(res.status).toBe(201);
    const blog = v.parse(AddBlogResponse, await res.json()).response;
    expect(blog).toMatchObject({
      slug: "diwali-gift-guide",
      keywords: ["diwali", "gifts"],
      coverImage: cover,
    });
    expect(blog).not.toHaveProperty("shopId");
    expect(Date.now() - Date.parse(blog.createdAt)).toBeLessThan(60_000);
    const read = await getJson("/api/blog/slug/diwali-gift-guide");
    expect(v.parse(BlogResponse, read.json).response).toEqual(blog);
    const list = v.parse(BlogListResponse, (await getJson("/api/blog/titlesandimages")).json).response;
    expect(list[0]?.slug).toBe("diwali-gift-guide");
  });

  it("gives a repeated title -2, -3 and racing writers distinct slugs", async () => {
    const again = v.parse(AddBlogResponse, await (await addBlog(good())).json()).response;
    expect(again.slug).toBe("diwali-gift-guide-2");
    const racing = await Promise.all(
      Array.from({ length: 4 }, async () => (await addBlog({ ...good(), title: "Same Title" })).json()),
    );
    const slugs = racing.map((r) => v.parse(AddBlogResponse, r).response.slug).sort();
    expect(slugs).toEqual(["same-title", "same-title-2", "same-title-3", "same-title-4"]);
  });

  it("transliterates a Hindi title, trims fields and files a shop's blog under the shop", async () => {
    const res = await addBlog({ ...good(), title: "  होली के रंग ", description: " d ", shopId: " Kala " });
    expect(res.status).toBe(201);
    const blog = v.parse(AddBlogResponse, await res.json()).response;
    expect(blog).toMatchObject({
      slug: "holi-ke-rang",
      title: "होली के रंग",
      description: "d",
      shopId: "kala",
    });
    const kala = v.parse(BlogListResponse, (await getJson("/api/blog/kala")).json).response;
    expect(kala[0]?.slug).toBe("holi-ke-rang");
  });

  it("accepts a seeded site cover and serves it absolute", async () => {
    const siteCover = "http://localhost:4321/images/blogs/kirana-online.webp";
    const res = await addBlog({ ...good(), title: "Site cover", coverImage: siteCover });
    expect(res.status).toBe(201);
    expect(v.parse(AddBlogResponse, await res.json()).response.coverImage).toBe(siteCover);
  });

  it.each([
    ["title", { title: "" }],
    ["title", { title: "   " }],
    ["description", { description: undefined }],
    ["content", { content: [] }],
    ["content.1", { content: ["ok", " "] }],
    ["tags", { tags: [] }],
    ["tags.0", { tags: [""] }],
    ["coverImage", { coverImage: "" }],
    ["title", { title: "x".repeat(201) }],
    ["content", { content: "one string" }],
  ])("400 naming %s for a bad field", async (field, change) => {
    const res = await addBlog({ ...good(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it.each([
    ["a foreign URL", "https://evil.example/cover.png"],
    ["not a URL", "cover.png"],
    ["a missing upload", `http://localhost:8787/uploads/blogs/1-missing.png`],
    ["an upload path escaping its folder", "http://localhost:8787/uploads/blogs/..%2F..%2Fsecret.png"],
    ["an upload on another origin", "http://localhost:9999/uploads/blogs/x.png"],
    ["a site image outside /images/blogs/", "http://localhost:4321/images/shops/demo/logo.svg"],
    ["a missing site image", "http://localhost:4321/images/blogs/none.webp"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("400 naming coverImage for %s", async (_, coverImage) => {
    const res = await addBlog({ ...good(), coverImage });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "coverImage" });
  });

  it("400 naming shopId for an unknown shop; 415 without JSON; 413 over 64 KB", async () => {
    const unknown = await addBlog({ ...good(), shopId: "nosuchshop" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "Invalid shopId: no such shop", field: "shopId" });
    const text = await app.request("/api/blog/addblog", { method: "POST", body: "x", headers: PASSCODE });
    expect(text.status).toBe(415);
    const big = await addBlog({ ...good(), content: Array(20).fill("x".repeat(5000)) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: "Request body too large", field: "body" });
  });
});

describe(`cover image served back (${driverName})`, () => {
  it("an uploaded cover URL answers with the image", async () => {
    const res = await app.request(new URL(cover).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(await imageBytes("png"));
  });
});

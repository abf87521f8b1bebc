import { describe, expect, it } from "vitest";
import { allBlogs, blogBySlug, blogReader, lastBlogEvent, shopBlogs } from "./blogs";
import { installFakeFetch, json } from "./fakeFetch";

const { fetchMock, requestAt } = installFakeFetch();
const client = blogReader("http://api.test/", 5000);
const blog = (slug: string) => ({
  slug,
  title: slug,
  description: "d",
  content: ["p"],
  keywords: ["k"],
  coverImage: "http://site.test/images/blogs/a.webp",
  createdAt: "2026-01-01T00:00:00.000Z",
});
const url = (i: number) => new URL((requestAt(i) as Request).url ?? String(requestAt(i)));

describe("allBlogs", () => {
  it("reads every blog in a few paged calls, following the cursors", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ response: [blog("a"), blog("b")], next: "2" }))
      .mockResolvedValueOnce(json({ response: [blog("c")], next: null }));
    const blogs = await allBlogs(client, 2);
    expect(blogs.map((b) => b.slug)).toEqual(["a", "b", "c"]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(url(0).pathname).toBe("/api/blogs");
    expect(url(0).searchParams.get("limit")).toBe("2");
    expect(url(0).searchParams.has("cursor")).toBe(false);
    expect(url(1).searchParams.get("cursor")).toBe("2");
  });

  it("rejects an answer that is not the contract's page", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: [{ slug: 1 }], next: null }));
    await expect(allBlogs(client)).rejects.toThrow();
  });
});

describe("blogBySlug", () => {
  it("gives the blog, encoding the slug into the path", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: blog("a b") }));
    await expect(blogBySlug("a b", client)).resolves.toMatchObject({ slug: "a b" });
    expect(url(0).pathname).toBe("/api/blog/slug/a%20b");
  });

  it("gives null for a 404 and rejects on any other failure", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: "Blog not found" }, 404));
    await expect(blogBySlug("nope", client)).resolves.toBeNull();
    fetchMock.mockResolvedValue(json({ error: "down" }, 503));
    await expect(blogBySlug("x", blogReader("http://api.test", 5000))).rejects.toThrow();
  });
});

describe("shopBlogs", () => {
  it("asks for the shop's own list", async () => {
    fetchMock.mockResolvedValueOnce(json({ response: [] }));
    await expect(shopBlogs("kala", client)).resolves.toEqual([]);
    expect(url(0).pathname).toBe("/api/blog/kala");
  });
});

describe("lastBlogEvent", () => {
  it("asks for the changes after every id there is, and gives the newest id", async () => {
    fetchMock.mockResolvedValueOnce(json({ events: [], last: 12 }));
    await expect(lastBlogEvent(client)).resolves.toBe(12);
    expect(url(0).pathname).toBe("/api/blogs/events");
    expect(url(0).searchParams.get("after")).toBe("999999999999999");
  });
});

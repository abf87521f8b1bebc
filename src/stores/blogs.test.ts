import { beforeEach, describe, expect, it, vi } from "vitest";
import { blogBySlug, shopBlogs } from "../api/blogs";
import type { Blog, BlogSummary } from "../contract/blog";
import { BLOG_ERROR } from "../domain/blog";
import { $blog, $shopBlogs, blogFor, blogsFor, loadBlog, loadShopBlogs } from "./blogs";
import { deferred } from "./fixtures";

vi.mock("../api/blogs", () => ({ blogBySlug: vi.fn(), shopBlogs: vi.fn() }));
const listMock = vi.mocked(shopBlogs);
const blogMock = vi.mocked(blogBySlug);

const summary = (slug: string): BlogSummary => ({
  slug,
  title: `Title of ${slug}`,
  coverImage: "",
  shopId: "kala",
  createdAt: "2025-06-02T10:00:00Z",
});
const article = (slug: string): Blog => ({
  ...summary(slug),
  description: "",
  content: ["One."],
  keywords: [],
});

beforeEach(() => {
  listMock.mockReset();
  blogMock.mockReset();
  $shopBlogs.set({ shopId: "", blogs: null });
  $blog.set({ slug: "", status: "loading" });
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("loadShopBlogs", () => {
  it("is loading (null), then the shop's list", async () => {
    const call = deferred<BlogSummary[]>();
    listMock.mockReturnValueOnce(call.promise);
    const done = loadShopBlogs("kala");
    expect(blogsFor($shopBlogs.get(), "kala")).toBeNull();
    call.resolve([summary("a")]);
    await done;
    expect(blogsFor($shopBlogs.get(), "kala")).toEqual([summary("a")]);
    expect(listMock).toHaveBeenCalledWith("kala");
  });

  it("a failure is logged and the list stays empty", async () => {
    listMock.mockRejectedValueOnce(new Error("down"));
    await loadShopBlogs("kala");
    expect(blogsFor($shopBlogs.get(), "kala")).toEqual([]);
    expect(console.error).toHaveBeenCalledWith("Error fetching blogs:", expect.any(Error));
  });

  it("keeps the shop's list while it reloads and after a failed reload", async () => {
    listMock.mockResolvedValueOnce([summary("a")]);
    await loadShopBlogs("kala");
    const failing = deferred<BlogSummary[]>();
    listMock.mockReturnValueOnce(failing.promise);
    const done = loadShopBlogs("kala");
    expect(blogsFor($shopBlogs.get(), "kala")).toEqual([summary("a")]);
    failing.reject(new Error("down"));
    await done;
    expect(blogsFor($shopBlogs.get(), "kala")).toEqual([summary("a")]);
  });

  it("another shop's list is not shown", async () => {
    listMock.mockResolvedValueOnce([summary("a")]);
    await loadShopBlogs("kala");
    expect(blogsFor($shopBlogs.get(), "demo")).toBeNull();
  });

  it("shows the newest load's list when an older load answers after it", async () => {
    const older = deferred<BlogSummary[]>();
    const newer = deferred<BlogSummary[]>();
    listMock.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const a = loadShopBlogs("kala");
    const b = loadShopBlogs("kala");
    newer.resolve([summary("new"), summary("a")]);
    await b;
    older.resolve([summary("a")]);
    await a;
    expect(blogsFor($shopBlogs.get(), "kala")).toEqual([summary("new"), summary("a")]);
  });

  it("an older load's late failure does not empty the newest list", async () => {
    const older = deferred<BlogSummary[]>();
    listMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce([summary("a")]);
    const a = loadShopBlogs("kala");
    await loadShopBlogs("kala");
    older.reject(new Error("late"));
    await a;
    expect(blogsFor($shopBlogs.get(), "kala")).toEqual([summary("a")]);
  });
});

describe("loadBlog", () => {
  it("is loading, then ready with the article", async () => {
    const call = deferred<Blog | null>();
    blogMock.mockReturnValueOnce(call.promise);
    const done = loadBlog("a");
    expect(blogFor($blog.get(), "a")).toEqual({ slug: "a", status: "loading" });
    call.resolve(article("a"));
    await done;
    expect(blogFor($blog.get(), "a")).toEqual({ slug: "a", status: "ready", blog: article("a") });
  });

  it("no such blog, or a failed call: failed, and logged", async () => {
    blogMock.mockResolvedValueOnce(null).mockRejectedValueOnce(new Error("down"));
    await loadBlog("gone");
    expect(blogFor($blog.get(), "gone")).toEqual({ slug: "gone", status: "failed" });
    expect(console.error).toHaveBeenCalledWith(BLOG_ERROR, 'no blog "gone"');
    await loadBlog("down");
    expect(blogFor($blog.get(), "down")).toEqual({ slug: "down", status: "failed" });
    expect(console.error).toHaveBeenCalledWith(BLOG_ERROR, expect.any(Error));
  });

  it("another slug's article is not shown: a new slug is loading until its own answer", async () => {
    blogMock.mockResolvedValueOnce(article("a"));
    await loadBlog("a");
    expect(blogFor($blog.get(), "b")).toEqual({ slug: "b", status: "loading" });
  });

  it("the same slug's article stays while it reloads", async () => {
    blogMock.mockResolvedValueOnce(article("a"));
    await loadBlog("a");
    const again = deferred<Blog | null>();
    blogMock.mockReturnValueOnce(again.promise);
    const done = loadBlog("a");
    expect(blogFor($blog.get(), "a").status).toBe("ready");
    again.resolve(article("a"));
    await done;
  });

  it("shows the newest slug's article when the older slug answers after it", async () => {
    const older = deferred<Blog | null>();
    const newer = deferred<Blog | null>();
    blogMock.mockReturnValueOnce(older.promise).mockReturnValueOnce(newer.promise);
    const a = loadBlog("a");
    const b = loadBlog("b");
    newer.resolve(article("b"));
    await b;
    older.resolve(article("a"));
    await a;
    expect(blogFor($blog.get(), "b")).toEqual({ slug: "b", status: "ready", blog: article("b") });
  });

  it("an older load's late 'no such blog' neither shows nor logs", async () => {
    const older = deferred<Blog | null>();
    blogMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce(article("a"));
    const first = loadBlog("a");
    await loadBlog("a");
    older.resolve(null);
    await first;
    expect(blogFor($blog.get(), "a")).toEqual({ slug: "a", status: "ready", blog: article("a") });
    expect(console.error).not.toHaveBeenCalled();
  });
});

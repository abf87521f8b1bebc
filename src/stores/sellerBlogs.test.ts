import { beforeEach, describe, expect, it, vi } from "vitest";
import { shopBlogs } from "../api/blogs";
import { HTTPError } from "../api/client";
import { removeBlog } from "../api/seller";
import type { BlogSummary } from "../contract/blog";
import { deferred } from "./fixtures";
import { $sellerBlogs, BLOGS_FAILED, loadSellerBlogs, REMOVE_FAILED, removeSellerBlog } from "./sellerBlogs";

vi.mock("../api/blogs", () => ({ shopBlogs: vi.fn() }));
vi.mock("../api/seller", () => ({ removeBlog: vi.fn() }));
const listMock = vi.mocked(shopBlogs);
const removeMock = vi.mocked(removeBlog);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const blog = (slug: string, title = `Blog ${slug}`): BlogSummary => ({
  slug,
  title,
  coverImage: "",
  shopId: "demo",
  createdAt: "2025-06-01T10:00:00Z",
});

beforeEach(() => {
  listMock.mockReset();
  removeMock.mockReset();
  $sellerBlogs.set({ shopId: "", blogs: null, error: "", message: "" });
});

describe("the shop's blogs on the console", () => {
  it("holds the shop's list once loaded", async () => {
    listMock.mockResolvedValueOnce([blog("tea")]);
    await loadSellerBlogs("demo");
    expect(listMock).toHaveBeenCalledWith("demo");
    expect($sellerBlogs.get()).toEqual({ shopId: "demo", blogs: [blog("tea")], error: "", message: "" });
  });

  it("says why a load failed and keeps the held list; the next success clears it", async () => {
    listMock.mockRejectedValueOnce(new TypeError("offline"));
    await loadSellerBlogs("demo");
    expect($sellerBlogs.get()).toEqual({ shopId: "demo", blogs: null, error: BLOGS_FAILED, message: "" });
    listMock
      .mockResolvedValueOnce([blog("tea")])
      .mockRejectedValueOnce(refused(503, { error: "Down for a bit" }));
    await loadSellerBlogs("demo");
    await loadSellerBlogs("demo");
    expect($sellerBlogs.get()).toMatchObject({ blogs: [blog("tea")], error: "Down for a bit" });
  });

  it("never shows another shop's list, and an older load never overwrites a newer one", async () => {
    listMock.mockResolvedValueOnce([blog("tea")]);
    await loadSellerBlogs("demo");
    const older = deferred<BlogSummary[]>();
    listMock.mockReturnValueOnce(older.promise).mockResolvedValueOnce([blog("seva-news")]);
    const first = loadSellerBlogs("seva");
    expect($sellerBlogs.get()).toEqual({ shopId: "seva", blogs: null, error: "", message: "" });
    await loadSellerBlogs("seva");
    older.resolve([blog("old")]);
    await first;
    expect($sellerBlogs.get().blogs).toEqual([blog("seva-news")]);
  });

  it("a removed blog leaves the list, and the line says so", async () => {
    listMock.mockResolvedValueOnce([blog("tea", "Winter teas"), blog("jute")]);
    await loadSellerBlogs("demo");
    removeMock.mockResolvedValueOnce({ blog: null, eventId: 7 });
    expect(await removeSellerBlog("demo", blog("tea", "Winter teas"))).toBe(true);
    expect(removeMock).toHaveBeenCalledWith("demo", "tea");
    expect($sellerBlogs.get()).toMatchObject({
      blogs: [blog("jute")],
      message: 'Removed "Winter teas": it leaves the blog list with the next update.',
    });
  });

  it("a refused or failed removal keeps the blog and says why", async () => {
    listMock.mockResolvedValueOnce([blog("tea")]);
    await loadSellerBlogs("demo");
    removeMock.mockRejectedValueOnce(refused(403, { error: "Only the owner removes blogs" }));
    expect(await removeSellerBlog("demo", blog("tea"))).toBe(false);
    expect($sellerBlogs.get()).toMatchObject({
      blogs: [blog("tea")],
      message: "Only the owner removes blogs",
    });
    removeMock.mockRejectedValueOnce(new TypeError("offline"));
    await removeSellerBlog("demo", blog("tea"));
    expect($sellerBlogs.get().message).toBe(REMOVE_FAILED);
  });

  it("opening the list again starts without the last removal's line", async () => {
    listMock.mockResolvedValueOnce([blog("tea")]);
    await loadSellerBlogs("demo");
    removeMock.mockRejectedValueOnce(new TypeError("offline"));
    await removeSellerBlog("demo", blog("tea"));
    listMock.mockReturnValueOnce(new Promise(() => {}));
    void loadSellerBlogs("demo");
    expect($sellerBlogs.get()).toEqual({ shopId: "demo", blogs: [blog("tea")], error: "", message: "" });
  });
});

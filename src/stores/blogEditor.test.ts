import { beforeEach, describe, expect, it, vi } from "vitest";
import { watchBlogList } from "../api/blogStatus";
import { blogBySlug } from "../api/blogs";
import { HTTPError } from "../api/client";
import { editBlog, publishBlog, uploadPhoto } from "../api/seller";
import type { Blog } from "../contract/blog";
import type { BlogDraft } from "../domain/blog";
import type { PublishState } from "../domain/console/blogPublish";
import {
  $blogEditor,
  $publishState,
  BLOG_LOAD_FAILED,
  CHECK_FIELDS,
  COVER_FAILED,
  closeBlogEditor,
  discardKeptBlog,
  EMPTY_BLOG,
  editBlogDraft,
  NO_SUCH_BLOG,
  openBlogEditor,
  SEND_FAILED,
  sendBlog,
  uploadBlogCover,
  watchPublish,
} from "./blogEditor";
import { deferred } from "./fixtures";

vi.mock("../api/blogs", () => ({ blogBySlug: vi.fn() }));
vi.mock("../api/blogStatus", () => ({ watchBlogList: vi.fn() }));
vi.mock("../api/seller", () => ({ editBlog: vi.fn(), publishBlog: vi.fn(), uploadPhoto: vi.fn() }));
const bySlugMock = vi.mocked(blogBySlug);
const watchMock = vi.mocked(watchBlogList);
const editMock = vi.mocked(editBlog);
const publishMock = vi.mocked(publishBlog);
const uploadMock = vi.mocked(uploadPhoto);

const refused = (status: number, body: unknown) =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const saved: Blog = {
  slug: "winter-teas",
  title: "Winter teas",
  description: "Masala chai and kahwa.",
  content: ["Winter is here."],
  keywords: ["tea", "winter"],
  coverImage: "https://example.com/cover.jpg",
  shopId: "demo",
  createdAt: "2025-06-01T10:00:00Z",
};
const savedDraft: BlogDraft = {
  title: "Winter teas",
  description: "Masala chai and kahwa.",
  content: ["Winter is here."],
  tags: "tea, winter",
  coverImage: "https://example.com/cover.jpg",
};
const state = () => $blogEditor.get();
const tab = new Map<string, string>();
const cover = new File(["x"], "cover.jpg", { type: "image/jpeg" });

beforeEach(() => {
  for (const m of [bySlugMock, watchMock, editMock, publishMock, uploadMock]) m.mockReset();
  tab.clear();
  globalThis.sessionStorage = {
    getItem: (k: string) => tab.get(k) ?? null,
    setItem: (k: string, val: string) => void tab.set(k, val),
    removeItem: (k: string) => void tab.delete(k),
  } as Storage;
});

describe("opening the blog editor", () => {
  it("a new blog starts empty, and what is typed is kept in the tab", () => {
    openBlogEditor("demo", undefined);
    expect(state()).toMatchObject({ draft: EMPTY_BLOG, restored: false, done: null });
    editBlogDraft({ title: "Tea" });
    expect(state().draft?.title).toBe("Tea");
    expect(JSON.parse(tab.get("blogDraft:demo:new") ?? "null")).toEqual({ ...EMPTY_BLOG, title: "Tea" });
  });

  it("writing kept in the tab comes back, marked restored; discarding it starts again", () => {
    tab.set("blogDraft:demo:new", JSON.stringify({ ...EMPTY_BLOG, title: "Kept" }));
    openBlogEditor("demo", undefined);
    expect(state()).toMatchObject({ draft: { ...EMPTY_BLOG, title: "Kept" }, restored: true });
    discardKeptBlog();
    expect(state()).toMatchObject({ draft: EMPTY_BLOG, restored: false });
    expect(tab.has("blogDraft:demo:new")).toBe(false);
  });

  it("an edited blog loads from the server when nothing is kept", async () => {
    const answer = deferred<Blog | null>();
    bySlugMock.mockReturnValueOnce(answer.promise);
    openBlogEditor("demo", "winter-teas");
    expect(state().draft).toBeNull();
    answer.resolve(saved);
    await answer.promise;
    await Promise.resolve();
    expect(bySlugMock).toHaveBeenCalledWith("winter-teas");
    expect(state().draft).toEqual(savedDraft);
  });

  it("discarding an edited blog's kept writing loads the saved blog again", async () => {
    tab.set("blogDraft:demo:winter-teas", JSON.stringify({ ...savedDraft, title: "Half typed" }));
    openBlogEditor("demo", "winter-teas");
    expect(bySlugMock).not.toHaveBeenCalled();
    bySlugMock.mockResolvedValueOnce(saved);
    discardKeptBlog();
    expect(state().draft).toBeNull();
    await vi.waitFor(() => expect(state().draft).toEqual(savedDraft));
  });

  it("says when the shop has no such blog, or the load failed", async () => {
    bySlugMock.mockResolvedValueOnce(null);
    openBlogEditor("demo", "gone");
    await vi.waitFor(() => expect(state().loadFailed).toBe(NO_SUCH_BLOG));
    bySlugMock.mockRejectedValueOnce(new TypeError("offline"));
    openBlogEditor("demo", "gone");
    await vi.waitFor(() => expect(state().loadFailed).toBe(BLOG_LOAD_FAILED));
  });

  it("a late answer for a blog no longer open is dropped", async () => {
    const late = deferred<Blog | null>();
    bySlugMock.mockReturnValueOnce(late.promise);
    openBlogEditor("demo", "winter-teas");
    openBlogEditor("demo", undefined);
    late.resolve(saved);
    await late.promise;
    await Promise.resolve();
    expect(state()).toMatchObject({ slug: undefined, draft: EMPTY_BLOG });
  });
});

describe("the cover", () => {
  it("is uploaded into the draft, and a failure is the cover's error", async () => {
    openBlogEditor("demo", undefined);
    uploadMock.mockResolvedValueOnce({ url: "https://example.com/c.jpg", width: 10, height: 10 });
    const uploading = uploadBlogCover(cover);
    expect(state().busy).toBe("cover");
    await uploading;
    expect(uploadMock).toHaveBeenCalledWith("demo", cover);
    expect(state()).toMatchObject({ busy: "", draft: { coverImage: "https://example.com/c.jpg" } });
    uploadMock.mockRejectedValueOnce(new TypeError("offline"));
    await uploadBlogCover(cover);
    expect(state()).toMatchObject({ busy: "", errors: { coverImage: COVER_FAILED } });
    uploadMock.mockRejectedValueOnce(refused(413, { error: "The photo is over 10 MB" }));
    await uploadBlogCover(cover);
    expect(state().errors.coverImage).toBe("The photo is over 10 MB");
  });
});

describe("sending the blog", () => {
  it("checks every field first, answers the first in error, and sends nothing", async () => {
    openBlogEditor("demo", undefined);
    expect(await sendBlog()).toBe("title");
    expect(state().failure).toBe(CHECK_FIELDS);
    expect(state().errors).toMatchObject({
      title: "Please enter a title.",
      coverImage: "Please choose a cover image.",
    });
    expect(publishMock).not.toHaveBeenCalled();
  });

  it("publishes a new blog, drops the kept draft and is done", async () => {
    openBlogEditor("demo", undefined);
    editBlogDraft(savedDraft);
    publishMock.mockResolvedValueOnce({ blog: saved, eventId: 42 });
    $publishState.set("live");
    expect(await sendBlog()).toBeNull();
    expect($publishState.get()).toBe("publishing");
    expect(publishMock).toHaveBeenCalledWith("demo", {
      title: "Winter teas",
      description: "Masala chai and kahwa.",
      content: ["Winter is here."],
      tags: ["tea", "winter"],
      coverImage: "https://example.com/cover.jpg",
    });
    expect(state()).toMatchObject({
      busy: "",
      failure: "",
      done: { slug: "winter-teas", eventId: 42, edited: false },
    });
    expect(tab.has("blogDraft:demo:new")).toBe(false);
  });

  it("saves an edited blog under its address", async () => {
    tab.set("blogDraft:demo:winter-teas", JSON.stringify(savedDraft));
    openBlogEditor("demo", "winter-teas");
    editMock.mockResolvedValueOnce({ blog: null, eventId: 43 });
    await sendBlog();
    expect(editMock).toHaveBeenCalledWith(
      "demo",
      "winter-teas",
      expect.objectContaining({ title: "Winter teas" }),
    );
    expect(state().done).toEqual({ slug: "winter-teas", eventId: 43, edited: true });
  });

  it("a refusal shows beside its field and the draft stays kept; a failed send says so", async () => {
    openBlogEditor("demo", undefined);
    editBlogDraft(savedDraft);
    publishMock.mockRejectedValueOnce(
      refused(400, { error: "Title is too long", issues: [{ field: "title", message: "is too long" }] }),
    );
    expect(await sendBlog()).toBe("title");
    expect(state()).toMatchObject({
      busy: "",
      errors: { title: "Is too long" },
      failure: "Title is too long",
      done: null,
    });
    expect(tab.has("blogDraft:demo:new")).toBe(true);
    publishMock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await sendBlog()).toBeNull();
    expect(state()).toMatchObject({ errors: {}, failure: SEND_FAILED });
  });

  it("sends nothing while the cover uploads", async () => {
    openBlogEditor("demo", undefined);
    editBlogDraft(savedDraft);
    uploadMock.mockReturnValueOnce(new Promise(() => {}));
    void uploadBlogCover(cover);
    expect(await sendBlog()).toBeNull();
    expect(publishMock).not.toHaveBeenCalled();
  });
});

describe("watching the blog list's rebuild", () => {
  it("starts publishing and follows each state the status gives, until stopped", () => {
    const stopped = vi.fn();
    let tell: (s: PublishState) => void = () => {};
    watchMock.mockImplementationOnce((_, onState) => {
      tell = onState;
      return stopped;
    });
    $publishState.set("live");
    const stop = watchPublish(42);
    expect(watchMock).toHaveBeenCalledWith(42, expect.any(Function));
    expect($publishState.get()).toBe("publishing");
    tell("later");
    expect($publishState.get()).toBe("later");
    stop();
    expect(stopped).toHaveBeenCalled();
  });
});

describe("closing the editor", () => {
  it("holds nothing, and a send or an upload answering after it settles nothing", async () => {
    openBlogEditor("demo", undefined);
    editBlogDraft(savedDraft);
    const sent = deferred<{ blog: Blog | null; eventId: number }>();
    publishMock.mockReturnValueOnce(sent.promise);
    const sending = sendBlog();
    closeBlogEditor();
    expect(state()).toMatchObject({ shopId: "", draft: null, busy: "", done: null });
    openBlogEditor("demo", undefined);
    sent.resolve({ blog: saved, eventId: 44 });
    await sending;
    expect(state()).toMatchObject({ busy: "", done: null });
    const upload = deferred<{ url: string; width: number; height: number }>();
    uploadMock.mockReturnValueOnce(upload.promise);
    const uploading = uploadBlogCover(cover);
    closeBlogEditor();
    upload.resolve({ url: "https://example.com/late.jpg", width: 1, height: 1 });
    await uploading;
    expect(state()).toMatchObject({ shopId: "", draft: null, busy: "" });
  });

  it("a blog's load answering after the editor closed settles nothing", async () => {
    const late = deferred<Blog | null>();
    bySlugMock.mockReturnValueOnce(late.promise);
    openBlogEditor("demo", "winter-teas");
    closeBlogEditor();
    late.resolve(saved);
    await late.promise;
    await Promise.resolve();
    expect(state().draft).toBeNull();
  });
});

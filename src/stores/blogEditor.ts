/**
 * The owner's blog editor (/Admin/blog/new and /Admin/blog/{slug}), not
 * persisted here: the draft as typed, kept in the tab (sessionDraft.ts)
 * until it is saved and loaded from the server when none is kept; its
 * cover uploaded through the shop's photos call; checked by the add-blog
 * rule before it is sent, a refusal beside its field; once published or
 * edited, the blog list's rebuild watched (api/blogStatus.ts).
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { watchBlogList } from "../api/blogStatus";
import { blogBySlug } from "../api/blogs";
import { serverProblems } from "../api/formErrors";
import { editBlog, publishBlog, uploadPhoto } from "../api/seller";
import { type BlogDraft, type BlogDraftField, blogDraftErrors, splitTags } from "../domain/blog";
import type { PublishState } from "../domain/console/blogPublish";
import { latestWins } from "./persist";
import { dropDraft, keepDraft, keptDraft } from "./sessionDraft";

const text = v.fallback(v.string(), "");
const KeptBlog = v.object({
  title: text,
  description: text,
  content: v.fallback(v.pipe(v.array(v.string()), v.minLength(1)), [""]),
  tags: text,
  coverImage: text,
});

export const EMPTY_BLOG: BlogDraft = { title: "", description: "", content: [""], tags: "", coverImage: "" };
const keyOf = (shopId: string, slug: string | undefined) => `blogDraft:${shopId}:${slug ?? "new"}`;

/** A blog sent: its address, the change's event (the rebuild to watch), and whether it was an edit. */
export type BlogDone = { slug: string; eventId: number; edited: boolean };

export interface BlogEditorState {
  shopId: string;
  /** The blog edited; undefined for a new one. */
  slug: string | undefined;
  /** The draft; null while an edited blog loads from the server. */
  draft: BlogDraft | null;
  /** The draft came back from the tab (unsaved writing), not from the server. */
  restored: boolean;
  errors: Partial<Record<BlogDraftField, string>>;
  /** The send's failure line. */
  failure: string;
  /** Why the edited blog could not be loaded. */
  loadFailed: string;
  busy: "" | "cover" | "send";
  done: BlogDone | null;
}

const closed = (shopId = "", slug?: string): BlogEditorState => ({
  shopId,
  slug,
  draft: null,
  restored: false,
  errors: {},
  failure: "",
  loadFailed: "",
  busy: "",
  done: null,
});

export const $blogEditor = atom<BlogEditorState>(closed());

/** Where the blog list stands after a publish or an edit. */
export const $publishState = atom<PublishState>("publishing");

export const NO_SUCH_BLOG = "This shop has no blog with that address.";
export const BLOG_LOAD_FAILED = "Could not load the blog. Check your connection.";
export const CHECK_FIELDS = "Check the fields marked below.";
export const COVER_FAILED = "Could not upload the cover: check your connection and try again.";
export const SEND_FAILED =
  "Could not save: check your connection and try again. What you typed is kept on this device.";

const beginLoad = latestWins();
const update = (change: Partial<BlogEditorState>) => $blogEditor.set({ ...$blogEditor.get(), ...change });

/** Each opening of the editor: an upload or a send answering after the editor closed or opened again settles nothing. */
let session = 0;

/** Loads the edited blog from the server into the draft (only while the editor still shows that blog). */
async function fromServer(shopId: string, slug: string): Promise<void> {
  const isLatest = beginLoad();
  const current = () => isLatest() && $blogEditor.get().shopId === shopId && $blogEditor.get().slug === slug;
  try {
    const blog = await blogBySlug(slug);
    if (!current()) return;
    if (!blog) return update({ loadFailed: NO_SUCH_BLOG });
    update({
      draft: {
        title: blog.title,
        description: blog.description,
        content: blog.content.length ? blog.content : [""],
        tags: blog.keywords.join(", "),
        coverImage: blog.coverImage,
      },
    });
  } catch (cause) {
    if (current()) update({ loadFailed: serverProblems(cause)?.message ?? BLOG_LOAD_FAILED });
  }
}

/** Opens the editor: the draft kept in the tab, else a new blog's empty one or the edited blog from the server. */
export function openBlogEditor(shopId: string, slug: string | undefined): void {
  session++;
  beginLoad();
  const kept = keptDraft(keyOf(shopId, slug), KeptBlog);
  $blogEditor.set({
    ...closed(shopId, slug),
    draft: kept ?? (slug ? null : EMPTY_BLOG),
    restored: kept !== null,
  });
  if (slug && !kept) void fromServer(shopId, slug);
}

/** The editor's screen closes: nothing of it is held, and what was under way settles nothing. */
export function closeBlogEditor(): void {
  session++;
  beginLoad();
  $blogEditor.set(closed());
}

/** The owner types: the draft changes and is kept in the tab. */
export function editBlogDraft(change: Partial<BlogDraft>): void {
  const { draft, shopId, slug } = $blogEditor.get();
  if (!draft) return;
  const next = { ...draft, ...change };
  keepDraft(keyOf(shopId, slug), next);
  update({ draft: next });
}

/** "Discard it": the kept writing is forgotten; the form starts again empty, or from the saved blog. */
export function discardKeptBlog(): void {
  const { shopId, slug } = $blogEditor.get();
  dropDraft(keyOf(shopId, slug));
  update({ restored: false, errors: {}, draft: slug ? null : EMPTY_BLOG, loadFailed: "" });
  if (slug) void fromServer(shopId, slug);
}

/** Uploads the cover through the shop's photos call; a failure is the cover's error. */
export async function uploadBlogCover(file: File): Promise<void> {
  const opened = session;
  const { coverImage: _, ...rest } = $blogEditor.get().errors;
  update({ busy: "cover", errors: rest });
  try {
    const { url } = await uploadPhoto($blogEditor.get().shopId, file);
    if (opened !== session) return;
    update({ busy: "" });
    editBlogDraft({ coverImage: url });
  } catch (cause) {
    if (opened !== session) return;
    update({
      busy: "",
      errors: { ...$blogEditor.get().errors, coverImage: serverProblems(cause)?.message ?? COVER_FAILED },
    });
  }
}

/**
 * Publishes the new blog or saves the edited one, checked first. Answers the
 * first field in error (the screen focuses it), else null; once sent, the
 * editor is done, the kept draft dropped and the rebuild's watch starts over.
 */
export async function sendBlog(): Promise<BlogDraftField | null> {
  const { draft, busy, shopId, slug } = $blogEditor.get();
  if (!draft || busy) return null;
  const found = blogDraftErrors(draft);
  update({ errors: Object.fromEntries(found), failure: found.length ? CHECK_FIELDS : "" });
  if (found.length) return found[0]?.[0] ?? null;
  const opened = session;
  update({ busy: "send" });
  try {
    const blog = {
      title: draft.title,
      description: draft.description,
      content: draft.content,
      tags: splitTags(draft.tags),
      coverImage: draft.coverImage,
    };
    const answer = slug ? await editBlog(shopId, slug, blog) : await publishBlog(shopId, blog);
    dropDraft(keyOf(shopId, slug));
    if (opened !== session) return null;
    $publishState.set("publishing");
    const done = { slug: answer.blog?.slug ?? slug ?? "", eventId: answer.eventId, edited: Boolean(slug) };
    update({ busy: "", done });
    return null;
  } catch (cause) {
    if (opened !== session) return null;
    const refused = serverProblems(cause);
    const errors = (refused?.fields ?? {}) as Partial<Record<BlogDraftField, string>>;
    update({ busy: "", errors, failure: refused?.message ?? SEND_FAILED });
    return (Object.keys(errors)[0] as BlogDraftField | undefined) ?? null;
  }
}

/** Watches the blog list's rebuild for `eventId` until it is live (or later); returns the stop function. */
export function watchPublish(eventId: number): () => void {
  $publishState.set("publishing");
  return watchBlogList(eventId, (state) => $publishState.set(state));
}

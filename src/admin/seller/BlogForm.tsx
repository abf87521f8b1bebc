/**
 * A blog of the shop, new or edited (owner only): the same fields and
 * limits as /addBlog (title, description, paragraphs, tags, cover), checked
 * by the same rule before it is sent; the cover is uploaded through the
 * shop's photos call. What is typed is kept in the tab until it is saved.
 * After a publish or an edit, the blog list's rebuild is watched
 * (stores/blogEditor.ts).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef } from "react";
import {
  $blogEditor,
  type BlogDone,
  closeBlogEditor,
  discardKeptBlog,
  openBlogEditor,
  sendBlog,
} from "../../stores/blogEditor";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { focusAfterSave, Loading, ScreenTitle } from "../ui";
import { BlogFields } from "./BlogFields";
import { PublishWatch } from "./PublishWatch";

const TITLE_ID = "blog-form-title";
const focusTitle = () => document.getElementById(TITLE_ID)?.focus();

export default function BlogForm({ shopId, route }: SellerScreenProps) {
  const slug = route.route === "blog" ? route.params.slug : undefined;
  const held = useStore($blogEditor);
  const failureRef = useRef<HTMLParagraphElement>(null);
  // Opened before the first paint: the draft kept in the tab shows at once.
  useLayoutEffect(() => {
    openBlogEditor(shopId, slug);
    return closeBlogEditor;
  }, [shopId, slug]);
  const mine = held.shopId === shopId && held.slug === slug;
  const title = slug ? "Edit blog" : "Write a blog";

  if (mine && held.done) return <Done done={held.done} />;
  const draft = mine ? held.draft : null;
  if (!draft) {
    const loadFailed = mine ? held.loadFailed : "";
    return (
      <div className="console-screen">
        <ScreenTitle id={TITLE_ID}>{title}</ScreenTitle>
        <Alert>{loadFailed}</Alert>
        {loadFailed ? null : <Loading label="Loading the blog" />}
        <a href={staffHref("blogs")}>Back to your blogs</a>
      </div>
    );
  }

  // A failed send: the first field in error takes the focus, else the line saying what happened.
  const submit = async () => {
    const field = await sendBlog();
    focusAfterSave(
      field ? `blog-${field.replace(".", "-")}` : null,
      $blogEditor.get().failure ? failureRef.current : null,
    );
  };

  return (
    <div className="console-screen">
      <ScreenTitle id={TITLE_ID}>{title}</ScreenTitle>
      <p>
        <a href={staffHref("blogs")}>Back to your blogs</a>
      </p>
      {held.restored ? (
        <div className="console-card console-restored" role="status">
          <p>Your unsaved writing was kept on this device and is back in the form.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              discardKeptBlog();
              // The note and its button are gone: the focus goes back to the screen's title.
              focusTitle();
            }}
          >
            Discard it
          </button>
        </div>
      ) : null}
      <BlogFields
        draft={draft}
        errors={held.errors}
        busy={held.busy}
        edited={Boolean(slug)}
        failure={held.failure}
        failureRef={failureRef}
        onSubmit={() => void submit()}
      />
    </div>
  );
}

/** The blog is sent: the rebuild's progress, a link to read it and one back to the list. */
function Done({ done }: { done: BlogDone }) {
  // The form (and its button, which had the focus) is gone: the title saying what happened takes it.
  useEffect(() => {
    document.getElementById("blog-done-title")?.focus();
  }, []);
  return (
    <div className="console-screen">
      <ScreenTitle id="blog-done-title">{done.edited ? "Blog saved" : "Blog published"}</ScreenTitle>
      <PublishWatch eventId={done.eventId} />
      <ul className="console-links">
        <li>
          <a href={`/blog/${encodeURIComponent(done.slug)}`} target="_blank" rel="noopener noreferrer">
            Read it<span className="visually-hidden"> (new tab)</span>
          </a>
        </li>
        <li>
          <a href={staffHref("blogs")}>Back to your blogs</a>
        </li>
      </ul>
    </div>
  );
}

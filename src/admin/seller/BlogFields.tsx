/**
 * The blog editor's form: title, description, the paragraphs (added and
 * removed), tags and cover, each with its error beside it, and the send
 * button. What is typed goes to the editor's store (stores/blogEditor.ts).
 */
import type { Ref } from "react";
import { BLOG_LIMITS, type BlogDraft, type BlogDraftField } from "../../domain/blog";
import { type BlogEditorState, editBlogDraft } from "../../stores/blogEditor";
import { Alert } from "../../ui/Alert";
import { Field } from "../ui";
import { BlogCover } from "./BlogCover";

/** A paragraph's control, focused once it is on the page (after an add or a removal). */
const focusParagraph = (i: number) =>
  setTimeout(() => document.getElementById(`blog-content-${i}`)?.focus(), 0);

export function BlogFields({
  draft,
  errors,
  busy,
  edited,
  failure,
  failureRef,
  onSubmit,
}: {
  draft: BlogDraft;
  errors: BlogEditorState["errors"];
  busy: BlogEditorState["busy"];
  /** An existing blog (Save blog) rather than a new one (Publish blog). */
  edited: boolean;
  failure: string;
  failureRef: Ref<HTMLParagraphElement>;
  onSubmit: () => void;
}) {
  const change = (field: BlogDraftField, value: string) => {
    if (field.startsWith("content.")) {
      const i = Number(field.slice("content.".length));
      editBlogDraft({ content: draft.content.map((p, j) => (j === i ? value : p)) });
    } else editBlogDraft({ [field]: value });
  };

  const textField = (field: BlogDraftField, label: string, value: string, max: number, hint?: string) => (
    <Field
      id={`blog-${field.replace(".", "-")}`}
      label={label}
      error={errors[field]}
      {...(hint ? { hint } : {})}
    >
      {({ id, ...a }) =>
        field === "title" || field === "tags" ? (
          <input
            id={id}
            {...a}
            value={value}
            maxLength={max}
            onChange={(e) => change(field, e.target.value)}
          />
        ) : (
          <textarea
            id={id}
            {...a}
            value={value}
            maxLength={max}
            rows={field === "description" ? 3 : 6}
            onChange={(e) => change(field, e.target.value)}
          />
        )
      }
    </Field>
  );

  return (
    <form
      className="console-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {textField("title", "Title", draft.title, BLOG_LIMITS.title)}
      {textField("description", "Description", draft.description, BLOG_LIMITS.description)}
      <fieldset>
        <legend>Content</legend>
        {draft.content.map((paragraph, i) => (
          // Paragraphs have no id of their own; their place is their identity in this form.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className="console-paragraph">
            {textField(`content.${i}`, `Paragraph ${i + 1}`, paragraph, BLOG_LIMITS.paragraph)}
            {draft.content.length > 1 ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  editBlogDraft({ content: draft.content.filter((_, j) => j !== i) });
                  // The button leaves with its paragraph: the one now in its place (or the last) takes the focus.
                  focusParagraph(Math.min(i, draft.content.length - 2));
                }}
              >
                Remove<span className="visually-hidden"> paragraph {i + 1}</span>
              </button>
            ) : null}
          </div>
        ))}
        {draft.content.length < BLOG_LIMITS.paragraphs ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              editBlogDraft({ content: [...draft.content, ""] });
              focusParagraph(draft.content.length);
            }}
          >
            Add Paragraph
          </button>
        ) : null}
      </fieldset>
      {textField(
        "tags",
        "Tags",
        draft.tags,
        BLOG_LIMITS.tags * (BLOG_LIMITS.tag + 2),
        "Separate tags with commas, e.g. diwali, handloom, jaipur",
      )}
      <BlogCover coverImage={draft.coverImage} error={errors.coverImage} busy={busy} />
      <Alert ref={failureRef} tabIndex={-1}>
        {failure}
      </Alert>
      <button type="submit" className="button" disabled={busy !== ""}>
        {busy === "send" ? "Saving…" : edited ? "Save blog" : "Publish blog"}
      </button>
    </form>
  );
}

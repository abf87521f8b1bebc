/**
 * A blog of the shop, new or edited (owner only): the same fields and
 * limits as /addBlog (title, description, paragraphs, tags, cover), checked
 * by the same rule before it is sent; the cover is uploaded through the
 * shop's photos call. What is typed is kept in the tab until it is saved.
 * After a publish or an edit, the blog list's rebuild is watched.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { blogBySlug } from "../../api/blogs";
import { serverProblems } from "../../api/formErrors";
import { editBlog, publishBlog, uploadPhoto } from "../../api/seller";
import {
  BLOG_LIMITS,
  type BlogDraft,
  type BlogDraftField,
  blogDraftErrors,
  splitTags,
} from "../../domain/blog";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { dropDraft, keepDraft, keptDraft } from "../../stores/sessionDraft";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Field, Loading, ScreenTitle } from "../ui";
import { PublishWatch } from "./PublishWatch";

const text = v.fallback(v.string(), "");
const KeptBlog = v.object({
  title: text,
  description: text,
  content: v.fallback(v.pipe(v.array(v.string()), v.minLength(1)), [""]),
  tags: text,
  coverImage: text,
});

const EMPTY: BlogDraft = { title: "", description: "", content: [""], tags: "", coverImage: "" };
const keyOf = (shopId: string, slug: string | undefined) => `blogDraft:${shopId}:${slug ?? "new"}`;

type Done = { slug: string; eventId: number; edited: boolean };

export default function BlogForm({ shopId, route }: SellerScreenProps) {
  const slug = route.route === "blog" ? route.params.slug : undefined;
  const key = keyOf(shopId, slug);
  const kept = useRef(keptDraft(key, KeptBlog));
  const [draft, setDraft] = useState<BlogDraft | null>(kept.current ?? (slug ? null : EMPTY));
  const [restored, setRestored] = useState(kept.current !== null);
  const [errors, setErrors] = useState<Partial<Record<BlogDraftField, string>>>({});
  const [failure, setFailure] = useState("");
  const [loadFailed, setLoadFailed] = useState("");
  const [busy, setBusy] = useState<"" | "cover" | "send">("");
  const [done, setDone] = useState<Done | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const fromServer = async (s: string) => {
    try {
      const blog = await blogBySlug(s);
      if (!blog) return setLoadFailed("This shop has no blog with that address.");
      setDraft({
        title: blog.title,
        description: blog.description,
        content: blog.content.length ? blog.content : [""],
        tags: blog.keywords.join(", "),
        coverImage: blog.coverImage,
      });
    } catch (cause) {
      setLoadFailed(serverProblems(cause)?.message ?? "Could not load the blog. Check your connection.");
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per blog
  useEffect(() => {
    if (slug && !kept.current) void fromServer(slug);
  }, [slug]);

  const title = slug ? "Edit blog" : "Write a blog";
  if (done) {
    return (
      <div className="console-screen">
        <ScreenTitle>{done.edited ? "Blog saved" : "Blog published"}</ScreenTitle>
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
  if (!draft) {
    return (
      <div className="console-screen">
        <ScreenTitle>{title}</ScreenTitle>
        {loadFailed ? (
          <p className="console-error" role="alert">
            {loadFailed}
          </p>
        ) : (
          <Loading label="Loading the blog" />
        )}
        <a href={staffHref("blogs")}>Back to your blogs</a>
      </div>
    );
  }

  const edit = (change: Partial<BlogDraft>) =>
    setDraft((d) => {
      if (!d) return d;
      const next = { ...d, ...change };
      keepDraft(key, next);
      return next;
    });

  const chooseCover = async (file: File | undefined) => {
    if (!file) return;
    setBusy("cover");
    setErrors(({ coverImage: _, ...rest }) => rest);
    try {
      edit({ coverImage: (await uploadPhoto(shopId, file)).url });
    } catch (cause) {
      setErrors((e) => ({
        ...e,
        coverImage:
          serverProblems(cause)?.message ??
          "Could not upload the cover: check your connection and try again.",
      }));
    } finally {
      setBusy("");
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = blogDraftErrors(draft);
    setErrors(Object.fromEntries(found));
    setFailure("");
    if (found.length) {
      setFailure("Check the fields marked below.");
      document.getElementById(`blog-${found[0]?.[0].replace(".", "-")}`)?.focus();
      return;
    }
    setBusy("send");
    try {
      const blog = {
        title: draft.title,
        description: draft.description,
        content: draft.content,
        tags: splitTags(draft.tags),
        coverImage: draft.coverImage,
      };
      const answer = slug ? await editBlog(shopId, slug, blog) : await publishBlog(shopId, blog);
      dropDraft(key);
      setDone({ slug: answer.blog?.slug ?? slug ?? "", eventId: answer.eventId, edited: Boolean(slug) });
    } catch (cause) {
      const refused = serverProblems(cause);
      const fields = Object.fromEntries(
        Object.entries(refused?.fields ?? {}).map(([k, m]) => [k === "tags" ? "tags" : k, m]),
      ) as Partial<Record<BlogDraftField, string>>;
      setErrors(fields);
      setFailure(
        refused?.message ??
          "Could not save: check your connection and try again. What you typed is kept on this device.",
      );
    } finally {
      setBusy("");
    }
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
  const change = (field: BlogDraftField, value: string) => {
    if (field.startsWith("content.")) {
      const i = Number(field.slice("content.".length));
      edit({ content: draft.content.map((p, j) => (j === i ? value : p)) });
    } else edit({ [field]: value });
  };

  return (
    <div className="console-screen">
      <ScreenTitle>{title}</ScreenTitle>
      <p>
        <a href={staffHref("blogs")}>Back to your blogs</a>
      </p>
      {restored ? (
        <div className="console-card console-restored" role="status">
          <p>Your unsaved writing was kept on this device and is back in the form.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              dropDraft(key);
              setRestored(false);
              setErrors({});
              kept.current = null;
              if (slug) {
                setDraft(null);
                void fromServer(slug);
              } else setDraft(EMPTY);
            }}
          >
            Discard it
          </button>
        </div>
      ) : null}
      <form ref={form} className="console-form" noValidate onSubmit={(e) => void submit(e)}>
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
                  onClick={() => edit({ content: draft.content.filter((_, j) => j !== i) })}
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
                edit({ content: [...draft.content, ""] });
                const next = draft.content.length;
                setTimeout(() => document.getElementById(`blog-content-${next}`)?.focus(), 0);
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
        <div className={`console-field${errors.coverImage ? " has-error" : ""}`}>
          <label htmlFor="blog-coverImage">
            {draft.coverImage ? "Change the cover image" : "Cover image"}
          </label>
          <p className="console-hint" id="blog-cover-hint">
            A photo, at most 10 MB; a wide one (1200 × 630) shows best.
          </p>
          <input
            id="blog-coverImage"
            type="file"
            accept="image/*"
            disabled={busy !== ""}
            aria-invalid={errors.coverImage ? true : undefined}
            aria-describedby={`blog-cover-hint${errors.coverImage ? " blog-cover-error" : ""}`}
            onChange={(e) => {
              void chooseCover(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <p role="status" className="console-muted">
            {busy === "cover" ? "Uploading the cover…" : ""}
          </p>
          {errors.coverImage ? (
            <p id="blog-cover-error" className="console-field-error" role="alert">
              {errors.coverImage}
            </p>
          ) : null}
          {draft.coverImage ? (
            <img
              className="console-cover"
              src={smallestPhoto(draft.coverImage)}
              srcSet={photoSrcset(draft.coverImage)}
              sizes="(min-width: 40rem) 36rem, 100vw"
              alt="Cover preview"
            />
          ) : null}
        </div>
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy !== ""}>
          {busy === "send" ? "Saving…" : slug ? "Save blog" : "Publish blog"}
        </button>
      </form>
    </div>
  );
}

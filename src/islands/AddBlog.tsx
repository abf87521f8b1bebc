/**
 * The add-blog editor on /addBlog (SPEC §2, §5, §6, §8), an island on that
 * page alone. The passcode is checked by the server (attempts limited there)
 * and kept in memory only: the form is unlocked for this page session, and a
 * reload locks it again. The typed draft, and the uploaded cover's URL, are
 * kept in sessionStorage so a reload or a failure loses nothing. After a
 * blog is added, the editor watches the web server's blog rebuild
 * (GET /_site/blog-status) until the blog list shows it.
 */

import { type SubmitEvent, useEffect, useId, useRef, useState } from "react";
import { watchBlogList } from "../api/blogStatus";
import { addBlog, checkPasscode, uploadCover } from "../api/blogs";
import { HTTPError } from "../api/client";
import { refusalOf } from "../api/refusal";
import { type BlogDraft, type BlogDraftField, blogDraftErrors, splitTags } from "../domain/blog";
import { PUBLISH_LINES, type PublishState } from "../domain/console/blogPublish";
import "./addBlog.css";
import { Alert } from "../ui/Alert";

const DRAFT_KEY = "addBlogDraft";
const EMPTY: BlogDraft = { title: "", description: "", content: [""], tags: "", coverImage: "" };

function loadDraft(): BlogDraft {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as Partial<BlogDraft> | null;
    if (!saved || typeof saved !== "object") return EMPTY;
    const str = (v: unknown) => (typeof v === "string" ? v : "");
    const content = Array.isArray(saved.content) ? saved.content.map(str) : [];
    return {
      title: str(saved.title),
      description: str(saved.description),
      content: content.length ? content : [""],
      tags: str(saved.tags),
      coverImage: str(saved.coverImage),
    };
  } catch {
    return EMPTY;
  }
}

function saveDraft(draft: BlogDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or switched off: the draft lives on in the page.
  }
}

export default function AddBlog() {
  const [passcode, setPasscode] = useState<string | null>(null);
  return passcode === null ? <Gate onUnlock={setPasscode} /> : <Editor passcode={passcode} />;
}

/** The passcode gate (SPEC §6): a wrong passcode alerts; too many tries explain the server's limit. */
function Gate({ onUnlock }: { onUnlock: (passcode: string) => void }) {
  const [value, setValue] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem("");
    try {
      await checkPasscode(value);
      onUnlock(value);
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : 0;
      if (status === 401) {
        alert("Incorrect passcode. Please try again.");
        setValue("");
        input.current?.focus();
      } else {
        // A lockout (429) included: the server names its limit and the wait.
        setProblem(refusalOf(error, "The server could not be reached. Please try again."));
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="add-blog-gate card" onSubmit={submit}>
      <h2>Enter the passcode</h2>
      <p>Only the platform's content editors can add blogs.</p>
      <label htmlFor="blog-passcode">Passcode</label>
      <input
        id="blog-passcode"
        ref={input}
        type="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {problem && <Alert className="add-blog-error">{problem}</Alert>}
      <button className="button" type="submit" disabled={busy}>
        {busy ? "Checking..." : "Unlock"}
      </button>
    </form>
  );
}

type Result =
  | { kind: "added"; slug: string; eventId: number | undefined }
  | { kind: "failed"; message: string }
  | null;

/** Where the blog list stands: "Publishing to the blog list…" until the rebuild has applied `eventId`, then live. */
function ListStatus({ eventId }: { eventId: number | undefined }) {
  const [state, setState] = useState<PublishState>(eventId === undefined ? "later" : "publishing");
  useEffect(() => (eventId === undefined ? undefined : watchBlogList(eventId, setState)), [eventId]);
  return <p className={`add-blog-list add-blog-list-${state}`}>{PUBLISH_LINES[state]}</p>;
}

/** The form (SPEC §2): title, description, paragraphs, tags, cover; every field required (SPEC §5). */
function Editor({ passcode }: { passcode: string }) {
  const [draft, setDraft] = useState<BlogDraft>(loadDraft);
  const [errors, setErrors] = useState<Partial<Record<BlogDraftField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const [coverError, setCoverError] = useState("");
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [fileKey, setFileKey] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => saveDraft(draft), [draft]);
  useEffect(() => form.current?.querySelector<HTMLInputElement>("input")?.focus(), []);

  const edit = (change: Partial<BlogDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setResult(null);
  };
  const editParagraph = (i: number, text: string) =>
    edit({ content: draft.content.map((p, j) => (j === i ? text : p)) });

  const chooseCover = async (file: File | undefined) => {
    setCoverError("");
    setErrors(({ coverImage: _, ...rest }) => rest);
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadCover(passcode, file);
      if (!url) setCoverError("The given file does not have any download URLs.");
      else edit({ coverImage: url });
    } catch (error) {
      setCoverError(refusalOf(error, "The image could not be uploaded. Please try again."));
      setFileKey((k) => k + 1); // clear the refused file from the picker
    } finally {
      setUploading(false);
    }
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploading || sending) return;
    const found = blogDraftErrors(draft);
    setErrors(Object.fromEntries(found));
    if (found.length > 0) {
      const [field] = found[0] ?? [];
      form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
      return;
    }
    setSending(true);
    setResult(null);
    try {
      const { blog, eventId } = await addBlog(passcode, {
        title: draft.title,
        description: draft.description,
        content: draft.content,
        tags: splitTags(draft.tags),
        coverImage: draft.coverImage,
      });
      setDraft(EMPTY);
      setFileKey((k) => k + 1);
      setResult({ kind: "added", slug: blog.slug, eventId });
    } catch (error) {
      console.error("Failed to add blog.", error);
      const said = refusalOf(error, "");
      setResult({ kind: "failed", message: said });
    } finally {
      setSending(false);
    }
  };

  const fieldError = (field: BlogDraftField) =>
    errors[field] ? (
      <p className="add-blog-error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: BlogDraftField, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : ""].filter(Boolean).join(" ") || undefined;

  const textField = (
    field: BlogDraftField,
    label: string,
    value: string,
    onChange: (text: string) => void,
  ) => {
    const inputId = `${id}-${field}`;
    const hint = field === "tags" ? `${inputId}-hint` : "";
    const props = {
      id: inputId,
      "data-field": field,
      value,
      required: true,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": describedBy(field, hint),
    };
    const remove = field.startsWith("content.") && draft.content.length > 1;
    return (
      <div className="add-blog-field" key={field}>
        <label htmlFor={inputId}>{label}</label>
        {field === "title" || field === "tags" ? (
          <input {...props} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <textarea
            {...props}
            rows={field === "description" ? 3 : 5}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {hint && (
          <p className="add-blog-hint" id={hint}>
            Separate tags with commas, e.g. diwali, handloom, jaipur
          </p>
        )}
        {fieldError(field)}
        {remove && (
          <button
            type="button"
            className="button button-secondary"
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={() => edit({ content: draft.content.filter((_, j) => `content.${j}` !== field) })}
          >
            Remove
          </button>
        )}
      </div>
    );
  };

  return (
    <form ref={form} className="add-blog-form" onSubmit={submit} noValidate>
      {textField("title", "Title", draft.title, (title) => edit({ title }))}
      {textField("description", "Description", draft.description, (description) => edit({ description }))}
      <fieldset className="add-blog-paragraphs">
        <legend>Content</legend>
        {draft.content.map((paragraph, i) =>
          textField(`content.${i}`, `Paragraph ${i + 1}`, paragraph, (text) => editParagraph(i, text)),
        )}
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            edit({ content: [...draft.content, ""] });
            // Focus the new paragraph once it is drawn.
            requestAnimationFrame(() =>
              form.current
                ?.querySelector<HTMLElement>(`[data-field="content.${draft.content.length}"]`)
                ?.focus(),
            );
          }}
        >
          Add Paragraph
        </button>
      </fieldset>
      {textField("tags", "Tags", draft.tags, (tags) => edit({ tags }))}
      <div className="add-blog-field">
        <label htmlFor={`${id}-cover`}>Cover image</label>
        <input
          key={fileKey}
          id={`${id}-cover`}
          data-field="coverImage"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          onChange={(e) => void chooseCover(e.target.files?.[0])}
          aria-invalid={errors.coverImage || coverError ? true : undefined}
          aria-describedby={describedBy(
            "coverImage",
            `${id}-cover-hint${coverError ? ` ${id}-cover-problem` : ""}`,
          )}
          required
        />
        <p className="add-blog-hint" id={`${id}-cover-hint`}>
          JPEG, PNG, WebP or GIF, at most 2 MB; 1200 × 630 pixels shows best.
        </p>
        {coverError && (
          <Alert className="add-blog-error" id={`${id}-cover-problem`}>
            {coverError}
          </Alert>
        )}
        {fieldError("coverImage")}
        {draft.coverImage && (
          <img
            className="add-blog-preview"
            src={draft.coverImage}
            alt="Cover preview"
            width={1200}
            height={630}
          />
        )}
      </div>
      <button className="button" type="submit" disabled={uploading || sending}>
        {uploading ? "Uploading image, please wait..." : sending ? "Adding..." : "Submit"}
      </button>
      <div role="status" aria-live="polite">
        {result?.kind === "added" && (
          <>
            <p className="add-blog-success">
              Blog added successfully! <a href={`/blog/${result.slug}`}>Read it</a>
            </p>
            <ListStatus eventId={result.eventId} />
          </>
        )}
      </div>
      {result?.kind === "failed" && (
        <div className="add-blog-error" role="alert">
          <p>Failed to add blog.</p>
          {result.message && <p>{result.message}</p>}
        </div>
      )}
    </form>
  );
}

/** The blog's cover: chosen, uploaded through the shop's photos call (stores/blogEditor.ts), previewed. */
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { type BlogEditorState, uploadBlogCover } from "../../stores/blogEditor";
import { Alert } from "../../ui/Alert";

export function BlogCover({
  coverImage,
  error,
  busy,
}: {
  coverImage: string;
  error: string | undefined;
  busy: BlogEditorState["busy"];
}) {
  // The control is disabled while the cover uploads: it takes the focus back once the upload is over.
  const choose = async (file: File | undefined) => {
    if (!file) return;
    await uploadBlogCover(file);
    document.getElementById("blog-coverImage")?.focus();
  };
  return (
    <div className={`console-field${error ? " has-error" : ""}`}>
      <label htmlFor="blog-coverImage">{coverImage ? "Change the cover image" : "Cover image"}</label>
      <p className="console-hint" id="blog-cover-hint">
        A photo, at most 10 MB; a wide one (1200 × 630) shows best.
      </p>
      <input
        id="blog-coverImage"
        type="file"
        accept="image/*"
        disabled={busy !== ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={`blog-cover-hint${error ? " blog-cover-error" : ""}`}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <p role="status" className="console-muted">
        {busy === "cover" ? "Uploading the cover…" : ""}
      </p>
      <Alert id="blog-cover-error">{error}</Alert>
      {coverImage ? (
        <img
          className="console-cover"
          src={smallestPhoto(coverImage)}
          srcSet={photoSrcset(coverImage)}
          sizes="(min-width: 40rem) 36rem, 100vw"
          alt="Cover preview"
        />
      ) : null}
    </div>
  );
}

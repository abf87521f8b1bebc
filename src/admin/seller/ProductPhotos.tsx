import { useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { uploadPhoto } from "../../api/seller";
import { movePhoto, photoLabel, removePhoto } from "../../domain/console/photoList";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { MAX_PRODUCT_IMAGES } from "../../domain/productDraft";

/**
 * Photos: 1 to MAX_PRODUCT_IMAGES, uploaded one at a time through the photos
 * call (the phone offers its camera or gallery), each moved left or right
 * or removed; the first is the cover. A refusal (too big, not a photo)
 * shows beside the field and keeps the photos already added.
 */
export function Photos({
  shopId,
  images,
  error,
  onChange,
  onAdded,
}: {
  shopId: string;
  images: string[];
  error: string | undefined;
  onChange: (images: string[]) => void;
  onAdded: (urls: string[]) => void;
}) {
  const [progress, setProgress] = useState<{ at: number; of: number } | null>(null);
  const [problem, setProblem] = useState("");
  const [said, setSaid] = useState("");
  const upload = async (files: File[]) => {
    const chosen = files.slice(0, MAX_PRODUCT_IMAGES - images.length);
    if (!chosen.length) return;
    setProblem("");
    setSaid("");
    const added: string[] = [];
    try {
      for (const [i, file] of chosen.entries()) {
        setProgress({ at: i + 1, of: chosen.length });
        added.push((await uploadPhoto(shopId, file)).url);
        onAdded([added.at(-1) as string]);
      }
      setSaid(
        `${added.length} photo${added.length === 1 ? "" : "s"} added${files.length > chosen.length ? `; only ${MAX_PRODUCT_IMAGES} photos fit` : ""}`,
      );
    } catch (cause) {
      setProblem(
        serverProblems(cause)?.message ??
          "Could not upload the photo: check your connection and choose it again.",
      );
    } finally {
      setProgress(null);
    }
  };
  const move = (i: number, by: -1 | 1) => {
    onChange(movePhoto(images, i, by));
    setSaid(`Photo moved to place ${i + by + 1} of ${images.length}${i + by === 0 ? ": the cover" : ""}`);
  };
  const shown = problem || error;
  return (
    <fieldset className="console-photos">
      <legend>Photos</legend>
      <p className="console-hint" id="product-images-hint">
        1 to {MAX_PRODUCT_IMAGES} photos, JPEG, PNG, WebP or HEIC. The first is the cover the shop shows.
      </p>
      {images.length ? (
        <ol className="console-photo-list">
          {images.map((url, i) => (
            <li key={url}>
              <img
                src={smallestPhoto(url)}
                srcSet={photoSrcset(url)}
                sizes="96px"
                alt={photoLabel(i, images.length)}
                width={96}
                height={96}
              />
              {i === 0 ? <span className="console-cover-tag">Cover</span> : null}
              <div className="console-photo-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                >
                  <span aria-hidden="true">←</span> Left
                  <span className="visually-hidden"> (move photo {i + 1})</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={i === images.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Right <span aria-hidden="true">→</span>
                  <span className="visually-hidden"> (move photo {i + 1})</span>
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    onChange(removePhoto(images, i));
                    setSaid(`Photo ${i + 1} removed`);
                  }}
                >
                  Remove<span className="visually-hidden"> photo {i + 1}</span>
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {images.length < MAX_PRODUCT_IMAGES ? (
        <div className={`console-field${shown ? " has-error" : ""}`}>
          <label htmlFor="product-images">{images.length ? "Add more photos" : "Add photos"}</label>
          <input
            id="product-images"
            type="file"
            accept="image/*"
            multiple
            disabled={progress !== null}
            aria-invalid={shown ? true : undefined}
            aria-describedby={`product-images-hint${shown ? " product-images-error" : ""}`}
            onChange={(e) => {
              void upload([...(e.target.files ?? [])]);
              e.target.value = "";
            }}
          />
        </div>
      ) : (
        <p className="console-hint">That is {MAX_PRODUCT_IMAGES} photos: remove one to add another.</p>
      )}
      <div role="status" className="console-muted console-upload">
        {progress ? (
          <>
            <progress aria-hidden="true" />
            <span>Uploading photo{progress.of > 1 ? ` ${progress.at} of ${progress.of}` : ""}…</span>
          </>
        ) : (
          said
        )}
      </div>
      {shown ? (
        <p id="product-images-error" className="console-field-error" role="alert">
          {shown}
        </p>
      ) : null}
    </fieldset>
  );
}

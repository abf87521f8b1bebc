import { useRef } from "react";
import { photoLabel } from "../../domain/console/photoList";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { MAX_PRODUCT_IMAGES } from "../../domain/productDraft";
import {
  moveProductPhoto,
  type PhotoUpload,
  removeProductPhoto,
  uploadProductPhotos,
} from "../../stores/productFormActions";
import { Alert } from "../../ui/Alert";

/**
 * Photos: 1 to MAX_PRODUCT_IMAGES, uploaded one at a time through the photos
 * call (the phone offers its camera or gallery), each moved left or right
 * or removed; the first is the cover. A refusal (too big, not a photo)
 * shows beside the field and keeps the photos already added. The uploads
 * and the form's photos are the product form store's.
 */
export function Photos({
  images,
  upload,
  error,
}: {
  images: string[];
  upload: PhotoUpload;
  error: string | undefined;
}) {
  const list = useRef<HTMLFieldSetElement>(null);
  const { progress, problem, said } = upload;
  // Focus once the photos are drawn again (a button may have moved, gone, or been disabled).
  const focusSoon = (find: (root: HTMLFieldSetElement) => Element | null | undefined) =>
    setTimeout(() => {
      const found = list.current && find(list.current);
      if (found instanceof HTMLElement) found.focus();
    }, 0);
  const buttonsOf = (root: HTMLFieldSetElement, i: number) =>
    root.querySelectorAll(".console-photo-list > li")[i]?.querySelectorAll("button");

  const add = async (files: File[]) => {
    await uploadProductPhotos(files);
    // The field was disabled while uploading; once full, the last photo's Remove comes next.
    focusSoon(
      (root) => root.querySelector("#product-images") ?? buttonsOf(root, MAX_PRODUCT_IMAGES - 1)?.[2],
    );
  };
  const move = (i: number, by: -1 | 1) => {
    moveProductPhoto(i, by);
    // Focus goes with the photo: the same way while it can go on, else back.
    const to = i + by;
    const onward = by < 0 ? to > 0 : to < images.length - 1;
    focusSoon((root) => buttonsOf(root, to)?.[by < 0 === onward ? 0 : 1]);
  };
  const remove = (i: number) => {
    removeProductPhoto(i);
    // The next photo's Remove, else the one before's, else the field to add photos.
    const next = i < images.length - 1 ? i : i - 1;
    focusSoon((root) => (next >= 0 ? buttonsOf(root, next)?.[2] : root.querySelector("#product-images")));
  };
  const shown = problem || error;
  return (
    <fieldset ref={list} className="console-photos">
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
                <button type="button" className="button button-secondary" onClick={() => remove(i)}>
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
              void add([...(e.target.files ?? [])]);
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
      <Alert id="product-images-error">{shown}</Alert>
    </fieldset>
  );
}

/**
 * The seller's product form at work (/Admin, create and edit), not
 * persisted itself: the form as typed (kept in the tab by productForm.ts
 * after every change, so a reload or a failed save loses nothing), the
 * saved product it started from, each field's error, the save, and the
 * photos uploaded one at a time through the seller API. Checked with the
 * server's own rules (checkProduct) before it is sent; a refusal shows
 * beside its field. An error goes from a field once the field is edited.
 */
import { atom } from "nanostores";
import { errorsAfterEdit, type FieldErrors, serverProblems } from "../api/formErrors";
import { createProduct, getProduct, updateProduct, uploadPhoto } from "../api/seller";
import { addPhotos, movePhoto, removePhoto } from "../domain/console/photoList";
import { checkProduct, MAX_PRODUCT_IMAGES } from "../domain/productDraft";
import { latestWins } from "./persist";
import {
  draftOfForm,
  dropProductForm,
  EMPTY_PRODUCT_FORM,
  formOfProduct,
  keepProductForm,
  keptProductForm,
  type ProductForm,
} from "./productForm";

export type { FieldErrors };

/** The photos' upload: how far it is, its refusal, and the line saying what changed. */
export interface PhotoUpload {
  progress: { at: number; of: number } | null;
  problem: string;
  said: string;
}

export interface ProductFormState {
  shopId: string;
  /** The product edited; undefined for a new one. */
  productId: string | undefined;
  /** The form as typed; null while the saved product loads (or when it could not be). */
  form: ProductForm | null;
  /** The form came back from the tab's copy: the screen offers to discard it. */
  restored: boolean;
  errors: FieldErrors;
  /** The line above the save button: the fields to check, or why the save failed. */
  failure: string;
  saving: boolean;
  /** Why the saved product could not be loaded. */
  loadFailed: string;
  photos: PhotoUpload;
}

/** What a save came to: saved, or the errors found (by the checks or the server) for the screen to focus. */
export type SaveOutcome = { kind: "saved" } | { kind: "invalid" | "refused"; errors: FieldErrors };

export const CHECK_FIELDS = "Check the fields marked below.";
export const LOAD_FAILED = "Could not load the product.";
export const SAVE_FAILED =
  "Could not save: check your connection and try again. What you typed is kept on this device.";
export const UPLOAD_FAILED = "Could not upload the photo: check your connection and choose it again.";

const NO_UPLOAD: PhotoUpload = { progress: null, problem: "", said: "" };

/** A form as it opens: the tab's copy when there is one, else empty (new) or loading (edit). */
function opening(shopId: string, productId: string | undefined): ProductFormState {
  const kept = keptProductForm(shopId, productId);
  return {
    shopId,
    productId,
    form: kept ?? (productId === undefined ? EMPTY_PRODUCT_FORM : null),
    restored: kept !== null,
    errors: {},
    failure: "",
    saving: false,
    loadFailed: "",
    photos: NO_UPLOAD,
  };
}

/** No form open (the screen is closed). */
const CLOSED: ProductFormState = {
  shopId: "",
  productId: undefined,
  form: null,
  restored: false,
  errors: {},
  failure: "",
  saving: false,
  loadFailed: "",
  photos: NO_UPLOAD,
};

export const $productForm = atom<ProductFormState>(CLOSED);

const beginLoad = latestWins();

const isOpen = (state: ProductFormState, shopId: string, productId: string | undefined) =>
  state.shopId === shopId && state.productId === productId && shopId !== "";

/** What the screen shows for this shop and product: the held form when it is theirs, else as it opens. */
export function productFormFor(
  state: ProductFormState,
  shopId: string,
  productId: string | undefined,
): ProductFormState {
  return isOpen(state, shopId, productId) ? state : opening(shopId, productId);
}

/** The first error on a field or inside it ("variants.1" holds "variants.1.size"). */
export const errorOf = (errors: FieldErrors, field: string) =>
  errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];

/**
 * Changes the form held for this shop and product (nothing once another is
 * open). The line above the errors goes with the last of them (a field
 * changed, a photo uploaded).
 */
function put(shopId: string, productId: string | undefined, change: Partial<ProductFormState>): void {
  const now = $productForm.get();
  if (!isOpen(now, shopId, productId)) return;
  const next = { ...now, ...change };
  if (Object.keys(next.errors).length === 0 && next.failure === CHECK_FIELDS) next.failure = "";
  $productForm.set(next);
}

/** Loads the saved product into the form; a failure says why. */
async function loadSaved(shopId: string, productId: string): Promise<void> {
  const isLatest = beginLoad();
  try {
    const { product } = await getProduct(shopId, productId);
    if (isLatest()) put(shopId, productId, { form: formOfProduct(product) });
  } catch (cause) {
    if (isLatest()) put(shopId, productId, { loadFailed: serverProblems(cause)?.message ?? LOAD_FAILED });
  }
}

/** The screen opens: the tab's copy back in the form, else the saved product loaded (edit) or an empty form. */
export async function openProductForm(shopId: string, productId: string | undefined): Promise<void> {
  beginLoad();
  const state = opening(shopId, productId);
  $productForm.set(state);
  if (productId !== undefined && state.form === null) await loadSaved(shopId, productId);
}

/** The screen closes: nothing of it is held here (the tab's copy stays). */
export function closeProductForm(): void {
  beginLoad();
  $productForm.set(CLOSED);
}

/** The form with `next` as typed: kept in the tab; an error goes once its field is changed (checked again on Save). */
function edit(state: ProductFormState, next: ProductForm): void {
  if (!state.form || !isOpen(state, state.shopId, state.productId)) return;
  keepProductForm(state.shopId, state.productId, next);
  put(state.shopId, state.productId, { form: next, errors: errorsAfterEdit(state.errors, state.form, next) });
}

/** The seller changes fields of the form. */
export function changeProductForm(change: Partial<ProductForm>): void {
  const state = $productForm.get();
  if (state.form) edit(state, { ...state.form, ...change });
}

/** Forgets the tab's copy: back to the saved product (reloaded) or an empty form. */
export async function discardProductForm(): Promise<void> {
  const { shopId, productId } = $productForm.get();
  dropProductForm(shopId, productId);
  put(shopId, productId, { restored: false, errors: {} });
  if (productId === undefined) return put(shopId, productId, { form: EMPTY_PRODUCT_FORM });
  put(shopId, productId, { form: null });
  await loadSaved(shopId, productId);
}

/**
 * Saves the form: checked first (each problem beside its field), then
 * created or updated. Saved, the tab's copy is dropped. A refusal keeps what
 * was typed; a stock figure that moved meanwhile (409) comes back with its
 * new version, everything else typed kept.
 */
export async function saveProductForm(): Promise<SaveOutcome> {
  const state = $productForm.get();
  const { shopId, productId, form } = state;
  if (!form) return { kind: "invalid", errors: {} };
  const draft = draftOfForm(form);
  const found: FieldErrors = {};
  for (const p of checkProduct(draft)) found[p.field] ??= p.message;
  if (Object.keys(found).length) {
    put(shopId, productId, { errors: found, failure: CHECK_FIELDS });
    return { kind: "invalid", errors: found };
  }
  put(shopId, productId, { errors: {}, failure: "", saving: true });
  try {
    const { product } =
      productId !== undefined
        ? await updateProduct(shopId, productId, draft)
        : await createProduct(shopId, draft);
    dropProductForm(shopId, productId);
    if (productId !== undefined) put(shopId, productId, { form: formOfProduct(product), restored: false });
    return { kind: "saved" };
  } catch (cause) {
    const refused = serverProblems(cause);
    const errors = refused?.fields ?? {};
    put(shopId, productId, { errors, failure: refused?.message ?? SAVE_FAILED });
    if (productId !== undefined && (cause as { response?: Response }).response?.status === 409) {
      // A stock figure moved meanwhile: take the new figures and versions, keep everything else typed.
      try {
        const now = formOfProduct((await getProduct(shopId, productId)).product);
        const held = $productForm.get();
        if (held.form && isOpen(held, shopId, productId))
          edit(held, {
            ...held.form,
            units: now.units,
            stockVersion: now.stockVersion,
            variants: now.variants,
            kind: now.kind,
          });
      } catch {
        // The message stands.
      }
    }
    return { kind: "refused", errors };
  } finally {
    put(shopId, productId, { saving: false });
  }
}

/** The photos' line changes (for the form held for this shop and product). */
function photos(shopId: string, productId: string | undefined, change: Partial<PhotoUpload>): void {
  const now = $productForm.get();
  if (isOpen(now, shopId, productId)) put(shopId, productId, { photos: { ...now.photos, ...change } });
}

/**
 * Uploads photos one at a time, as many as still fit. Each is added to the
 * form as it is when its upload ends (the seller may have typed on). A
 * refusal (too big, not a photo) says why and keeps the photos already added.
 */
export async function uploadProductPhotos(files: File[]): Promise<void> {
  const { shopId, productId, form } = $productForm.get();
  if (!form) return;
  const chosen = files.slice(0, MAX_PRODUCT_IMAGES - form.images.length);
  if (!chosen.length) return;
  photos(shopId, productId, { problem: "", said: "" });
  const added: string[] = [];
  try {
    for (const [i, file] of chosen.entries()) {
      photos(shopId, productId, { progress: { at: i + 1, of: chosen.length } });
      const { url } = await uploadPhoto(shopId, file);
      added.push(url);
      const now = $productForm.get();
      if (now.form && isOpen(now, shopId, productId))
        edit(now, { ...now.form, images: addPhotos(now.form.images, [url], MAX_PRODUCT_IMAGES) });
    }
    photos(shopId, productId, {
      said: `${added.length} photo${added.length === 1 ? "" : "s"} added${files.length > chosen.length ? `; only ${MAX_PRODUCT_IMAGES} photos fit` : ""}`,
    });
  } catch (cause) {
    photos(shopId, productId, { problem: serverProblems(cause)?.message ?? UPLOAD_FAILED });
  } finally {
    photos(shopId, productId, { progress: null });
  }
}

/** Moves a photo one place left (-1) or right (+1); the line says where it went. */
export function moveProductPhoto(index: number, by: -1 | 1): void {
  const state = $productForm.get();
  if (!state.form) return;
  const { images } = state.form;
  edit(state, { ...state.form, images: movePhoto(images, index, by) });
  photos(state.shopId, state.productId, {
    said: `Photo moved to place ${index + by + 1} of ${images.length}${index + by === 0 ? ": the cover" : ""}`,
  });
}

/** Removes a photo; the line says so. */
export function removeProductPhoto(index: number): void {
  const state = $productForm.get();
  if (!state.form) return;
  edit(state, { ...state.form, images: removePhoto(state.form.images, index) });
  photos(state.shopId, state.productId, { said: `Photo ${index + 1} removed` });
}

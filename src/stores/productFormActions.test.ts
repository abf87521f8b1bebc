import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import type { SellerProduct } from "../contract/seller";
import { EMPTY_PRODUCT_FORM, formOfProduct, keepProductForm, keptProductForm } from "./productForm";
import {
  $productForm,
  CHECK_FIELDS,
  changeProductForm,
  closeProductForm,
  discardProductForm,
  errorOf,
  LOAD_FAILED,
  moveProductPhoto,
  openProductForm,
  productFormFor,
  removeProductPhoto,
  SAVE_FAILED,
  saveProductForm,
  UPLOAD_FAILED,
  uploadProductPhotos,
} from "./productFormActions";

const api = vi.hoisted(() => ({
  createProduct: vi.fn(),
  getProduct: vi.fn(),
  updateProduct: vi.fn(),
  uploadPhoto: vi.fn(),
}));
vi.mock("../api/seller", () => api);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const tee: SellerProduct = {
  productId: "tee",
  name: "Printed Cotton T-Shirt",
  description: "Soft",
  category: "Clothing",
  images: ["http://x/a.webp"],
  mrp: 499,
  sellingPrice: 399,
  gst: 5,
  hsn: "6109",
  units: 0,
  stockVersion: 3,
  variants: [{ size: "M", color: "Red", stock: 4, stockVersion: 7 }],
  colorImages: {},
  archived: false,
  updatedAt: "2026-11-25T10:00:00.000Z",
};

const photo = (name: string) => new File(["x"], name, { type: "image/jpeg" });
const form = () => $productForm.get().form;

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const store = new Map<string, string>();
beforeEach(() => {
  vi.resetAllMocks();
  globalThis.sessionStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, val: string) => void store.set(k, val),
    removeItem: (k: string) => void store.delete(k),
  } as Storage;
  closeProductForm();
});
afterEach(() => {
  store.clear();
});

describe("opening the form", () => {
  it("opens a new product empty, and the tab's copy when there is one", async () => {
    await openProductForm("demo", undefined);
    expect($productForm.get()).toMatchObject({ form: EMPTY_PRODUCT_FORM, restored: false });
    const typed = { ...EMPTY_PRODUCT_FORM, name: "Kurta", mrp: "12." };
    keepProductForm("demo", undefined, typed);
    await openProductForm("demo", undefined);
    expect($productForm.get().form).toEqual(typed);
    expect($productForm.get().restored).toBe(true);
    expect(api.getProduct).not.toHaveBeenCalled();
  });

  it("loads a saved product to edit; says why when it cannot", async () => {
    api.getProduct.mockResolvedValueOnce({ product: tee });
    await openProductForm("demo", "tee");
    expect(api.getProduct).toHaveBeenCalledWith("demo", "tee");
    expect($productForm.get()).toMatchObject({ form: formOfProduct(tee), restored: false, loadFailed: "" });
    api.getProduct.mockRejectedValueOnce(new TypeError("offline"));
    await openProductForm("demo", "tee");
    expect($productForm.get()).toMatchObject({ form: null, loadFailed: LOAD_FAILED });
    api.getProduct.mockRejectedValueOnce(refusal(404, { error: "No such product" }));
    await openProductForm("demo", "tee");
    expect($productForm.get().loadFailed).toBe("No such product");
  });

  it("shows another product's form as it opens, and drops a load answered after the screen closed", async () => {
    api.getProduct.mockResolvedValueOnce({ product: tee });
    await openProductForm("demo", "tee");
    expect(productFormFor($productForm.get(), "demo", undefined).form).toEqual(EMPTY_PRODUCT_FORM);
    expect(productFormFor($productForm.get(), "demo", "kurta").form).toBe(null);
    const slow = deferred<{ product: SellerProduct }>();
    api.getProduct.mockReturnValueOnce(slow.promise);
    const opening = openProductForm("demo", "kurta");
    closeProductForm();
    slow.resolve({ product: tee });
    await opening;
    expect($productForm.get()).toMatchObject({ shopId: "", form: null });
  });
});

describe("typing", () => {
  it("keeps each change in the tab; an error goes once its field is edited, the line with the last", async () => {
    await openProductForm("demo", undefined);
    expect(await saveProductForm()).toMatchObject({ kind: "invalid" });
    expect($productForm.get().failure).toBe(CHECK_FIELDS);
    expect(errorOf($productForm.get().errors, "name")).toBe("Enter the product's name");
    changeProductForm({ name: "Kurta" });
    expect(keptProductForm("demo")?.name).toBe("Kurta");
    expect($productForm.get().errors.name).toBeUndefined();
    expect($productForm.get().errors.mrp).toBe("Enter the MRP");
    for (const field of Object.keys($productForm.get().errors)) {
      expect($productForm.get().failure).toBe(CHECK_FIELDS);
      changeProductForm({ [field]: field === "images" ? ["http://x/a.webp"] : "1" });
    }
    expect($productForm.get()).toMatchObject({ errors: {}, failure: "" });
  });

  it("finds a variant row's error on the row", () => {
    expect(errorOf({ "variants.1.size": "Enter a size" }, "variants.1")).toBe("Enter a size");
    expect(errorOf({ "variants.1.size": "Enter a size" }, "variants.0")).toBeUndefined();
  });

  it("discards the tab's copy: a new product empties, an edited one reloads", async () => {
    keepProductForm("demo", undefined, { ...EMPTY_PRODUCT_FORM, name: "Kurta" });
    await openProductForm("demo", undefined);
    await discardProductForm();
    expect($productForm.get()).toMatchObject({ form: EMPTY_PRODUCT_FORM, restored: false });
    expect(keptProductForm("demo")).toBe(null);
    keepProductForm("demo", "tee", { ...formOfProduct(tee), name: "Typed" });
    await openProductForm("demo", "tee");
    expect(form()?.name).toBe("Typed");
    api.getProduct.mockResolvedValueOnce({ product: tee });
    await discardProductForm();
    expect($productForm.get()).toMatchObject({ form: formOfProduct(tee), restored: false });
    expect(keptProductForm("demo", "tee")).toBe(null);
  });
});

describe("saving", () => {
  it("checks first and sends nothing when a field is wrong", async () => {
    await openProductForm("demo", undefined);
    changeProductForm({ ...formOfProduct(tee), sellingPrice: "999" });
    expect(await saveProductForm()).toEqual({
      kind: "invalid",
      errors: { sellingPrice: "The selling price can't be more than the MRP" },
    });
    expect(api.createProduct).not.toHaveBeenCalled();
  });

  it("adds a new product and drops the tab's copy", async () => {
    await openProductForm("demo", undefined);
    changeProductForm(formOfProduct(tee));
    const answer = deferred<{ product: SellerProduct }>();
    api.createProduct.mockReturnValueOnce(answer.promise);
    const saving = saveProductForm();
    expect($productForm.get().saving).toBe(true);
    answer.resolve({ product: tee });
    expect(await saving).toEqual({ kind: "saved" });
    expect(api.createProduct).toHaveBeenCalledWith(
      "demo",
      expect.objectContaining({ name: "Printed Cotton T-Shirt", mrp: 499, images: ["http://x/a.webp"] }),
    );
    expect(keptProductForm("demo")).toBe(null);
    expect($productForm.get().saving).toBe(false);
  });

  it("saves an edit and shows the product as saved", async () => {
    keepProductForm("demo", "tee", { ...formOfProduct(tee), name: "Plain tee" });
    await openProductForm("demo", "tee");
    api.updateProduct.mockResolvedValueOnce({ product: { ...tee, name: "Plain tee" } });
    expect(await saveProductForm()).toEqual({ kind: "saved" });
    expect(api.updateProduct).toHaveBeenCalledWith(
      "demo",
      "tee",
      expect.objectContaining({ name: "Plain tee" }),
    );
    expect($productForm.get()).toMatchObject({ restored: false, failure: "", form: { name: "Plain tee" } });
    expect(keptProductForm("demo", "tee")).toBe(null);
  });

  it("shows the server's refusal beside its field and keeps what was typed", async () => {
    await openProductForm("demo", undefined);
    changeProductForm(formOfProduct(tee));
    api.createProduct.mockRejectedValueOnce(refusal(400, { error: "HSN not known", field: "hsn" }));
    expect(await saveProductForm()).toEqual({ kind: "refused", errors: { hsn: "HSN not known" } });
    expect($productForm.get()).toMatchObject({ failure: "HSN not known", errors: { hsn: "HSN not known" } });
    expect(keptProductForm("demo")?.name).toBe("Printed Cotton T-Shirt");
    api.createProduct.mockRejectedValueOnce(new TypeError("offline"));
    expect(await saveProductForm()).toEqual({ kind: "refused", errors: {} });
    expect($productForm.get()).toMatchObject({ failure: SAVE_FAILED, errors: {}, saving: false });
  });

  it("takes a stock figure that moved meanwhile (409) and keeps everything else typed", async () => {
    api.getProduct.mockResolvedValueOnce({ product: tee });
    await openProductForm("demo", "tee");
    changeProductForm({ name: "Typed name" });
    const moved = {
      ...tee,
      name: "Server name",
      variants: [{ size: "M", color: "Red", stock: 9, stockVersion: 8 }],
    };
    api.updateProduct.mockRejectedValueOnce(
      refusal(409, { error: "The stock of M / Red changed: it is now 9." }),
    );
    api.getProduct.mockResolvedValueOnce({ product: moved });
    expect(await saveProductForm()).toMatchObject({ kind: "refused" });
    expect(form()).toMatchObject({
      name: "Typed name",
      variants: [{ size: "M", color: "Red", stock: "9", stockVersion: 8 }],
    });
    expect($productForm.get().failure).toBe("The stock of M / Red changed: it is now 9.");
    expect(keptProductForm("demo", "tee")?.variants[0]?.stockVersion).toBe(8);
  });
});

describe("photos", () => {
  beforeEach(async () => {
    await openProductForm("demo", undefined);
  });

  it("uploads one at a time, each added as it lands, and says how many", async () => {
    const second = deferred<{ url: string }>();
    api.uploadPhoto.mockResolvedValueOnce({ url: "http://x/1.webp" }).mockReturnValueOnce(second.promise);
    const uploading = uploadProductPhotos([photo("1.jpg"), photo("2.jpg")]);
    await vi.waitFor(() => expect($productForm.get().photos.progress).toEqual({ at: 2, of: 2 }));
    expect(form()?.images).toEqual(["http://x/1.webp"]);
    // Typed while the upload runs: kept.
    changeProductForm({ name: "Kurta" });
    second.resolve({ url: "http://x/2.webp" });
    await uploading;
    expect(form()).toMatchObject({ name: "Kurta", images: ["http://x/1.webp", "http://x/2.webp"] });
    expect($productForm.get().photos).toEqual({ progress: null, problem: "", said: "2 photos added" });
    expect(keptProductForm("demo")?.images).toHaveLength(2);
    expect(api.uploadPhoto).toHaveBeenCalledWith("demo", expect.any(File));
  });

  it("takes only as many as fit, and says so", async () => {
    changeProductForm({ images: ["a", "b", "c", "d", "e"] });
    api.uploadPhoto.mockResolvedValue({ url: "f" });
    await uploadProductPhotos([photo("f.jpg"), photo("g.jpg")]);
    expect(api.uploadPhoto).toHaveBeenCalledTimes(1);
    expect($productForm.get().photos.said).toBe("1 photo added; only 6 photos fit");
    await uploadProductPhotos([photo("h.jpg")]);
    expect(api.uploadPhoto).toHaveBeenCalledTimes(1);
  });

  it("says why one was refused and keeps those added; a photo clears the photos' error", async () => {
    await saveProductForm();
    expect($productForm.get().errors.images).toBe("Add at least one photo");
    api.uploadPhoto
      .mockResolvedValueOnce({ url: "http://x/1.webp" })
      .mockRejectedValueOnce(refusal(400, { error: "That file is not a photo" }));
    await uploadProductPhotos([photo("1.jpg"), photo("2.txt")]);
    expect(form()?.images).toEqual(["http://x/1.webp"]);
    expect($productForm.get().errors.images).toBeUndefined();
    expect($productForm.get().photos).toEqual({
      progress: null,
      problem: "That file is not a photo",
      said: "",
    });
    api.uploadPhoto.mockRejectedValueOnce(new TypeError("offline"));
    await uploadProductPhotos([photo("3.jpg")]);
    expect($productForm.get().photos.problem).toBe(UPLOAD_FAILED);
  });

  it("moves and removes photos, saying what changed", () => {
    changeProductForm({ images: ["a", "b", "c"] });
    moveProductPhoto(1, -1);
    expect(form()?.images).toEqual(["b", "a", "c"]);
    expect($productForm.get().photos.said).toBe("Photo moved to place 1 of 3: the cover");
    moveProductPhoto(1, 1);
    expect(form()?.images).toEqual(["b", "c", "a"]);
    expect($productForm.get().photos.said).toBe("Photo moved to place 3 of 3");
    removeProductPhoto(0);
    expect(form()?.images).toEqual(["c", "a"]);
    expect($productForm.get().photos.said).toBe("Photo 1 removed");
    expect(keptProductForm("demo")?.images).toEqual(["c", "a"]);
  });
});

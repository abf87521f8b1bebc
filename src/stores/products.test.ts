import { beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError } from "../api/client";
import type { ProductListResponse, SellerProduct } from "../contract/seller";
import {
  $catalogueFile,
  $products,
  $stockNotes,
  ARCHIVE_FAILED,
  archiveOrRestore,
  closeProducts,
  EXPORT_FAILED,
  exportCatalogueFile,
  FILE_TOO_BIG,
  importCatalogueFile,
  LIST_FAILED,
  loadProducts,
  openProducts,
  productPages,
  productShowOf,
  productsFor,
  STOCK_NOT_WHOLE,
  STOCK_SAVE_FAILED,
  type StockRow,
  saveStock,
  searchProducts,
  showProducts,
  stockNoteOf,
  stockRowKey,
  stockRowsOf,
  turnProductPage,
} from "./products";

const api = vi.hoisted(() => ({
  listProducts: vi.fn(),
  archiveProduct: vi.fn(),
  editStock: vi.fn(),
  getProduct: vi.fn(),
  exportCatalogue: vi.fn(),
  importCatalogue: vi.fn(),
}));
vi.mock("../api/seller", () => api);

/** An HTTPError (api/client.ts) carrying the API's error body. */
const refusal = (status: number, body: unknown): HTTPError =>
  Object.assign(Object.create(HTTPError.prototype), { name: "HTTPError", data: body, response: { status } });

const product = (productId: string, more: Partial<SellerProduct> = {}): SellerProduct => ({
  productId,
  name: `Product ${productId}`,
  description: "",
  category: "Clothing",
  images: [],
  mrp: 499,
  sellingPrice: 0,
  gst: 5,
  hsn: "",
  units: 4,
  stockVersion: 1,
  variants: [],
  colorImages: {},
  archived: false,
  updatedAt: "2026-11-25T10:00:00.000Z",
  ...more,
});

const page = (products: SellerProduct[], more: Partial<ProductListResponse> = {}): ProductListResponse => ({
  products,
  total: products.length,
  page: 1,
  pageSize: 25,
  ...more,
});

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => {
  vi.resetAllMocks();
  closeProducts();
});

describe("the list", () => {
  it("opens on the tab the address names and holds the page answered", async () => {
    const list = page([product("tee")]);
    api.listProducts.mockResolvedValue(list);
    await openProducts("demo", productShowOf("low"));
    expect(api.listProducts).toHaveBeenCalledWith("demo", { q: "", page: 1, show: "low" });
    expect($products.get()).toEqual({
      shopId: "demo",
      query: { q: "", page: 1, show: "low" },
      list,
      error: "",
      message: "",
    });
    expect(productShowOf("nope")).toBe("active");
  });

  it("says why a load failed and keeps the page held; the next load clears it", async () => {
    const list = page([product("tee")]);
    api.listProducts.mockResolvedValueOnce(list).mockRejectedValueOnce(new TypeError("offline"));
    await openProducts("demo", "active");
    await loadProducts();
    expect($products.get()).toMatchObject({ list, error: LIST_FAILED });
    api.listProducts.mockRejectedValueOnce(refusal(400, { error: "Search is too long" }));
    await loadProducts();
    expect($products.get().error).toBe("Search is too long");
    api.listProducts.mockResolvedValueOnce(list);
    await loadProducts();
    expect($products.get().error).toBe("");
  });

  it("searches (trimmed) and changes tab from the first page; the same query is not loaded again", async () => {
    api.listProducts.mockResolvedValue(page([], { total: 60, page: 2 }));
    await openProducts("demo", "active");
    await turnProductPage(2);
    expect(api.listProducts).toHaveBeenLastCalledWith("demo", { q: "", page: 2, show: "active" });
    expect(productPages($products.get().list)).toBe(3);
    await searchProducts("  kurta ");
    expect(api.listProducts).toHaveBeenLastCalledWith("demo", { q: "kurta", page: 1, show: "active" });
    await showProducts("archived");
    expect(api.listProducts).toHaveBeenLastCalledWith("demo", { q: "kurta", page: 1, show: "archived" });
    const calls = api.listProducts.mock.calls.length;
    await searchProducts("kurta");
    await showProducts("archived");
    expect(api.listProducts).toHaveBeenCalledTimes(calls);
  });

  it("lets only the latest load settle the list", async () => {
    const slow = deferred<ProductListResponse>();
    api.listProducts.mockResolvedValueOnce(page([])).mockReturnValueOnce(slow.promise);
    await openProducts("demo", "active");
    const first = searchProducts("old");
    api.listProducts.mockResolvedValueOnce(page([product("new")]));
    await searchProducts("new");
    slow.resolve(page([product("old")]));
    await first;
    expect($products.get().list?.products.map((p) => p.productId)).toEqual(["new"]);
  });

  it("shows another shop's list as loading, and drops an answer that comes after the screen closed", async () => {
    const slow = deferred<ProductListResponse>();
    api.listProducts.mockReturnValueOnce(slow.promise);
    const opening = openProducts("demo", "active");
    expect(productsFor($products.get(), "seva", "low")).toMatchObject({
      shopId: "seva",
      list: null,
      query: { show: "low" },
    });
    closeProducts();
    slow.resolve(page([product("tee")]));
    await opening;
    expect($products.get()).toMatchObject({ shopId: "", list: null });
  });
});

describe("archive and restore", () => {
  it("archives, says so and reloads the list", async () => {
    const tee = product("tee");
    api.listProducts.mockResolvedValueOnce(page([tee])).mockResolvedValueOnce(page([]));
    api.archiveProduct.mockResolvedValue({ product: { ...tee, archived: true } });
    await openProducts("demo", "active");
    expect(await archiveOrRestore(tee)).toBe(true);
    expect(api.archiveProduct).toHaveBeenCalledWith("demo", "tee", true);
    expect($products.get()).toMatchObject({
      message: "Archived Product tee: it has left the shop.",
      list: { products: [] },
    });
  });

  it("restores an archived product", async () => {
    const tee = product("tee", { archived: true });
    api.listProducts.mockResolvedValue(page([tee]));
    api.archiveProduct.mockResolvedValue({ product: { ...tee, archived: false } });
    await openProducts("demo", "archived");
    await archiveOrRestore(tee);
    expect(api.archiveProduct).toHaveBeenCalledWith("demo", "tee", false);
    expect($products.get().message).toBe("Restored Product tee: it is back in the shop.");
  });

  it("says why it could not, and does not reload", async () => {
    api.listProducts.mockResolvedValue(page([product("tee")]));
    await openProducts("demo", "active");
    api.archiveProduct.mockRejectedValueOnce(new TypeError("offline"));
    expect(await archiveOrRestore(product("tee"))).toBe(false);
    expect($products.get().message).toBe(ARCHIVE_FAILED);
    api.archiveProduct.mockRejectedValueOnce(refusal(404, { error: "No such product" }));
    await archiveOrRestore(product("tee"));
    expect($products.get().message).toBe("No such product");
    expect(api.listProducts).toHaveBeenCalledTimes(1);
  });
});

describe("after the screen closed", () => {
  it("an archive that ends loads nothing and says nothing", async () => {
    api.listProducts.mockResolvedValue(page([product("tee")]));
    await openProducts("demo", "active");
    const answer = deferred<{ product: SellerProduct }>();
    api.archiveProduct.mockReturnValueOnce(answer.promise);
    const archiving = archiveOrRestore(product("tee"));
    closeProducts();
    answer.resolve({ product: product("tee", { archived: true }) });
    await archiving;
    expect(api.listProducts).toHaveBeenCalledTimes(1);
    expect($products.get()).toMatchObject({ shopId: "", message: "" });
  });
});

describe("a stock figure edited in place", () => {
  const kurta = product("kurta", {
    variants: [
      { size: "M", color: "Indigo", stock: 5, stockVersion: 2 },
      { size: "L", color: "", stock: 3, stockVersion: 1 },
    ],
  });
  const mIndigo = stockRowsOf(kurta)[0] as StockRow;
  const key = stockRowKey("kurta", { size: "M", color: "Indigo" });

  beforeEach(async () => {
    api.listProducts.mockResolvedValue(page([kurta, product("tee")]));
    await openProducts("demo", "active");
  });

  it("has a field per variant (or one for the units), named as messages name them", () => {
    expect(stockRowsOf(kurta).map((r) => r.label)).toEqual(["M / Indigo", "L"]);
    expect(stockRowsOf(product("tee"))).toEqual([
      { size: "", color: "", stock: 4, stockVersion: 1, label: "" },
    ]);
  });

  it("refuses what is no whole number of 0 or more, without a call", async () => {
    for (const typed of ["", " ", "-1", "2.5", "abc"]) {
      expect(await saveStock(kurta, mIndigo, typed)).toBe("invalid");
    }
    expect(api.editStock).not.toHaveBeenCalled();
    expect(stockNoteOf($stockNotes.get(), key)).toEqual({ busy: false, problem: STOCK_NOT_WHOLE, note: "" });
  });

  it("saves against the version seen, says so and shows the product as it is now", async () => {
    const fresh = { ...kurta, variants: [{ size: "M", color: "Indigo", stock: 7, stockVersion: 3 }] };
    const answer = deferred<{ product: SellerProduct }>();
    api.editStock.mockReturnValueOnce(answer.promise);
    const saving = saveStock(kurta, mIndigo, "7");
    expect(stockNoteOf($stockNotes.get(), key).busy).toBe(true);
    answer.resolve({ product: fresh });
    expect(await saving).toBe("saved");
    expect(api.editStock).toHaveBeenCalledWith("demo", "kurta", {
      size: "M",
      color: "Indigo",
      stock: 7,
      stockVersion: 2,
    });
    expect(stockNoteOf($stockNotes.get(), key)).toEqual({
      busy: false,
      problem: "",
      note: "Saved: Product kurta — M / Indigo now has 7 in stock",
    });
    expect($products.get().list?.products[0]).toEqual(fresh);
    expect($products.get().list?.products[1]?.productId).toBe("tee");
  });

  it("on a conflict shows the server's words and reloads the product with its figure now", async () => {
    const now = { ...kurta, variants: [{ size: "M", color: "Indigo", stock: 9, stockVersion: 4 }] };
    api.editStock.mockRejectedValueOnce(refusal(409, { error: "The stock changed: it is now 9." }));
    api.getProduct.mockResolvedValueOnce({ product: now });
    expect(await saveStock(kurta, mIndigo, "8")).toBe("refused");
    expect(api.getProduct).toHaveBeenCalledWith("demo", "kurta");
    expect(stockNoteOf($stockNotes.get(), key)).toEqual({
      busy: false,
      problem: "The stock changed: it is now 9.",
      note: "",
    });
    expect($products.get().list?.products[0]).toEqual(now);
  });

  it("on a network failure says to try again and reloads nothing", async () => {
    api.editStock.mockRejectedValueOnce(new TypeError("offline"));
    expect(await saveStock(kurta, mIndigo, "8")).toBe("refused");
    expect(api.getProduct).not.toHaveBeenCalled();
    expect(stockNoteOf($stockNotes.get(), key).problem).toBe(STOCK_SAVE_FAILED);
    expect($products.get().list?.products[0]).toEqual(kurta);
  });

  it("forgets the notes with a new search", async () => {
    await saveStock(kurta, mIndigo, "x");
    await searchProducts("kurta");
    expect($stockNotes.get()).toEqual({});
  });
});

describe("the catalogue file", () => {
  it("exports under the shop's dated name", async () => {
    const file = new Blob(["productId,name\n"]);
    api.exportCatalogue.mockResolvedValueOnce(file);
    const saved = await exportCatalogueFile("demo");
    expect(saved?.file).toBe(file);
    expect(saved?.name).toMatch(/^demo-catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    expect($catalogueFile.get()).toEqual({ busy: "", said: { kind: "ok", text: `Saved ${saved?.name}` } });
  });

  it("says why an export failed", async () => {
    api.exportCatalogue.mockRejectedValueOnce(new TypeError("offline"));
    expect(await exportCatalogueFile("demo")).toBe(null);
    expect($catalogueFile.get()).toEqual({
      busy: "",
      said: { kind: "refused", text: EXPORT_FAILED, issues: [] },
    });
  });

  it("refuses a file too big without sending it", async () => {
    await importCatalogueFile("demo", { size: 5 * 1024 * 1024 } as Blob);
    expect(api.importCatalogue).not.toHaveBeenCalled();
    expect($catalogueFile.get().said).toEqual({ kind: "refused", text: FILE_TOO_BIG, issues: [] });
  });

  it("imports, sums it up and reloads the list", async () => {
    api.listProducts.mockResolvedValue(page([]));
    await openProducts("demo", "active");
    const answer = deferred<{ created: number; updated: number; unchanged: number }>();
    api.importCatalogue.mockReturnValueOnce(answer.promise);
    const file = new Blob(["a,b\n"]);
    const importing = importCatalogueFile("demo", file);
    expect($catalogueFile.get().busy).toBe("import");
    answer.resolve({ created: 2, updated: 1, unchanged: 12 });
    await importing;
    expect(api.importCatalogue).toHaveBeenCalledWith("demo", file);
    expect($catalogueFile.get()).toEqual({
      busy: "",
      said: { kind: "ok", text: "2 added, 1 updated, 12 unchanged" },
    });
    expect(api.listProducts).toHaveBeenCalledTimes(2);
  });

  it("lists each row's problem of a refused file, nothing imported", async () => {
    api.importCatalogue.mockRejectedValueOnce(
      refusal(400, {
        error: "The file has 2 problems",
        issues: [
          { field: "row 2 mrp", message: "can't be negative" },
          { field: "row 3 gst", message: "is not a GST rate" },
        ],
      }),
    );
    await importCatalogueFile("demo", new Blob(["x"]));
    expect($catalogueFile.get().said).toEqual({
      kind: "refused",
      text: "The file has 2 problems. Nothing was imported.",
      issues: ["Row 2, mrp: can't be negative", "Row 3, gst: is not a GST rate"],
    });
    api.importCatalogue.mockRejectedValueOnce(new TypeError("offline"));
    await importCatalogueFile("demo", new Blob(["x"]));
    expect($catalogueFile.get().said).toEqual({
      kind: "refused",
      text: "Could not import: check your connection and try again. Nothing was imported.",
      issues: [],
    });
  });
});

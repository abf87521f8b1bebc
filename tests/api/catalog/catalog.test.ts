/**
 * The seller's catalogue (/api/seller/shops/{shopId}/products): list, search
 * and paging, create, edit, archive, quick stock edits against orders placed
 * meanwhile, and every refusal leaving the product as it was.
 */
import { inArray } from "drizzle-orm";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddOrderResponse } from "../../../src/contract/order";
import { ProductsResponse } from "../../../src/contract/product";
import type { ProductDraft, SellerProduct } from "../../../src/contract/seller";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { orders } from "../../../src/server/db/schema";
import { driverName, openSeededApp, postJson } from "../support";
import { contentApp, tempDir, testContent } from "../support/content";
import { DEMO_STAFF, SEVA_OWNER, sellerApi, testPhoto, uploadPhoto } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
let uploads: Awaited<ReturnType<typeof tempDir>>;
let photo: string;
beforeAll(async () => {
  ({ handle } = await openSeededApp());
  uploads = await tempDir("catalog-");
  app = contentApp(handle.db, testContent(uploads.dir));
  call = sellerApi(app);
  photo = ((await uploadPhoto(app, await testPhoto(800, 600))).json as { url: string }).url;
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const BASE = "/api/seller/shops/demo/products";
const draft = (over: Partial<ProductDraft> = {}): ProductDraft => ({
  name: "Hand-block Kurta",
  description: "Cotton, hand-block printed in Sanganer.",
  category: "Clothing",
  images: [photo],
  mrp: 899,
  sellingPrice: 749,
  gst: 5,
  hsn: "6211",
  variants: [
    { size: "M", color: "Indigo", stock: 4 },
    { size: "L", color: "Indigo", stock: 2 },
  ],
  colorImages: {},
  ...over,
});
const product = async (id: string) => (await call("GET", `${BASE}/${id}`)).json.product as SellerProduct;
const storefront = async () =>
  v.parse(ProductsResponse, await (await app.request("/shop/products", postJson({ shopId: "demo" }))).json())
    .response;

describe(`the product list (${driverName})`, () => {
  it("pages the shop's active products, newest first, with the total", async () => {
    const { status, json } = await call("GET", BASE);
    expect(status).toBe(200);
    expect(json).toMatchObject({ page: 1, pageSize: 25 });
    expect((json.products as unknown[]).length).toBe(Math.min(25, json.total as number));
    const page2 = await call("GET", `${BASE}?page=2`, undefined, DEMO_STAFF);
    expect(page2.status).toBe(200);
  });

  it("searches name, id and category, with % and _ taken literally", async () => {
    const honey = await call("GET", `${BASE}?q=honey`);
    expect((honey.json.products as SellerProduct[]).map((p) => p.productId)).toContain("forest-honey-500g");
    const none = await call("GET", `${BASE}?q=%25`);
    expect(none.json.total).toBe(0);
  });

  it("400 for a bad page or view; 403 for another shop; 401 signed out", async () => {
    expect((await call("GET", `${BASE}?page=0`)).json.field).toBe("page");
    expect((await call("GET", `${BASE}?show=everything`)).json.field).toBe("show");
    expect((await call("GET", BASE, undefined, SEVA_OWNER)).status).toBe(403);
    expect((await call("GET", BASE, undefined, null)).status).toBe(401);
  });
});

describe(`creating and editing (${driverName})`, () => {
  it("creates a product with two variants; the storefront sells it", async () => {
    const created = await call("POST", BASE, draft(), DEMO_STAFF);
    expect(created.status).toBe(201);
    const made = created.json.product as SellerProduct;
    expect(made).toMatchObject({
      productId: "hand-block-kurta",
      mrp: 899,
      sellingPrice: 749,
      gst: 5,
      hsn: "6211",
      archived: false,
    });
    expect(made.variants.map((x) => [x.size, x.color, x.stock])).toEqual([
      ["M", "Indigo", 4],
      ["L", "Indigo", 2],
    ]);
    const shown = (await storefront()).find((p) => p.productId === "hand-block-kurta");
    expect(shown).toMatchObject({
      productName: "Hand-block Kurta",
      onePiecePrice: 749,
      productUnits: 6,
      hasVariants: true,
    });
    const twin = await call("POST", BASE, draft());
    expect((twin.json.product as SellerProduct).productId).toBe("hand-block-kurta-2");
  });

  it.each([
    ["sellingPrice", { sellingPrice: 999 }],
    ["gst", { gst: 12 }],
    ["gst", { gst: 7 }],
    ["hsn", { hsn: "12a" }],
    ["name", { name: " " }],
    ["images", { images: [] }],
    ["images.0", { images: ["https://elsewhere.example.com/a.jpg"] }],
    ["units", { variants: [], units: -1 }],
    [
      "variants.1",
      {
        variants: [
          { size: "M", color: "Red", stock: 1 },
          { size: "M", color: "Red", stock: 2 },
        ],
      },
    ],
  ])("400 naming %s for %j; nothing is created", async (field, change) => {
    const before = (await call("GET", BASE)).json.total;
    const { status, json } = await call("POST", BASE, draft(change));
    expect(status).toBe(400);
    expect(json.field).toMatch(new RegExp(`^${field.replace(".", "\\.")}`));
    expect((await call("GET", BASE)).json.total).toBe(before);
  });

  it("edits details and stock against the version seen", async () => {
    const p = await product("forest-honey-500g");
    const saved = await call("PUT", `${BASE}/forest-honey-500g`, {
      ...draft({ variants: [] }),
      name: "Forest Honey 500 g (raw)",
      units: p.units + 5,
      stockVersion: p.stockVersion,
      images: p.images,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.product).toMatchObject({
      name: "Forest Honey 500 g (raw)",
      units: p.units + 5,
      stockVersion: p.stockVersion + 1,
    });
  });

  it("a stock edit made before an order arrived is refused with the new figure; nothing is lost", async () => {
    const seen = await product("forest-honey-500g");
    const address = await savedAddress(app, "stock.race@x.in");
    const placed = await placeOrder(
      app,
      orderBody("stock.race@x.in", address, [
        { shopId: "demo", productId: "forest-honey-500g", productCount: 2 },
      ]),
    );
    expect(v.parse(AddOrderResponse, placed.json).response).toBe(true);
    const left = seen.units - 2;
    const quick = await call("POST", `${BASE}/forest-honey-500g/stock`, {
      stock: 50,
      stockVersion: seen.stockVersion,
    });
    expect(quick.status).toBe(409);
    expect(quick.json.error).toContain(`it is now ${left}`);
    const full = await call("PUT", `${BASE}/forest-honey-500g`, {
      ...draft({ variants: [] }),
      name: seen.name,
      images: seen.images,
      units: 50,
      stockVersion: seen.stockVersion,
    });
    expect(full).toMatchObject({ status: 409, json: { field: "units" } });
    expect((await product("forest-honey-500g")).units).toBe(left);
    const now = await product("forest-honey-500g");
    const retried = await call("POST", `${BASE}/forest-honey-500g/stock`, {
      stock: 50,
      stockVersion: now.stockVersion,
    });
    expect(retried.status).toBe(200);
    expect((retried.json.product as SellerProduct).units).toBe(50);
  });

  it("quick-edits one variant's stock; refuses a variant the product lacks and a negative figure", async () => {
    const p = await product("hand-block-kurta");
    const m = p.variants.find((x) => x.size === "M");
    const ok = await call("POST", `${BASE}/hand-block-kurta/stock`, {
      size: "M",
      color: "Indigo",
      stock: 9,
      stockVersion: m?.stockVersion,
    });
    expect(ok.status).toBe(200);
    expect((ok.json.product as SellerProduct).variants.find((x) => x.size === "M")?.stock).toBe(9);
    const missing = await call("POST", `${BASE}/hand-block-kurta/stock`, {
      size: "XL",
      color: "Indigo",
      stock: 1,
      stockVersion: 0,
    });
    expect(missing).toMatchObject({ status: 400, json: { field: "size" } });
    const negative = await call("POST", `${BASE}/hand-block-kurta/stock`, {
      size: "M",
      color: "Indigo",
      stock: -1,
      stockVersion: 0,
    });
    expect(negative).toMatchObject({ status: 400, json: { field: "stock" } });
  });

  it("archives: the product leaves the storefront and can't be ordered; orders keep their lines; restore brings it back", async () => {
    const archived = await call("POST", `${BASE}/hand-block-kurta/archive`, { archived: true });
    expect((archived.json.product as SellerProduct).archived).toBe(true);
    expect((await storefront()).map((p) => p.productId)).not.toContain("hand-block-kurta");
    expect((await call("GET", `${BASE}?show=archived`)).json.products).toEqual([
      expect.objectContaining({ productId: "hand-block-kurta" }),
    ]);
    const address = await savedAddress(app, "late@x.in");
    const refused = await placeOrder(
      app,
      orderBody("late@x.in", address, [
        { shopId: "demo", productId: "hand-block-kurta", productCount: 1, size: "M", color: "Indigo" },
      ]),
    );
    expect(refused.status).toBe(409);
    await call("POST", `${BASE}/hand-block-kurta/archive`, { archived: false });
    expect((await storefront()).map((p) => p.productId)).toContain("hand-block-kurta");
  });

  it("a colour's photo: kept, shown in the shop, carried by an order of that colour; a colour or photo not the product's is 400", async () => {
    const rust = ((await uploadPhoto(app, await testPhoto(640, 480))).json as { url: string }).url;
    const colours = draft({
      name: "Two-colour Dupatta",
      images: [photo, rust],
      variants: [
        { size: "Free", color: "Indigo", stock: 3 },
        { size: "Free", color: "Rust", stock: 3 },
      ],
      colorImages: { Rust: rust },
    });
    for (const [change, error] of [
      [{ colorImages: { Green: rust } }, "Green is not one of this product's colours"],
      [
        { colorImages: { Rust: "https://elsewhere.example.com/a.jpg" } },
        "Choose one of this product's photos for Rust",
      ],
    ] as const) {
      const refused = await call("POST", BASE, { ...colours, ...change });
      expect(refused).toMatchObject({ status: 400, json: { field: "colorImages", error } });
    }
    const made = (await call("POST", BASE, colours)).json.product as SellerProduct;
    expect(made.colorImages).toEqual({ Rust: made.images[1] });
    const shown = (await storefront()).find((p) => p.productId === made.productId);
    expect(shown?.colorImages).toEqual({ Rust: shown?.productImages[1] });
    // An order of the Rust one carries its photo; the Indigo one the cover.
    const address = await savedAddress(app, "colours@x.in");
    const line = (color: string) => ({
      shopId: "demo",
      productId: made.productId,
      productCount: 1,
      size: "Free",
      color,
    });
    const placed = v.parse(
      AddOrderResponse,
      (await placeOrder(app, orderBody("colours@x.in", address, [line("Rust"), line("Indigo")]))).json,
    );
    const rows = await handle.db.select().from(orders).where(inArray(orders.orderId, placed.orderIds));
    const imageOf = (color: string) => rows.find((r) => r.color === color)?.productImage ?? "";
    expect(shown?.productImages[1]?.endsWith(imageOf("Rust"))).toBe(true);
    expect(shown?.productImages[0]?.endsWith(imageOf("Indigo"))).toBe(true);
    expect(imageOf("Rust")).not.toBe(imageOf("Indigo"));
    // Photos moved keep the link; with its photo removed, the colour has none (stock as the order left it).
    const { variants } = await product(made.productId);
    const moved = await call("PUT", `${BASE}/${made.productId}`, {
      ...colours,
      variants,
      images: [made.images[1], made.images[0]],
      colorImages: made.colorImages,
    });
    expect((moved.json.product as SellerProduct).colorImages).toEqual({ Rust: made.images[1] });
    const dropped = await call("PUT", `${BASE}/${made.productId}`, {
      ...colours,
      variants,
      images: [made.images[0]],
      colorImages: {},
    });
    expect((dropped.json.product as SellerProduct).colorImages).toEqual({});
    expect((await storefront()).find((p) => p.productId === made.productId)?.colorImages).toBeUndefined();
  });

  it("another shop's product id is 404; another shop's owner 403; signed out 401", async () => {
    expect((await call("GET", `${BASE}/electrician-visit`)).status).toBe(404); // a seva product
    expect(
      (await call("GET", "/api/seller/shops/seva/products/hand-block-kurta", undefined, SEVA_OWNER)).status,
    ).toBe(404);
    expect((await call("PUT", `${BASE}/hand-block-kurta`, draft(), SEVA_OWNER)).status).toBe(403);
    expect((await call("POST", `${BASE}/hand-block-kurta/archive`, { archived: true }, null)).status).toBe(
      401,
    );
    expect((await call("GET", `${BASE}/Not_An_Id`)).status).toBe(404);
  });
});

describe(`the low-stock view (${driverName})`, () => {
  it("lists the active products with 5 or fewer left, variants summed", async () => {
    const { json } = await call("GET", `${BASE}?show=low`);
    const low = json.products as SellerProduct[];
    expect(low.length).toBeGreaterThan(0);
    for (const p of low) {
      const stock = p.variants.length ? p.variants.reduce((n, x) => n + x.stock, 0) : p.units;
      expect(stock).toBeLessThanOrEqual(5);
    }
  });
});

/**
 * The catalogue as a CSV file (/api/seller/shops/{shopId}/catalogue.csv):
 * export, import all or nothing with every row's problem listed, stock
 * written only against the export's stamp, and who may.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SellerProduct } from "../../../src/contract/seller";
import { CSV_NUL_MESSAGE } from "../../../src/domain/catalogueRow";
import { parseCsv, toCsv } from "../../../src/domain/csv";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp } from "../support";
import { DEMO_OWNER, DEMO_STAFF, SEVA_OWNER, sellerApi } from "../support/seller";
import { orderBody, placeOrder, savedAddress } from "../support/shopping";
import { asCustomer } from "../support/tokens";

let app: App;
let handle: DbHandle;
let call: ReturnType<typeof sellerApi>;
beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  call = sellerApi(app);
});
afterAll(() => handle.close());

const PATH = "/api/seller/shops/demo/catalogue.csv";
async function exported(as = DEMO_OWNER) {
  const res = await app.request(PATH, { headers: await asCustomer(as) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // TextDecoder drops a byte order mark: it is checked on the bytes.
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    bom,
    text: new TextDecoder().decode(bytes),
  };
}
async function imported(text: string, as: string | null = DEMO_OWNER, type = "text/csv") {
  const headers = { "content-type": type, ...(as ? await asCustomer(as) : {}) };
  const res = await app.request(PATH, { method: "POST", headers, body: text });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const product = async (id: string) =>
  (await call("GET", `/api/seller/shops/demo/products/${id}`)).json.product as SellerProduct;
/** The file with one cell of one product's row replaced (read and written with the domain's CSV rules). */
function edited(csv: string, productId: string, column: string, value: string): string {
  const { records } = parseCsv(csv);
  const at = (records[0] ?? []).indexOf(column);
  return toCsv(
    records.map((cells) => (cells[0] === productId ? cells.map((c, i) => (i === at ? value : c)) : cells)),
  );
}

describe(`the catalogue file (${driverName})`, () => {
  it("exports every product with a stock stamp, as a UTF-8 CSV download", async () => {
    const { status, type, bom, text } = await exported(DEMO_STAFF);
    expect(status).toBe(200);
    expect(type).toBe("text/csv; charset=utf-8");
    expect(bom).toBe(true); // so Excel reads ₹ and Hindi as UTF-8
    expect(text.split("\r\n")[0]).toBe(
      "productId,name,description,category,mrp,sellingPrice,gst,hsn,units,variants,archived,stockStamp",
    );
    expect(text).toContain("\r\nforest-honey-500g,");
  });

  it("imports the file as exported with nothing changed, then an edit and a new product", async () => {
    const { text } = await exported();
    expect(await imported(text)).toMatchObject({ status: 200, json: { created: 0, updated: 0 } });
    const price = (await product("forest-honey-500g")).mrp - 10;
    const cheaper = edited(text, "forest-honey-500g", "sellingPrice", String(price));
    const withNew = `${cheaper}\r\n,Kachi Ghani Mustard Oil 1 L,Cold pressed,Groceries,260,240,5,1514,30,,no,`;
    expect(await imported(withNew, DEMO_STAFF)).toMatchObject({
      status: 200,
      json: { created: 1, updated: 1 },
    });
    expect((await product("forest-honey-500g")).sellingPrice).toBe(price);
    expect(await product("kachi-ghani-mustard-oil-1-l")).toMatchObject({ mrp: 260, units: 30, images: [] });
  });

  it("lists every row's problem and imports nothing", async () => {
    const { text } = await exported();
    const before = await product("forest-honey-500g");
    let bad = edited(text, "forest-honey-500g", "sellingPrice", "9999");
    bad = edited(bad, "aloo-bhujia-400g", "gst", "12");
    bad = edited(bad, "organic-jaggery-1kg", "name", "Jaggery renamed");
    const { status, json } = await imported(bad);
    expect(status).toBe(400);
    expect(json.error).toBe("2 rows have problems: nothing was imported. Fix them and import the file again");
    const fields = (json.issues as { field: string }[]).map((i) => i.field);
    expect(fields).toEqual([
      expect.stringMatching(/^row \d+ sellingPrice$/),
      expect.stringMatching(/^row \d+ gst$/),
    ]);
    expect((await product("organic-jaggery-1kg")).name).not.toBe("Jaggery renamed");
    expect(await product("forest-honey-500g")).toEqual(before);
  });

  it("refuses a NUL in a name, a description, a category or a variant, naming the row and the column (was a 500)", async () => {
    const { text } = await exported();
    const before = await product("forest-honey-500g");
    let bad = edited(text, "forest-honey-500g", "name", "Forest\u0000Honey");
    bad = edited(bad, "aloo-bhujia-400g", "description", "Crisp\u0000");
    bad = edited(bad, "organic-jaggery-1kg", "category", "\u0000");
    const withNew = `${bad}\r\n,Cotton Kurta,Soft,Clothes,900,,5,6211,,M/Re\u0000d=2,no,`;
    const { status, json } = await imported(withNew);
    expect(status, JSON.stringify(json)).toBe(400);
    expect(json).toMatchObject({
      error: "4 rows have problems: nothing was imported. Fix them and import the file again",
      field: "file",
    });
    const issues = json.issues as { field: string; message: string }[];
    expect(issues.map((i) => i.field.replace(/^row \d+ /, "")).sort()).toEqual([
      "category",
      "description",
      "name",
      "variants",
    ]);
    for (const issue of issues) {
      expect(issue.field).toMatch(/^row \d+ \w+$/);
      expect(issue.message).toBe(CSV_NUL_MESSAGE);
    }
    expect(await product("forest-honey-500g")).toEqual(before);
  });

  it("refuses stock from a file exported before an order, naming the new figure; the order's decrement stays", async () => {
    const { text } = await exported();
    const address = await savedAddress(app, "csv.buyer@x.in");
    await placeOrder(
      app,
      orderBody("csv.buyer@x.in", address, [
        { shopId: "demo", productId: "organic-jaggery-1kg", productCount: 3 },
      ]),
    );
    const left = (await product("organic-jaggery-1kg")).units;
    const { status, json } = await imported(edited(text, "organic-jaggery-1kg", "units", "100"));
    expect(status).toBe(400);
    expect((json.issues as { message: string }[])[0]?.message).toContain(
      `The stock changed since this file was exported (an order or an edit): now ${left}`,
    );
    expect((await product("organic-jaggery-1kg")).units).toBe(left);
    const fresh = (await exported()).text;
    expect((await imported(edited(fresh, "organic-jaggery-1kg", "units", "100"))).status).toBe(200);
    expect((await product("organic-jaggery-1kg")).units).toBe(100);
  });

  it("a file without stamps can change details, never stock", async () => {
    const { text } = await exported();
    const unstamped = toCsv(parseCsv(text).records.map((cells) => cells.slice(0, -1)));
    expect((await imported(edited(unstamped, "assam-tea-500g", "category", "Tea"))).status).toBe(200);
    const refused = await imported(edited(unstamped, "assam-tea-500g", "units", "999"));
    expect(refused.status).toBe(400);
    expect((refused.json.issues as { message: string }[])[0]?.message).toContain("no stock stamps");
  });

  it("refuses an empty file, a wrong header, a non-CSV body; 403 another shop, 401 signed out", async () => {
    expect((await imported("")).json).toMatchObject({ field: "file" });
    expect((await imported("name,price\r\nx,1")).status).toBe(400);
    expect((await imported("{}", DEMO_OWNER, "application/json")).status).toBe(415);
    const { text } = await exported();
    expect((await imported(text, SEVA_OWNER)).status).toBe(403);
    expect((await imported(text, null)).status).toBe(401);
    expect((await exported(SEVA_OWNER)).status).toBe(403);
  });
});

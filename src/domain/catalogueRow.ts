/**
 * One row of the catalogue file (catalogueCsv.ts): its columns, a product
 * written as its cells, and its cells read back and checked by the product
 * form's own rules (productDraft.ts). A text a spreadsheet would run as a
 * formula (starting =, +, -, @) is written after a `'`, which reading takes
 * off again.
 */
import { normaliseHsn } from "./hsn";
import { checkProductDetails, type VariantDraft } from "./productDraft";
import { isProductId } from "./productId";
import { unsafeTextReason } from "./text";
import { variantsFromCell, variantsToCell } from "./variantsCell";

export const CATALOGUE_COLUMNS = [
  "productId",
  "name",
  "description",
  "category",
  "mrp",
  "sellingPrice",
  "gst",
  "hsn",
  "units",
  "variants",
  "archived",
] as const;
/** The optional last column: each product's stock stamp, as the server's export writes it. */
export const STOCK_STAMP_COLUMN = "stockStamp";
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** One product as a row. `sellingPrice` 0: no discount; `units` is 0 for a product with variants. */
export interface ProductCsvRow {
  productId: string;
  name: string;
  description: string;
  category: string;
  mrp: number;
  sellingPrice: number;
  gst: number;
  hsn: string;
  units: number;
  variants: VariantDraft[];
  archived: boolean;
  /**
   * The stock's stamp when the file was exported (the server's sum of the
   * product's stock versions): an import changes a stock figure only when the
   * stamp still matches, so an order placed since is never undone. Empty for
   * a new product.
   */
  stockStamp?: number | undefined;
}

export interface CsvProblem {
  line: number;
  field?: CatalogueColumn;
  message: string;
}

const FORMULA = /^[=+\-@\t\r]/;
const guard = (text: string) => (FORMULA.test(text) ? `'${text}` : text);
const unguard = (text: string) =>
  text.startsWith("'") && FORMULA.test(text.slice(1)) ? text.slice(1) : text;

/** A product as its row's cells, in CATALOGUE_COLUMNS order. */
export function productCells(p: ProductCsvRow): string[] {
  return [
    p.productId,
    guard(p.name),
    guard(p.description),
    guard(p.category),
    String(p.mrp),
    p.sellingPrice ? String(p.sellingPrice) : "",
    String(p.gst),
    p.hsn,
    p.variants.length ? "" : String(p.units),
    guard(variantsToCell(p.variants)),
    p.archived ? "yes" : "no",
    ...(p.stockStamp === undefined ? [] : [String(p.stockStamp)]),
  ];
}

/** An HSN cell: a spreadsheet drops a code's leading 0 (0910 → 910), so a code one digit short gets it back. */
function hsnCell(text: string): string {
  const code = normaliseHsn(text);
  return /^\d{3}$|^\d{5}$|^\d{7}$/.test(code) ? `0${code}` : code;
}

/** A number cell: ₹, commas and spaces ignored; undefined when empty, NaN when not a number. */
function numberCell(text: string): number | undefined {
  const t = text.replace(/[₹,\s]/g, "");
  if (t === "") return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/** A cell with a NUL character: no text can be saved with one (it is invisible in a spreadsheet). */
export const CSV_NUL_MESSAGE =
  "This cell has a NUL character, which no text can hold (it is invisible): type the text again";
/** A cell whose text is not valid Unicode (half of an emoji, say). */
export const CSV_BROKEN_TEXT_MESSAGE = "This cell has broken text (not valid Unicode): type the text again";

/** Why a cell's text can't be saved at all (src/domain/text.ts), or null when it can. */
function unsafeCell(text: string): string | null {
  const reason = unsafeTextReason(text);
  if (!reason) return null;
  return text.includes("\u0000") ? CSV_NUL_MESSAGE : CSV_BROKEN_TEXT_MESSAGE;
}

const NOT_A_NUMBER: Partial<Record<CatalogueColumn, string>> = {
  mrp: "Write the MRP as a number, like 499 or 499.50",
  sellingPrice: "Write the selling price as a number, like 449, or leave it empty for no discount",
  units: "Write the stock as a whole number, like 12",
};

/** One data row read and checked: the product (its productId empty when new), or its problems. */
export function readCatalogueRow(
  cells: readonly string[],
  line: number,
): { row: ProductCsvRow } | { problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  // Text no column can hold is the cell's one problem: the checks below would only misread it.
  const unsafe = new Set<CatalogueColumn>();
  for (const [i, column] of CATALOGUE_COLUMNS.entries()) {
    const message = unsafeCell(cells[i] ?? "");
    if (!message) continue;
    problems.push({ line, field: column, message });
    unsafe.add(column);
  }
  const at = (field: CatalogueColumn, message: string) => {
    if (!unsafe.has(field)) problems.push({ line, field, message });
  };
  const cell = (c: CatalogueColumn) => unguard((cells[CATALOGUE_COLUMNS.indexOf(c)] ?? "").trim());
  const number = (c: CatalogueColumn) => {
    const n = numberCell(cell(c));
    const message = NOT_A_NUMBER[c];
    if (Number.isNaN(n) && message) at(c, message);
    return n;
  };
  const productId = cell("productId");
  if (productId && !isProductId(productId)) {
    at(
      "productId",
      "Use small letters, digits and hyphens (like basmati-rice-5kg), or leave it empty for a new product",
    );
  }
  const read = variantsFromCell(cell("variants"));
  const variants = "variants" in read ? read.variants : [];
  if ("badItem" in read)
    at(
      "variants",
      `Write variants as size/colour=stock joined by ; (like M/Red=4;L/Red=0): "${read.badItem}" is not`,
    );
  const units = number("units");
  if (variants.length && units)
    at("units", "Leave units empty for a product with variants: each variant has its own stock");
  const stamp = numberCell(unguard((cells[CATALOGUE_COLUMNS.length] ?? "").trim()));
  if (stamp !== undefined && !(Number.isSafeInteger(stamp) && stamp >= 0))
    problems.push({ line, message: "Leave stockStamp as the export wrote it (or empty for a new product)" });
  const archived = cell("archived").toLowerCase();
  if (!["yes", "no", ""].includes(archived)) at("archived", "Write yes or no in archived (empty is no)");
  const row: ProductCsvRow = {
    productId,
    name: cell("name"),
    description: cell("description"),
    category: cell("category"),
    mrp: number("mrp") ?? Number.NaN,
    sellingPrice: number("sellingPrice") ?? 0,
    gst: numberCell(cell("gst").replace(/%$/, "")) ?? Number.NaN,
    hsn: hsnCell(cell("hsn")),
    units: variants.length ? 0 : (units ?? Number.NaN),
    variants,
    archived: archived === "yes",
    stockStamp: stamp,
  };
  const draft = { ...row, units: variants.length ? undefined : units === undefined ? null : row.units };
  for (const p of checkProductDetails(draft)) {
    const field = p.field.split(".")[0] as CatalogueColumn;
    if (!problems.some((q) => q.field === field)) at(field, p.message);
  }
  return problems.length ? { problems } : { row };
}

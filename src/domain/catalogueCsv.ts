/**
 * A shop's catalogue as a CSV file the seller edits in a spreadsheet: a
 * header row of CATALOGUE_COLUMNS, then one row a product (catalogueRow.ts).
 * Problems are named by the row number a spreadsheet shows (the header is
 * row 1), so the seller finds them where they are.
 */
import {
  CATALOGUE_COLUMNS,
  type CsvProblem,
  type ProductCsvRow,
  productCells,
  readCatalogueRow,
  STOCK_STAMP_COLUMN,
} from "./catalogueRow";
import { parseCsv, toCsv } from "./csv";
import { groupIndian } from "./inr";
import { newProductId } from "./productId";

export { CATALOGUE_COLUMNS, type CatalogueColumn, type CsvProblem, type ProductCsvRow } from "./catalogueRow";

export const MAX_CSV_PRODUCTS = 5000;

/** A row read in: its row number, and whether its id was made here (the productId cell was empty). */
export interface ImportedProduct extends ProductCsvRow {
  line: number;
  isNew: boolean;
}

/** The catalogue as a CSV file (UTF-8 with a byte order mark, so Excel reads ₹ and Hindi right). */
export function catalogueToCsv(rows: readonly ProductCsvRow[]): string {
  const stamped = rows.some((r) => r.stockStamp !== undefined);
  const header = stamped ? [...CATALOGUE_COLUMNS, STOCK_STAMP_COLUMN] : [...CATALOGUE_COLUMNS];
  return toCsv([header, ...rows.map(productCells)]);
}

/** Why row 1 is not the column names, or null when it is. */
function headerProblem(header: readonly string[] | undefined): string | null {
  if (!header)
    return "The file is empty: start from an exported catalogue, which has the column names in row 1";
  // The export's stock stamps may follow as one more column.
  const stamped =
    header.length === CATALOGUE_COLUMNS.length + 1 && header.at(-1)?.trim() === STOCK_STAMP_COLUMN;
  const width = stamped ? CATALOGUE_COLUMNS.length : Math.max(header.length, CATALOGUE_COLUMNS.length);
  for (let i = 0; i < width; i++) {
    const [got, want] = [header[i]?.trim() ?? "", CATALOGUE_COLUMNS[i] ?? ""];
    if (got === want) continue;
    const is = got ? `is "${got}"` : "is empty";
    return `Row 1 must hold the column names: column ${i + 1} ${is}${want ? ` but should be "${want}"` : ", one too many"}`;
  }
  return null;
}

/**
 * Reads a catalogue file: the products of the rows that pass every check,
 * and every problem of the others. A row with an empty productId is a new
 * product; its id is made from its name, unique among `existingIds` (the
 * shop's products) and the file's own. A broken file (no column names, a
 * quote never closed, over MAX_CSV_PRODUCTS rows) gives one problem and no
 * products.
 */
export function parseCatalogueCsv(
  text: string,
  { existingIds = [] }: { existingIds?: Iterable<string> } = {},
): { rows: ImportedProduct[]; errors: CsvProblem[] } {
  const fail = (line: number, message: string) => ({ rows: [], errors: [{ line, message }] });
  const { records, unclosedQuoteRow } = parseCsv(text);
  if (unclosedQuoteRow !== null) {
    return fail(
      unclosedQuoteRow,
      `A quote (") in row ${unclosedQuoteRow} is never closed: add the closing quote`,
    );
  }
  const problem = headerProblem(records[0]);
  if (problem) return fail(1, problem);
  const filled = records
    .map((cells, i) => ({ cells, line: i + 1 }))
    .filter(({ cells, line }) => line > 1 && cells.some((c) => c.trim() !== ""));
  if (filled.length === 0) return fail(2, "No products in the file: add one row per product under row 1");
  const over = filled[MAX_CSV_PRODUCTS];
  if (over) {
    const [most, n] = [groupIndian(MAX_CSV_PRODUCTS), groupIndian(filled.length)];
    return fail(
      over.line,
      `A file can hold at most ${most} products, this one has ${n}: split it into smaller files`,
    );
  }
  const errors: CsvProblem[] = [];
  const read: { row: ProductCsvRow; line: number }[] = [];
  const idLine = new Map<string, number>();
  const stamped = records[0]?.at(-1)?.trim() === STOCK_STAMP_COLUMN;
  const width = CATALOGUE_COLUMNS.length + (stamped ? 1 : 0);
  for (const { cells, line } of filled) {
    if (cells.length < width || cells.slice(width).some((c) => c.trim())) {
      errors.push({
        line,
        message: `This row has ${cells.length} cells, not ${width}: put a text with a comma in quotes`,
      });
      continue;
    }
    const result = readCatalogueRow(cells, line);
    if ("problems" in result) errors.push(...result.problems);
    const id = cells[0]?.trim() ?? "";
    const first = idLine.get(id);
    if (id && first) {
      errors.push({
        line,
        field: "productId",
        message: `${id} is also in row ${first}: list each product once`,
      });
      continue;
    }
    if (id) idLine.set(id, line);
    if ("row" in result) read.push({ row: result.row, line });
  }
  const taken = new Set([...existingIds, ...idLine.keys()]);
  const rows = read.map(({ row, line }) => {
    const productId = row.productId || newProductId(row.name, taken);
    taken.add(productId);
    return { ...row, productId, line, isNew: row.productId === "" };
  });
  return { rows, errors };
}

import { describe, expect, it } from "vitest";
import {
  CATALOGUE_COLUMNS,
  catalogueToCsv,
  MAX_CSV_PRODUCTS,
  type ProductCsvRow,
  parseCatalogueCsv,
} from "./catalogueCsv";
import { CSV_BROKEN_TEXT_MESSAGE, CSV_NUL_MESSAGE } from "./catalogueRow";

const HEADER = CATALOGUE_COLUMNS.join(",");
const rice: ProductCsvRow = {
  productId: "basmati-rice-5kg",
  name: "Basmati Rice 5 kg",
  description: "Aged 2 years, long grain",
  category: "Grocery",
  mrp: 300,
  sellingPrice: 250,
  gst: 5,
  hsn: "1006",
  units: 12,
  variants: [],
  archived: false,
};
const kurta: ProductCsvRow = {
  ...rice,
  productId: "cotton-kurta",
  name: "Cotton Kurta",
  description: 'Hand block printed, "Sanganeri"\nWash cold',
  category: "Clothing",
  mrp: 899.5,
  sellingPrice: 0,
  gst: 18,
  hsn: "",
  units: 0,
  variants: [
    { size: "M", color: "Red", stock: 4 },
    { size: "S/M", color: "", stock: 0 },
    { size: "", color: "Blue", stock: 2 },
  ],
  archived: true,
};
const odd: ProductCsvRow = {
  ...rice,
  productId: "masala-chai",
  name: "मसाला चाय, 250 g",
  description: "- 100% Assam\r\n= strong",
  category: "+ Beverages",
  hsn: "0902",
};
/** A file of the header and these lines, as a seller might type it (LF, no byte order mark). */
const file = (...lines: string[]) => [HEADER, ...lines].join("\n");
const row = "basmati-rice-5kg,Basmati Rice 5 kg,Aged,Grocery,300,250,5,1006,12,,no";
/** The problems of a file whose row 2 is `line` with one cell changed. */
const withCell = (column: (typeof CATALOGUE_COLUMNS)[number], value: string) => {
  const cells = row.split(",");
  cells[CATALOGUE_COLUMNS.indexOf(column)] = value;
  return parseCatalogueCsv(file(cells.join(","))).errors;
};

describe("catalogueToCsv", () => {
  it("writes a byte order mark, the header and CRLF rows, quoting only where needed", () => {
    expect(catalogueToCsv([rice])).toBe(
      `\uFEFF${HEADER}\r\nbasmati-rice-5kg,Basmati Rice 5 kg,"Aged 2 years, long grain",Grocery,300,250,5,1006,12,,no\r\n`,
    );
  });
  it("writes variants in one cell, no units and no discount as empty, archived as yes", () => {
    expect(catalogueToCsv([kurta]).split("\r\n")[1]).toBe(
      'cotton-kurta,Cotton Kurta,"Hand block printed, ""Sanganeri""\nWash cold",Clothing,899.5,,18,,,M/Red=4;S\\/M/=0;/Blue=2,yes',
    );
  });
  it("puts a ' before a text a spreadsheet would run as a formula", () => {
    expect(catalogueToCsv([odd])).toBe(
      `\uFEFF${HEADER}\r\nmasala-chai,"मसाला चाय, 250 g","'- 100% Assam\r\n= strong",'+ Beverages,300,250,5,0902,12,,no\r\n`,
    );
  });
});

describe("parseCatalogueCsv reads back what catalogueToCsv writes", () => {
  it("every field, quotes, commas, line breaks, Hindi and formula guards included", () => {
    const { rows, errors } = parseCatalogueCsv(catalogueToCsv([rice, kurta, odd]));
    expect(errors).toEqual([]);
    // kurta's description has a line break inside its quotes: still one spreadsheet row each.
    expect(rows).toEqual([
      { ...rice, line: 2, isNew: false },
      { ...kurta, line: 3, isNew: false },
      { ...odd, line: 4, isNew: false },
    ]);
  });
});

describe("parseCatalogueCsv reads a hand-made file", () => {
  it("without a byte order mark, with LF, blank rows (counted, skipped) and forgiving cells", () => {
    const { rows, errors } = parseCatalogueCsv(
      file("", ' rice , Rice ,, ,"₹1,299",999.50,18%, 910 ,7,,YES', ",,,,,,,,,,"),
    );
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        ...rice,
        productId: "rice",
        name: "Rice",
        description: "",
        category: "",
        mrp: 1299,
        sellingPrice: 999.5,
        gst: 18,
        hsn: "0910",
        units: 7,
        archived: true,
        line: 3,
        isNew: false,
      },
    ]);
  });
  it("makes a new product's id from its name, unique among the shop's and the file's", () => {
    const { rows } = parseCatalogueCsv(
      file(",Chai,,,10,,5,,1,,", ",Chai,,,10,,5,,1,,", "chai-2,Other,,,10,,5,,1,,", ",चाय,,,10,,5,,1,,"),
      { existingIds: ["chai"] },
    );
    expect(rows.map((r) => [r.productId, r.isNew])).toEqual([
      ["chai-3", true],
      ["chai-4", true],
      ["chai-2", false],
      ["chay", true],
    ]);
  });
});

describe("parseCatalogueCsv refuses a broken file with one problem and no products", () => {
  it.each([
    ["", 1, "The file is empty: start from an exported catalogue, which has the column names in row 1"],
    [
      "productId,name,desc,category,mrp,sellingPrice,gst,hsn,units,variants,archived",
      1,
      'Row 1 must hold the column names: column 3 is "desc" but should be "description"',
    ],
    [
      "productId,name,description,category,mrp,sellingPrice,gst,hsn,units,variants",
      1,
      'Row 1 must hold the column names: column 11 is empty but should be "archived"',
    ],
    [`${HEADER},colour`, 1, 'Row 1 must hold the column names: column 12 is "colour", one too many'],
    [HEADER, 2, "No products in the file: add one row per product under row 1"],
    [file(row, ',"Chai,,,10,,5,,1,,'), 3, 'A quote (") in row 3 is never closed: add the closing quote'],
  ])("%j", (text, line, message) => {
    expect(parseCatalogueCsv(text)).toEqual({ rows: [], errors: [{ line, message }] });
  });
  it(`takes ${MAX_CSV_PRODUCTS} products, not one more`, () => {
    const lines = Array.from({ length: MAX_CSV_PRODUCTS }, (_, i) => `p${i},P ${i},,,10,,5,,1,,`);
    expect(parseCatalogueCsv(file(...lines)).rows).toHaveLength(MAX_CSV_PRODUCTS);
    expect(parseCatalogueCsv(file(...lines, "x,X,,,10,,5,,1,,", "y,Y,,,10,,5,,1,,"))).toEqual({
      rows: [],
      errors: [
        {
          line: 5002,
          message: "A file can hold at most 5,000 products, this one has 5,002: split it into smaller files",
        },
      ],
    });
  });
  it("keeps a header with spaces around the names", () => {
    expect(parseCatalogueCsv(`${CATALOGUE_COLUMNS.join(" , ")}\n${row}`).errors).toEqual([]);
  });
});

describe("parseCatalogueCsv names each row's problems and keeps the good rows", () => {
  it("the row as it is passes", () => {
    expect(parseCatalogueCsv(file(row)).errors).toEqual([]);
  });
  it.each([
    [
      "productId",
      "Rice 5kg",
      "Use small letters, digits and hyphens (like basmati-rice-5kg), or leave it empty for a new product",
    ],
    ["name", "", "Enter the product's name"],
    ["name", "n".repeat(121), "Keep the name to 120 characters: it has 121"],
    ["description", "d".repeat(2001), "Keep the description to 2,000 characters: it has 2,001"],
    ["category", "c".repeat(61), "Keep the category to 60 characters: it has 61"],
    ["mrp", "", "Enter the MRP"],
    ["mrp", "three hundred", "Write the MRP as a number, like 499 or 499.50"],
    ["mrp", "0", "The MRP must be more than ₹0"],
    ["sellingPrice", "301", "The selling price can't be more than the MRP"],
    [
      "sellingPrice",
      "free",
      "Write the selling price as a number, like 449, or leave it empty for no discount",
    ],
    ["gst", "12", "12% GST was retired on 22 Sep 2025: choose a current rate (0%, 3%, 5%, 18% or 40%)"],
    ["gst", "7", "Choose a GST rate: 0%, 3%, 5%, 18% or 40%"],
    ["gst", "", "Choose a GST rate: 0%, 3%, 5%, 18% or 40%"],
    ["hsn", "10A6", "An HSN code has digits only, like 1006 or 10063020"],
    ["hsn", "12", "An HSN code has 4, 6 or 8 digits: this one has 2"],
    ["units", "", "Enter the stock: how many pieces you have"],
    ["units", "-1", "Stock can't be negative"],
    ["units", "2.5", "Stock is a whole number of pieces"],
    ["units", "a dozen", "Write the stock as a whole number, like 12"],
    [
      "variants",
      "M-Red-4",
      'Write variants as size/colour=stock joined by ; (like M/Red=4;L/Red=0): "M-Red-4" is not',
    ],
    ["archived", "maybe", "Write yes or no in archived (empty is no)"],
  ] as const)("%s %j", (column, value, message) => {
    expect(withCell(column, value)).toEqual([{ line: 2, field: column, message }]);
  });
  it("checks variants as the product form does", () => {
    const variantRow = (variants: string, units = "") =>
      parseCatalogueCsv(file(`kurta,Kurta,,,899,,5,,${units},${variants},no`)).errors;
    expect(variantRow("M/Red=1;m/red=2")).toEqual([
      { line: 2, field: "variants", message: "m / red is listed twice" },
    ]);
    expect(variantRow("M/Red=-1")).toEqual([
      { line: 2, field: "variants", message: "M / Red: stock can't be negative" },
    ]);
    expect(variantRow("/=3")).toEqual([{ line: 2, field: "variants", message: "Enter a size or a colour" }]);
    expect(variantRow("M/Red=1", "0")).toEqual([]);
    expect(variantRow("M/Red=1", "5")).toEqual([
      {
        line: 2,
        field: "units",
        message: "Leave units empty for a product with variants: each variant has its own stock",
      },
    ]);
  });
  it("refuses a NUL or broken Unicode in any cell, as that cell's one problem (PostgreSQL can't store it)", () => {
    for (const column of [
      "productId",
      "name",
      "description",
      "category",
      "hsn",
      "variants",
      "units",
    ] as const)
      expect(withCell(column, "ab\u0000c")).toEqual([{ line: 2, field: column, message: CSV_NUL_MESSAGE }]);
    expect(withCell("name", "Rice \uD83D")).toEqual([
      { line: 2, field: "name", message: CSV_BROKEN_TEXT_MESSAGE },
    ]);
  });
  it("counts a row's cells", () => {
    const message = "This row has 12 cells, not 11: put a text with a comma in quotes";
    expect(parseCatalogueCsv(file("rice,Rice, 5 kg,,,300,,5,,1,,no")).errors).toEqual([{ line: 2, message }]);
    expect(parseCatalogueCsv(file("rice,Rice")).errors).toEqual([
      { line: 2, message: "This row has 2 cells, not 11: put a text with a comma in quotes" },
    ]);
    expect(parseCatalogueCsv(file(`${row},,`)).errors).toEqual([]);
  });
  it("refuses a productId listed twice, on the second row, and keeps the first", () => {
    const { rows, errors } = parseCatalogueCsv(file(row, row.replace("Basmati", "Brown")));
    expect(rows.map((r) => [r.line, r.name])).toEqual([[2, "Basmati Rice 5 kg"]]);
    expect(errors).toEqual([
      { line: 3, field: "productId", message: "basmati-rice-5kg is also in row 2: list each product once" },
    ]);
  });
  it("numbers rows as a spreadsheet does, a multi-line cell being one row, and keeps the good ones", () => {
    const { rows, errors } = parseCatalogueCsv(
      file('a,A,"two\nlines",,10,,5,,1,,', "b,B,,,10,,12,,1,,", "", "c,,,,,,5,,1,,", "d,D,,,10,,5,,1,,"),
    );
    expect(rows.map((r) => [r.productId, r.line])).toEqual([
      ["a", 2],
      ["d", 6],
    ]);
    expect(errors.map((e) => [e.line, e.field])).toEqual([
      [3, "gst"],
      [5, "name"],
      [5, "mrp"],
    ]);
  });
});

describe("the export's stock stamps", () => {
  it("are written as a last column when the rows carry them, and read back", () => {
    const csv = catalogueToCsv([
      { ...rice, stockStamp: 7 },
      { ...kurta, stockStamp: 0 },
    ]);
    expect(csv.split("\r\n")[0]).toBe(`\ufeff${HEADER},stockStamp`);
    const { rows, errors } = parseCatalogueCsv(csv);
    expect(errors).toEqual([]);
    expect(rows.map((r) => r.stockStamp)).toEqual([7, 0]);
  });
  it("are optional: a file without the column reads with no stamps", () => {
    const { rows, errors } = parseCatalogueCsv(file(row));
    expect(errors).toEqual([]);
    expect(rows[0]?.stockStamp).toBeUndefined();
  });
  it("refuses a stamp that is not a whole number", () => {
    const { errors } = parseCatalogueCsv([`${HEADER},stockStamp`, `${row},x1`].join("\n"));
    expect(errors).toEqual([
      { line: 2, message: "Leave stockStamp as the export wrote it (or empty for a new product)" },
    ]);
  });
});

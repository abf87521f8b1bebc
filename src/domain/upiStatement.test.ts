import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readStatement, type Statement } from "./upiStatement";
import { narrationUtr, statementAmount, statementDate } from "./upiStatementCells";
import { columnRole } from "./upiStatementColumns";
import { MAX_STATEMENT_BYTES, statementText } from "./upiStatementFile";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/upi/${name}`, import.meta.url), "utf8");

/** The statement read from `text`, failing the test when it is refused. */
function read(text: string): Statement {
  const result = readStatement(text);
  if (!result.ok) throw new Error(result.message);
  return result.statement;
}

/** The message a refused `text` gets. */
function refusal(text: string): string {
  const result = readStatement(text);
  return result.ok ? "" : result.message;
}

describe("statementDate", () => {
  it.each([
    ["05/11/2026", "2026-11-05"],
    ["05/11/26", "2026-11-05"],
    ["5-11-26", "2026-11-05"],
    ["05.11.2026", "2026-11-05"],
    ["05-Nov-2026", "2026-11-05"],
    ["05-NOV-26", "2026-11-05"],
    ["5 November 2026", "2026-11-05"],
    ["05 Nov 2026 10:15 AM", "2026-11-05"],
    ["Nov 05, 2026", "2026-11-05"],
    ["2026-11-05", "2026-11-05"],
    ["05/11/2026 18:42:10", "2026-11-05"],
    ["29/02/2028", "2028-02-29"],
  ])("reads %s as %s", (cell, iso) => expect(statementDate(cell)).toBe(iso));

  it.each([
    "",
    "********",
    "31/11/2026",
    "29/02/2027",
    "13/13/2026",
    "Opening Balance",
    "12,000.00",
    "Foo 5, 2026",
  ])("refuses %j", (cell) => expect(statementDate(cell)).toBeNull());
});

describe("statementAmount", () => {
  it.each([
    ["450.00", 450, ""],
    ["1,23,456.50", 123456.5, ""],
    ["12,450.00", 12450, ""],
    ["₹ 450", 450, ""],
    ["Rs.1,250.00", 1250, ""],
    ["INR 99.9", 99.9, ""],
    ["+450.00", 450, "+"],
    ["-1,180.00", 1180, "-"],
    ["- ₹200", 200, "-"],
    ["450.00 Cr", 450, "+"],
    ["2,340.00 DR", 2340, "-"],
    ["(200.00)", 200, "-"],
  ] as const)("reads %j", (cell, amount, sign) => expect(statementAmount(cell)).toEqual({ amount, sign }));

  it("says empty for a blank or dashed cell, and null for what is no amount", () => {
    expect(statementAmount("")).toBe("empty");
    expect(statementAmount(" - ")).toBe("empty");
    expect(statementAmount("abc")).toBeNull();
    expect(statementAmount("1,2,3")).toBeNull();
    expect(statementAmount("4.505")).toBeNull();
  });
});

describe("columnRole", () => {
  it.each([
    ["Txn Date", "date"],
    ["Transaction Date", "date"],
    ["Value Dt", "date"],
    ["Date", "date"],
    ["Narration", "narration"],
    ["Description", "narration"],
    ["Transaction Remarks", "narration"],
    ["Particulars", "narration"],
    ["Ref No./Cheque No.", "reference"],
    ["Chq./Ref.No.", "reference"],
    ["UTR", "reference"],
    ["RRN", "reference"],
    ["Transaction ID", "reference"],
    ["UPI Ref. No.", "reference"],
    ["Credit", "credit"],
    ["Deposit Amt.", "credit"],
    ["Cr Amount", "credit"],
    ["CR", "credit"],
    ["Withdrawal Amt.", "debit"],
    ["Debit", "debit"],
    ["Cr/Dr", "type"],
    ["Dr / Cr", "type"],
    ["Type", "type"],
    ["Amount", "amount"],
    ["Amount (INR)", "amount"],
    ["Closing Balance", null],
    ["Balance (INR )", null],
    ["S No.", null],
  ] as const)("%s is %s", (name, role) => expect(columnRole(name)).toBe(role));
});

describe("narrationUtr", () => {
  it("takes a 12-digit number standing alone, never part of a longer code, an account or a UPI id", () => {
    expect(narrationUtr("UPI/412345678901/Order PL7K2M9Q4X8R3T/asha@okicici")).toBe("412345678901");
    expect(narrationUtr("UPI-ASHA-ICIC0001234-631512345678-ORDER")).toBe("631512345678");
    expect(narrationUtr("NEFT CR-SBIN326307123456-MEENA")).toBe("");
    expect(narrationUtr("A/C 50100123456789 TRANSFER")).toBe("");
    expect(narrationUtr("UPI/919876500001@ybl/thanks")).toBe("");
  });
});

describe("readStatement: banks' and apps' layouts", () => {
  it("reads HDFC's export: preamble, asterisks, dd/mm/yy, zero-padded refs, Indian amounts, the summary left out", () => {
    const s = read(fixture("hdfc.csv"));
    expect(s.credits).toEqual([
      {
        row: 13,
        date: "2026-11-01",
        amount: 450,
        reference: "631512345678",
        narration: "UPI-ASHA VERMA-ASHAVERMA@OKICICI-ICIC0001234-631512345678-ORDER PL7K2M9Q4X8R3T",
      },
      expect.objectContaining({ row: 15, date: "2026-11-02", amount: 1250, reference: "631698765432" }),
      expect.objectContaining({ row: 16, amount: 25000, reference: "" }),
      expect.objectContaining({ row: 17, amount: 280, reference: "631711112222" }),
      expect.objectContaining({ row: 19, date: "2026-11-06", amount: 123456.5, reference: "631933334444" }),
    ]);
    expect(s).toMatchObject({ from: "2026-11-01", to: "2026-11-06", transactions: 7, unreadable: [] });
  });

  it("reads ICICI's: the transaction date before the value date, dd-Mon-yyyy, the UTR from the remarks", () => {
    const s = read(fixture("icici.csv"));
    expect(s.credits.map((c) => [c.date, c.amount, c.reference])).toEqual([
      ["2026-11-01", 650, "631512345679"],
      ["2026-11-02", 340, "631600001111"],
      ["2026-11-04", 340, "631800003333"],
      ["2026-11-05", 2000, "631900004444"],
    ]);
    expect(s.credits[0]?.narration).toContain("Order PL8J3N5R2W7Q4Z");
    expect(s.transactions).toBe(5);
  });

  it("reads Paytm's: signed amounts, its UPI Ref. No., every narration-like column joined", () => {
    const s = read(fixture("paytm.csv"));
    expect(s.credits.map((c) => [c.date, c.amount, c.reference])).toEqual([
      ["2026-11-05", 450, "632012340001"],
      ["2026-11-04", 1250, "632012340003"],
      ["2026-11-04", 200, "632012340004"],
    ]);
    expect(s.credits[0]?.narration).toBe(
      "Received from Asha Verma / ashaverma@okicici / Order PL7K2M9Q4X8R3T",
    );
    expect(s).toMatchObject({ from: "2026-11-04", to: "2026-11-05" });
  });

  it("reads SBI's tab-separated export with Txn Date, Description, Ref No./Cheque No., Debit and Credit", () => {
    const text = [
      "Account Name\t:\tMr. DEMO SELLER",
      "Account Number\t:\t_00000031234567890",
      "",
      "Txn Date\tValue Date\tDescription\tRef No./Cheque No.\tDebit\tCredit\tBalance",
      "1 Nov 2026\t1 Nov 2026\tBY TRANSFER-UPI/CR/631512340000/ASHA VERMA/ICIC/ashaverma/Order PL7K2M9Q4X8R3T\tTRANSFER FROM 99509044300\t \t450.00\t12,450.00",
      "2 Nov 2026\t2 Nov 2026\tTO TRANSFER-UPI/DR/631512340001/GUPTA TRADERS\tTRANSFER TO 4897691162093\t1,180.00\t \t11,270.00",
    ].join("\n");
    const s = read(text);
    expect(s.credits).toEqual([
      expect.objectContaining({ date: "2026-11-01", amount: 450, reference: "631512340000" }),
    ]);
    expect(s.transactions).toBe(2);
  });

  it("reads an Amount with a Cr/Dr column, and a Type column of CREDIT and DEBIT", () => {
    const crdr =
      "Tran Date,Particulars,Amount,Cr/Dr\n05-11-2026,UPI/631512345678/asha,450.00,CR\n05-11-2026,ATM,500.00,DR\n";
    expect(read(crdr).credits.map((c) => c.amount)).toEqual([450]);
    const typed =
      "Date,Transaction Details,Type,Amount,UTR\nNov 05 2026,Received from Asha,CREDIT,₹450,631512345678\nNov 05 2026,Paid to Gupta,DEBIT,₹1180,631512345699\n";
    expect(read(typed).credits).toEqual([
      expect.objectContaining({ date: "2026-11-05", amount: 450, reference: "631512345678" }),
    ]);
  });

  it("counts a credit repeated with its UTR once (overlapping exports pasted together)", () => {
    const text =
      "Date,Narration,UTR,Credit\n01/11/2026,UPI,631512345678,450\n01/11/2026,UPI,631512345678,450\n02/11/2026,CASH,,100\n02/11/2026,CASH,,100\n";
    expect(read(text).credits.map((c) => c.row)).toEqual([2, 4, 5]);
  });

  it("lists the rows with a date whose amount can't be read, and skips rows with no date", () => {
    const text = "Date,Narration,Credit\n01/11/2026,UPI,four hundred\nTotal,,450\n02/11/2026,UPI,450\n";
    const s = read(text);
    expect(s.unreadable).toEqual([2]);
    expect(s.credits.map((c) => c.row)).toEqual([4]);
  });

  it("reads a file whose header has no transactions under it as a statement with no credits", () => {
    expect(read("Date,Narration,Debit,Credit,Balance\n")).toMatchObject({
      credits: [],
      from: "",
      transactions: 0,
    });
  });
});

describe("readStatement: what is not a statement", () => {
  it("says no credit column was found when no row names a date and a credit", () => {
    expect(refusal("name,price\nrice,250\n")).toMatch(
      /^No credit column found: no row of the file names a date/,
    );
    expect(refusal("")).toMatch(/^No credit column found/);
  });

  it("names the header's columns when it has a date but no credit", () => {
    expect(refusal("Preamble\nDate,Narration,Debit,Balance\n01/11/2026,ATM,500,100\n")).toBe(
      "No credit column found: the header in row 2 has Date, Narration, Debit, Balance. Export the statement with a Credit (or Deposit) column, or an Amount with a Cr/Dr column",
    );
  });

  it("refuses an Amount that nothing says is a credit", () => {
    expect(refusal("Date,Narration,Amount\n01/11/2026,UPI,450\n")).toMatch(
      /^No credit column found: the statement has an Amount column but nothing says which rows came in/,
    );
  });

  it("refuses a quote never closed, and more than 5,000 rows", () => {
    expect(refusal('Date,Narration,Credit\n01/11/2026,"UPI,450\n')).toBe(
      'A quote (") in row 2 is never closed: the file is not a whole CSV',
    );
    const rows = Array.from({ length: 5001 }, (_, i) => `01/11/2026,UPI ${i},1`);
    expect(refusal(`Date,Narration,Credit\n${rows.join("\n")}`)).toBe(
      "The statement has 5001 rows: at most 5000 are read at once. Export a shorter period",
    );
  });
});

describe("statementText", () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it("reads UTF-8 (with or without its mark), UTF-16 by its mark, else Windows-1252", () => {
    expect(statementText(bytes("\uFEFFDate,Credit\n"))).toEqual({ ok: true, text: "Date,Credit\n" });
    expect(statementText(bytes("Date,₹\n"))).toEqual({ ok: true, text: "Date,₹\n" });
    const utf16 = new Uint8Array([0xff, 0xfe, ...[..."Date"].flatMap((ch) => [ch.charCodeAt(0), 0])]);
    expect(statementText(utf16)).toEqual({ ok: true, text: "Date" });
    expect(statementText(new Uint8Array([0x44, 0xe9, 0x70]))).toEqual({ ok: true, text: "Dép" });
  });

  it("names a PDF, an Excel workbook and a web page saved as .xls, says how to get a CSV", () => {
    for (const [head, kind] of [
      ["%PDF-1.7", "a PDF"],
      ["PK\x03\x04", "an Excel workbook (.xlsx)"],
      ["<html><table>", "a web page"],
    ]) {
      const result = statementText(new Uint8Array([...(head ?? "")].map((c) => c.charCodeAt(0))));
      expect(result).toEqual({ ok: false, message: expect.stringContaining(`This file is ${kind}`) });
      expect(result.ok ? "" : result.message).toContain("save it as CSV");
    }
    expect(statementText(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toMatchObject({ ok: false });
  });

  it("refuses an empty file, a binary one, and one over 1 MB", () => {
    expect(statementText(new Uint8Array())).toMatchObject({
      ok: false,
      message: expect.stringMatching(/empty/),
    });
    expect(statementText(new Uint8Array([0x41, 0, 0x42]))).toMatchObject({ ok: false });
    expect(statementText(new Uint8Array(MAX_STATEMENT_BYTES + 1))).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The statement is over 1 MB/),
    });
  });
});

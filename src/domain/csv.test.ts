import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";

const read = (text: string) => parseCsv(text).records;

describe("parseCsv", () => {
  it("splits fields on commas and records on CRLF or LF", () => {
    expect(read("a,b,c\r\n1,2,3\n4,5,6")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
      ["4", "5", "6"],
    ]);
  });
  it("takes a lone CR as a line break too (old Mac files)", () => {
    expect(read("a,b\r1,2\r")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
  it("reads quoted fields with commas, doubled quotes and line breaks", () => {
    expect(read('name,desc\r\n"Rice, 5 kg","Aged ""1121""\r\nbasmati\nlong grain"\r\n')).toEqual([
      ["name", "desc"],
      ["Rice, 5 kg", 'Aged "1121"\r\nbasmati\nlong grain'],
    ]);
  });
  it("keeps empty fields, and a blank line as a record of one empty field", () => {
    expect(read("a,,c\n\n,\n")).toEqual([["a", "", "c"], [""], ["", ""]]);
  });
  it("does not count the last line break as a record, but keeps a last empty field", () => {
    expect(read("a,b\n")).toEqual([["a", "b"]]);
    expect(read("a,")).toEqual([["a", ""]]);
    expect(read("")).toEqual([]);
    expect(read('a\n""')).toEqual([["a"], [""]]);
  });
  it("drops a byte order mark at the start only", () => {
    expect(read("\uFEFFa,b")).toEqual([["a", "b"]]);
    expect(read("a,\uFEFFb")).toEqual([["a", "\uFEFFb"]]);
  });
  it("keeps stray quotes as text", () => {
    expect(read('5" screen,"ok"x\n')).toEqual([['5" screen', "okx"]]);
  });
  it("says on which row a quote is never closed", () => {
    expect(parseCsv('a,b\n1,2\n3,"open\n4,5\n')).toEqual({
      records: [
        ["a", "b"],
        ["1", "2"],
        ["3", "open\n4,5\n"],
      ],
      unclosedQuoteRow: 3,
    });
    expect(parseCsv('a,"b"\n').unclosedQuoteRow).toBeNull();
  });
});

describe("toCsv", () => {
  it("writes a byte order mark and CRLF-ended lines, quoting only where needed", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["Rice, 5 kg", 'Aged "1121"', "two\nlines", " padded", "plain"],
      ]),
    ).toBe('\uFEFFa,b\r\n"Rice, 5 kg","Aged ""1121""","two\nlines"," padded",plain\r\n');
  });
  it("reads back what it writes", () => {
    const records = [
      ["id", "text"],
      ["1", 'quote " comma , CRLF \r\n LF \n end'],
      ["2", ""],
      ["3", "हिन्दी ₹"],
    ];
    expect(parseCsv(toCsv(records))).toEqual({ records, unclosedQuoteRow: null });
  });
});

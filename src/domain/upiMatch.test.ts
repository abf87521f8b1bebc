import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MATCH_STRENGTHS,
  matchStatement,
  namesReference,
  placementDue,
  tickedAtFirst,
  type WaitingPlacement,
} from "./upiMatch";
import { readStatement, type StatementCredit } from "./upiStatement";

let rows = 0;
/** A credit of the statement; its row counts up. */
const credit = (amount: number, date: string, reference = "", narration = "UPI"): StatementCredit => ({
  row: ++rows,
  date,
  amount,
  reference,
  narration,
});

/** A waiting placement; its one order id is "OD…" + its id. */
const placement = (id: string, due: number, placedOn: string, extra: Partial<WaitingPlacement> = {}) => ({
  placementId: id,
  orderIds: [`ODTEST${id.toUpperCase().padStart(6, "0")}`],
  reference: "",
  due,
  utr: "",
  placedOn,
  cancelled: false,
  ...extra,
});

const strengths = (result: ReturnType<typeof matchStatement>) =>
  result.matches.map((m) => [m.credit.row, m.placementId, m.strength]);

describe("placementDue", () => {
  it("adds the lines' values and fees less the coupon, in paise, never below 0", () => {
    expect(
      placementDue([
        { totalCartValue: 200, deliveryFee: 20, coupontotal: 50 },
        { totalCartValue: 280.1, deliveryFee: 0, coupontotal: 0 },
      ]),
    ).toBe(450.1);
    expect(placementDue([{ totalCartValue: 0.1, deliveryFee: 0.2, coupontotal: 0 }])).toBe(0.3);
    expect(placementDue([{ totalCartValue: 30, deliveryFee: 0, coupontotal: 50 }])).toBe(0);
  });
});

describe("namesReference", () => {
  it("finds the reference in a narration whatever its case, spaces and marks", () => {
    expect(namesReference("UPI/412345678901/Order PL7K2M9Q4X8R3T/asha", "PL7K2M9Q4X8R3T")).toBe(true);
    expect(namesReference("UPI-ORDER-pl7k2m9q4x8r3t", "PL7K2M9Q4X8R3T")).toBe(true);
    expect(namesReference("ORDER PL7K2M 9Q4X8R3T", "PL7K2M9Q4X8R3T")).toBe(true);
    expect(namesReference("ORDER PL7K2M9Q4X8R", "PL7K2M9Q4X8R3T")).toBe(false);
    // Too short a reference names nothing.
    expect(namesReference("PL12 anything", "PL12")).toBe(false);
  });
});

describe("matchStatement", () => {
  it("matches by the UTR the shopper typed, by the reference in the narration, and by amount only", () => {
    const byUtr = credit(450, "2026-11-01", "631512345678", "UPI-ASHA");
    const byRef = credit(650, "2026-11-03", "631512345679", "UPI/631512345679/Order PL8J3N5R2W7Q4Z/priya");
    const byAmount = credit(280, "2026-11-05", "631711112222", "UPI-KAVITA");
    const result = matchStatement(
      [byUtr, byRef, byAmount],
      [
        placement("a", 450, "2026-11-01", { utr: "631512345678", reference: "PL7K2M9Q4X8R3T" }),
        placement("b", 650, "2026-10-20", { reference: "PL8J3N5R2W7Q4Z" }),
        placement("c", 280, "2026-11-03"),
        placement("d", 999, "2026-11-02"),
      ],
    );
    expect(strengths(result)).toEqual([
      [byUtr.row, "a", "utr"],
      [byRef.row, "b", "reference"],
      [byAmount.row, "c", "amount only"],
    ]);
    expect(result.unmatched).toEqual([]);
    expect(result.waiting.map((p) => p.placementId)).toEqual(["d"]);
  });

  it("never matches a UTR or a reference when the amount differs: a person looks", () => {
    const c = credit(400, "2026-11-01", "631512345678", "Order PL7K2M9Q4X8R3T");
    const result = matchStatement([c], [placement("a", 450, "2026-11-01", { reference: "PL7K2M9Q4X8R3T" })]);
    expect(result.matches).toEqual([]);
    expect(result.unmatched).toEqual([
      { credit: c, reason: "Names order #00000A, but ₹400 is not the ₹450 it owes" },
    ]);
    expect(result.waiting.map((p) => p.placementId)).toEqual(["a"]);
  });

  it("lists two placements of the same amount and no reference for a person, never guessing", () => {
    const c = credit(450, "2026-11-02");
    const result = matchStatement(
      [c],
      [placement("a", 450, "2026-11-01"), placement("b", 450, "2026-11-02")],
    );
    expect(result.matches).toEqual([]);
    expect(result.unmatched[0]?.reason).toBe(
      "2 orders wait for ₹450 (#00000A, #00000B): which one paid can't be told",
    );
    expect(result.waiting).toHaveLength(2);
  });

  it("lists two credits of the same amount that could pay one placement", () => {
    const result = matchStatement(
      [credit(450, "2026-11-01"), credit(450, "2026-11-02")],
      [placement("a", 450, "2026-11-01")],
    );
    expect(result.matches).toEqual([]);
    expect(result.unmatched.map((u) => u.reason)).toEqual([
      "2 credits of ₹450 could be order #00000A",
      "2 credits of ₹450 could be order #00000A",
    ]);
  });

  it("matches by amount only within 2 days of the credit, either way", () => {
    const placed = placement("a", 450, "2026-11-05");
    expect(strengths(matchStatement([credit(450, "2026-11-03")], [placed]))[0]?.[2]).toBe("amount only");
    expect(strengths(matchStatement([credit(450, "2026-11-07")], [placed]))[0]?.[2]).toBe("amount only");
    const late = matchStatement([credit(450, "2026-11-08")], [placed]);
    expect(late.matches).toEqual([]);
    expect(late.unmatched[0]?.reason).toBe("No order waiting for ₹450 within 2 days of it");
    // A placement further away does not make one nearby ambiguous.
    const far = placement("b", 450, "2026-10-01");
    expect(strengths(matchStatement([credit(450, "2026-11-06")], [placed, far]))).toEqual([
      [rows, "a", "amount only"],
    ]);
  });

  it("pairs each credit with one placement and each placement with one credit", () => {
    // The same amount twice, each credit naming its own placement: both strong, none crossed.
    const one = credit(450, "2026-11-01", "", "Order PLAAAAAAAAAAAA");
    const two = credit(450, "2026-11-01", "", "Order PLBBBBBBBBBBBB");
    const result = matchStatement(
      [one, two],
      [
        placement("b", 450, "2026-11-01", { reference: "PLBBBBBBBBBBBB" }),
        placement("a", 450, "2026-11-01", { reference: "PLAAAAAAAAAAAA" }),
      ],
    );
    expect(strengths(result)).toEqual([
      [one.row, "a", "reference"],
      [two.row, "b", "reference"],
    ]);
    // A placement named by two credits (paid twice?) is matched to neither.
    const twice = matchStatement(
      [credit(450, "2026-11-01", "631512345678"), credit(450, "2026-11-02", "", "PLAAAAAAAAAAAA")],
      [placement("a", 450, "2026-11-01", { utr: "631512345678", reference: "PLAAAAAAAAAAAA" })],
    );
    expect(twice.matches).toEqual([]);
    expect(twice.unmatched[0]?.reason).toBe(
      "Order #00000A is named by 2 credits: it may have been paid twice",
    );
  });

  it("a strongly matched placement is not offered again by amount, and its credit's twin stays for a person", () => {
    const strong = credit(450, "2026-11-01", "631512345678");
    const loose = credit(450, "2026-11-01");
    const result = matchStatement(
      [strong, loose],
      [placement("a", 450, "2026-11-01", { utr: "631512345678" }), placement("b", 450, "2026-11-01")],
    );
    expect(strengths(result)).toEqual([
      [strong.row, "a", "utr"],
      [loose.row, "b", "amount only"],
    ]);
  });

  it("matches a cancelled placement only when the credit names it, and never lists it as waiting", () => {
    const cancelled = placement("a", 450, "2026-11-01", { cancelled: true, reference: "PLAAAAAAAAAAAA" });
    const named = matchStatement([credit(450, "2026-11-01", "", "PLAAAAAAAAAAAA")], [cancelled]);
    expect(strengths(named)).toEqual([[rows, "a", "reference"]]);
    const byAmount = matchStatement([credit(450, "2026-11-01")], [cancelled]);
    expect(byAmount.matches).toEqual([]);
    expect(byAmount.unmatched[0]?.reason).toBe(
      "The one order of this amount, #00000A, was cancelled: check with the shopper",
    );
    expect(byAmount.waiting).toEqual([]);
  });

  it("says a credit naming a placement already paid is paid already, and does not offer it by amount", () => {
    const again = credit(450, "2026-11-01", "631512345678");
    const result = matchStatement(
      [again],
      [placement("b", 450, "2026-11-01")],
      [{ placementId: "a", orderIds: ["ODTEST00000A"], reference: "", utr: "631512345678" }],
    );
    expect(result.matches).toEqual([]);
    expect(result.unmatched).toEqual([{ credit: again, reason: "Order #00000A is marked paid already" }]);
  });

  it("matches the sample HDFC statement's credits to a shop's orders", () => {
    const read = readStatement(readFileSync(new URL("./fixtures/upi/hdfc.csv", import.meta.url), "utf8"));
    if (!read.ok) throw new Error(read.message);
    const result = matchStatement(read.statement.credits, [
      placement("asha", 450, "2026-11-01", { reference: "PL7K2M9Q4X8R3T" }),
      placement("rahul", 1250, "2026-11-02", { utr: "631698765432" }),
      placement("kavita", 280, "2026-11-02"),
      placement("old", 280, "2026-10-02"),
    ]);
    expect(result.matches.map((m) => [m.placementId, m.strength])).toEqual([
      ["asha", "reference"],
      ["rahul", "utr"],
      ["kavita", "amount only"],
    ]);
    expect(result.unmatched.map((u) => u.credit.amount)).toEqual([25000, 123456.5]);
    expect(result.waiting.map((p) => p.placementId)).toEqual(["old"]);
  });
});

describe("tickedAtFirst", () => {
  it("ticks a match by UTR or reference, leaves one by amount only for the seller", () => {
    expect(MATCH_STRENGTHS.filter(tickedAtFirst)).toEqual(["utr", "reference"]);
  });
});

import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv";
import { channelOf, MONTH_PATTERN, owedOf, statementCsvRecords, statementFileName } from "./platformFigures";

const money = { payments: 0, sales: 0, takenBack: 0, commission: 0, cash: 0 };

describe("the platform's figures", () => {
  it("a shop's channel is the way it came: a kiosk, a franchise, else direct", () => {
    expect(channelOf("kiosk")).toBe("kiosk");
    expect(channelOf("franchise")).toBe("franchise");
    expect(channelOf("")).toBe("direct");
  });

  it("owes an operator the commission less the fees they hold in cash (below zero: they owe)", () => {
    expect(owedOf({ commission: 4000, cash: 0 })).toBe(4000);
    expect(owedOf({ commission: 4000, cash: 6000 })).toBe(-2000);
    expect(owedOf({ commission: 12.34, cash: 0 })).toBe(12.34);
  });

  it("takes months YYYY-MM only", () => {
    expect(MONTH_PATTERN.test("2026-11")).toBe(true);
    for (const bad of ["2026-13", "2026-1", "26-11", "2026-11-01"])
      expect(MONTH_PATTERN.test(bad), bad).toBe(false);
  });

  it("a kiosk statement: a row a merchant's shop, cash held and owed, then the total", () => {
    const rows = [
      {
        ...money,
        shopId: "meena-dairy",
        shopName: "Meena Dairy",
        payments: 1,
        sales: 3000,
        commission: 2000,
        cash: 3000,
      },
      {
        ...money,
        shopId: "khan-mobile",
        shopName: "=cmd|' /C calc'!A0",
        payments: 1,
        sales: 3000,
        commission: 2000,
      },
    ];
    const total = { ...money, payments: 2, sales: 6000, commission: 4000, cash: 3000 };
    const [header, first, second, last] = parseCsv(toCsv(statementCsvRecords("kiosk", rows, total))).records;
    expect(header).toEqual([
      "Shop",
      "Shop name",
      "Payments",
      "Fees (INR)",
      "Cash held by the operator (INR)",
      "Commission (INR)",
      "Owed (INR)",
    ]);
    expect(first).toEqual(["meena-dairy", "Meena Dairy", "1", "3000.00", "3000.00", "2000.00", "-1000.00"]);
    expect(second?.[1]).toBe("'=cmd|' /C calc'!A0");
    expect(last).toEqual(["Total", "", "2", "6000.00", "3000.00", "4000.00", "1000.00"]);
    expect(statementFileName("kiosk", "em-jpr-10482", "2026-11")).toBe(
      "kiosk-em-jpr-10482-2026-11-statement.csv",
    );
  });

  it("a franchise statement: sales, taken back, net and commission a shop", () => {
    const rows = [
      {
        ...money,
        shopId: "pink-city-sweets",
        shopName: "Pink City",
        sales: 1000,
        takenBack: 200,
        commission: 40,
      },
    ];
    const records = statementCsvRecords("franchise", rows, {
      ...money,
      sales: 1000,
      takenBack: 200,
      commission: 40,
    });
    expect(records[0]).toEqual([
      "Shop",
      "Shop name",
      "Sales (INR)",
      "Taken back (INR)",
      "Net sales (INR)",
      "Commission (INR)",
    ]);
    expect(records[1]).toEqual(["pink-city-sweets", "Pink City", "1000.00", "200.00", "800.00", "40.00"]);
    expect(records[2]).toEqual(["Total", "", "1000.00", "200.00", "800.00", "40.00"]);
  });
});

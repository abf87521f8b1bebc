import { describe, expect, it } from "vitest";
import { hsnProblem, isServiceCode, normaliseHsn } from "./hsn";

describe("normaliseHsn and isServiceCode", () => {
  it("drops the spaces and dots people write in a code", () => {
    expect(normaliseHsn(" 0910.30 ")).toBe("091030");
    expect(normaliseHsn("1006 30 20")).toBe("10063020");
  });
  it("a code in chapter 99 is a service's SAC", () => {
    expect(isServiceCode("995411")).toBe(true);
    expect(isServiceCode("9954")).toBe(true);
    expect(isServiceCode("1006")).toBe(false);
    expect(isServiceCode("0999")).toBe(false);
  });
});

describe("hsnProblem", () => {
  it("passes 4, 6 and 8 digit goods codes and 4 or 6 digit service codes", () => {
    for (const code of ["1006", "100630", "10063020", "0910.30", "6109", "9954", "995411", "9801"]) {
      expect(hsnProblem(code), code).toBeNull();
    }
  });
  it("asks for a code when empty, unless it is optional", () => {
    expect(hsnProblem(" ")).toBe("Enter the HSN code: 4, 6 or 8 digits");
    expect(hsnProblem("", { optional: true })).toBeNull();
    expect(hsnProblem("12", { optional: true })).not.toBeNull();
  });
  it("takes digits only", () => {
    expect(hsnProblem("10O6")).toBe("An HSN code has digits only, like 1006 or 10063020");
    expect(hsnProblem("1006-30")).toBe("An HSN code has digits only, like 1006 or 10063020");
  });
  it("takes 4, 6 or 8 digits and says how many there are", () => {
    expect(hsnProblem("100")).toBe("An HSN code has 4, 6 or 8 digits: this one has 3");
    expect(hsnProblem("10063")).toBe("An HSN code has 4, 6 or 8 digits: this one has 5");
    expect(hsnProblem("1006302")).toBe("An HSN code has 4, 6 or 8 digits: this one has 7");
    expect(hsnProblem("100630201")).toBe("An HSN code has 4, 6 or 8 digits: this one has 9");
  });
  it("refuses chapter 00", () => {
    expect(hsnProblem("0012")).toBe("No HSN code starts with 00: check the first 2 digits");
  });
  it("refuses an 8-digit service code", () => {
    expect(hsnProblem("99541100")).toBe("A service code (SAC, starting 99) has 4 or 6 digits");
  });
});

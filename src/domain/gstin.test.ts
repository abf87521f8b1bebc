import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, gstinState, normaliseGstin } from "./gstin";

/** GSTINs published by their holders (invoices, websites), so their check characters are GSTN's. */
const REAL = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8", "24AAACC1206D1ZM"];
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

describe("normaliseGstin", () => {
  it("upper-cases and drops spaces anywhere", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(normaliseGstin("27 AAPFU 0939 F1ZV")).toBe("27AAPFU0939F1ZV");
  });
});

describe("gstinCheckCharacter", () => {
  it("gives the published check character of real GSTINs", () => {
    for (const gstin of REAL) expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });
  it("is 0 when the weighted sum is a multiple of 36", () => {
    expect(gstinCheckCharacter("00000000000000")).toBe("0");
  });
});

describe("gstinProblem", () => {
  it("passes real GSTINs, as typed in any case and spacing", () => {
    for (const gstin of REAL) expect(gstinProblem(gstin)).toBeNull();
    expect(gstinProblem(" 27aapfu0939f1zv")).toBeNull();
  });
  it("asks for a GSTIN when empty, unless it is optional", () => {
    expect(gstinProblem("  ")).toBe("Enter the GSTIN: 15 characters, like 27AAPFU0939F1ZV");
    expect(gstinProblem("", { optional: true })).toBeNull();
    expect(gstinProblem("27AAPFU", { optional: true })).not.toBeNull();
  });
  it("counts the characters", () => {
    const message = "A GSTIN has 15 characters: 2 digits, then the PAN, then 3 more";
    expect(gstinProblem("27AAPFU0939F1Z")).toBe(message);
    expect(gstinProblem("27AAPFU0939F1ZVV")).toBe(message);
  });
  it("says which part is out of shape", () => {
    expect(gstinProblem("2XAAPFU0939F1ZV")).toBe(
      "A GSTIN starts with 2 digits: the state code, like 27 for Maharashtra",
    );
    expect(gstinProblem("27AAPF10939F1ZV")).toBe(
      "After the first 2 digits comes the PAN: 5 letters, 4 digits, 1 letter",
    );
    expect(gstinProblem("27AAPFU093FF1ZV")).toBe(
      "After the first 2 digits comes the PAN: 5 letters, 4 digits, 1 letter",
    );
    const ending = "A GSTIN ends with 3 characters like 1ZV: a digit or letter, then Z, then one more";
    expect(gstinProblem("27AAPFU0939F0ZV")).toBe(ending);
    expect(gstinProblem("27AAPFU0939F1YV")).toBe(ending);
    expect(gstinProblem("27AAPFU0939F1Z-")).toBe(ending);
  });
  it("refuses a state code no state has, the retired 25 and 28 too", () => {
    for (const state of ["00", "25", "28", "39", "99"]) {
      const gstin = `${state}AAPFU0939F1Z`;
      expect(gstinProblem(gstin + gstinCheckCharacter(gstin))).toBe(
        `A GSTIN can't start with ${state}: the first 2 digits are the state code, like 27 for Maharashtra`,
      );
    }
  });
  it("catches every one-character typo that keeps the shape", () => {
    const typo = "This GSTIN's last character does not match: check it for a typo";
    const gstin = REAL[0] ?? "";
    let typos = 0;
    for (let i = 0; i < gstin.length; i++) {
      for (const ch of ALPHABET) {
        if (ch === gstin[i]) continue;
        const changed = gstin.slice(0, i) + ch + gstin.slice(i + 1);
        const problem = gstinProblem(changed);
        expect(problem, changed).not.toBeNull();
        if (problem === typo) typos++;
      }
    }
    expect(typos).toBeGreaterThan(100);
  });
  it("catches two swapped neighbours", () => {
    expect(gstinProblem("27AAPFU0993F1ZV")).toBe(
      "This GSTIN's last character does not match: check it for a typo",
    );
    expect(gstinProblem("72AAPFU0939F1ZV")).not.toBeNull();
  });
});

describe("gstinState", () => {
  it("gives the state code of a valid GSTIN, null otherwise", () => {
    expect(gstinState("27AAPFU0939F1ZV")).toBe("27");
    expect(gstinState(" 29aagcb7383j1z4")).toBe("29");
    expect(gstinState("27AAPFU0939F1ZW")).toBeNull();
    expect(gstinState("")).toBeNull();
  });
});

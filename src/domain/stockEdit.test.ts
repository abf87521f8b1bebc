import { describe, expect, it } from "vitest";
import { stockConflictMessage, stockEditOutcome, variantLabel } from "./stockEdit";

describe("stockEditOutcome", () => {
  it("does nothing when the figure already is what the seller sends", () => {
    expect(stockEditOutcome(5, 1, 5, 7)).toBe("unchanged");
  });
  it("applies an edit made on the current version", () => {
    expect(stockEditOutcome(9, 3, 5, 3)).toBe("apply");
  });
  it("refuses an edit made on an older version: an order took stock meanwhile", () => {
    expect(stockEditOutcome(9, 3, 4, 4)).toBe("conflict");
  });
  it("refuses an edit that saw no version of a figure that has one", () => {
    expect(stockEditOutcome(9, undefined, 4, 0)).toBe("conflict");
  });
});

describe("messages", () => {
  it("names the new figure", () => {
    expect(stockConflictMessage("Cotton Kurta", 3)).toContain("it is now 3");
  });
  it("labels variants by what they have", () => {
    expect(variantLabel("M", "Red")).toBe("M / Red");
    expect(variantLabel("", "Red")).toBe("Red");
    expect(variantLabel("M", "")).toBe("M");
  });
});

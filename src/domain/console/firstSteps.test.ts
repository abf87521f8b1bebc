import { describe, expect, it } from "vitest";
import { firstSteps } from "./firstSteps";

describe("a new shop's first steps", () => {
  it("shows every step, none done, to a shop without products or orders", () => {
    expect(firstSteps({ products: 0, everOrdered: false })).toEqual([
      { step: "products", done: false, products: 0 },
      { step: "settings", done: false },
      { step: "share", done: false },
    ]);
  });

  it("marks the products done once the shop lists one, until its first order", () => {
    expect(firstSteps({ products: 3, everOrdered: false })).toEqual([
      { step: "products", done: true, products: 3 },
      { step: "settings", done: false },
      { step: "share", done: false },
    ]);
  });

  it("marks the sharing done once anyone ordered, while no product is listed", () => {
    expect(firstSteps({ products: 0, everOrdered: true })).toEqual([
      { step: "products", done: false, products: 0 },
      { step: "settings", done: false },
      { step: "share", done: true },
    ]);
  });

  it("shows none once the shop has products and an order", () => {
    expect(firstSteps({ products: 1, everOrdered: true })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { latestWins } from "./persist";

describe("latestWins", () => {
  it("only the latest begun load may settle", () => {
    const begin = latestWins();
    const first = begin();
    expect(first()).toBe(true);
    const second = begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it("keeps each guard to itself", () => {
    const shops = latestWins();
    const products = latestWins();
    const shop = shops();
    products();
    expect(shop()).toBe(true);
  });
});

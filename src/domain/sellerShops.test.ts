import { describe, expect, it } from "vitest";
import { shopChoice } from "./sellerShops";

describe("shopChoice", () => {
  const demo = { shopId: "demo" };
  const seva = { shopId: "seva" };
  it("says none for a person with no shop", () => {
    expect(shopChoice([], null)).toEqual({ kind: "none" });
    expect(shopChoice([], "demo")).toEqual({ kind: "none" });
  });
  it("takes the one shop straight in", () => {
    expect(shopChoice([demo], null)).toEqual({ kind: "shop", shopId: "demo" });
    expect(shopChoice([demo], "gone")).toEqual({ kind: "shop", shopId: "demo" });
  });
  it("lets a person of several shops choose, and keeps a choice that is still theirs", () => {
    expect(shopChoice([demo, seva], null)).toEqual({ kind: "pick" });
    expect(shopChoice([demo, seva], "seva")).toEqual({ kind: "shop", shopId: "seva" });
    expect(shopChoice([demo, seva], "gone")).toEqual({ kind: "pick" });
  });
});

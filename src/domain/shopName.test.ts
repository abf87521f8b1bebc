import { describe, expect, it } from "vitest";
import { shopDisplayName } from "./shopName";

describe("shopDisplayName", () => {
  it("is the shop name, or the shop id without one", () => {
    expect(shopDisplayName("Demo Kirana Store", "demo")).toBe("Demo Kirana Store");
    expect(shopDisplayName("", "demo")).toBe("demo");
  });
});

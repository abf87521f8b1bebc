import { describe, expect, it } from "vitest";
import { refusalMessage, refusedField, stockRefusal } from "./refusal";

describe("a refused placement", () => {
  it("names the line over stock by its index in the lines sent, with the server's message", () => {
    expect(stockRefusal({ error: "Only 2 left of Brass Diya Set", field: "orders.1.productCount" })).toEqual({
      index: 1,
      message: "Only 2 left of Brass Diya Set",
    });
  });
  it("is no stock refusal for another field, no message or a body that is not the API's", () => {
    expect(stockRefusal({ error: "Shop not found", field: "orders.0.shopId" })).toBeNull();
    expect(stockRefusal({ error: "", field: "orders.0.productCount" })).toBeNull();
    expect(stockRefusal({ field: "orders.0.productCount" })).toBeNull();
    expect(stockRefusal("Internal Server Error")).toBeNull();
    expect(stockRefusal(undefined)).toBeNull();
  });
  it("tells which request field it refused", () => {
    expect(refusedField({ error: "Choose one of your saved addresses", field: "addressKey" })).toBe(
      "addressKey",
    );
    expect(refusedField({ error: "x" })).toBe("");
    expect(refusedField(null)).toBe("");
  });
});

describe("refusalMessage", () => {
  it("gives the server's message, or nothing for a body that is not the API's", () => {
    expect(refusalMessage({ error: "Invalid seller key" })).toBe("Invalid seller key");
    expect(refusalMessage("Bad Gateway")).toBe("");
    expect(refusalMessage({ error: 3 })).toBe("");
    expect(refusalMessage(undefined)).toBe("");
  });
});

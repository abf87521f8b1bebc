import { describe, expect, it } from "vitest";
import { cancelRefusal } from "./cancel";
import { RIDER_STAGES } from "./orderStatus";

const allowed = (by: Parameters<typeof cancelRefusal>[0]) =>
  RIDER_STAGES.filter((stage) => cancelRefusal(by, stage) === null);

describe("who may cancel an order, until when", () => {
  it("the seller until it leaves the shop", () => {
    expect(allowed("seller")).toEqual(["Pending", "Confirmed"]);
    expect(cancelRefusal("seller", "En Route")).toBe("An order that is En Route has left the shop");
  });

  it("the platform's sweep only what no seller confirmed", () => {
    expect(allowed("platform")).toEqual(["Pending"]);
    expect(cancelRefusal("platform", "Confirmed")).toBe("An order that is Confirmed was confirmed");
  });

  it("a support admin until it is delivered", () => {
    expect(allowed("support")).toEqual(["Pending", "Confirmed", "En Route", "In Transit"]);
    expect(cancelRefusal("support", "Delivered")).toBe(
      "An order that is Delivered was delivered: it can't be cancelled",
    );
    expect(cancelRefusal("support", "Received")).toMatch(/can't be cancelled/);
  });
});

describe("the shopper's own cancel", () => {
  it("until the order leaves the shop, as the seller", () => {
    expect(allowed("customer")).toEqual(allowed("seller"));
    expect(cancelRefusal("customer", "En Route")).toBe(
      "This order has left the shop, so it can't be cancelled now. Once it is delivered you can ask for a return.",
    );
    expect(cancelRefusal("customer", "Delivered")).toMatch(/ask for a return/);
  });
});

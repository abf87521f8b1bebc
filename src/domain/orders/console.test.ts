import { describe, expect, it } from "vitest";
import {
  CANCELED,
  canCancel,
  cancelNote,
  filterOrders,
  nextMove,
  RIDER_ASSIGNED,
  STAGE_FILTERS,
  stageLabel,
  stageOf,
} from "./console";
import { hasLeft } from "./orderStatus";

const order = (orderId: string, riderStatus: string, canceled = false) => ({
  orderId,
  riderStatus,
  statusHistory: [{ status: "Pending" }, ...(canceled ? [{ status: CANCELED }] : [])],
});

describe("the consoles' orders", () => {
  it("read a cancelled order as Canceled, else its riderStatus", () => {
    expect(stageOf(order("OD1", "Confirmed"))).toBe("Confirmed");
    expect(stageOf(order("OD1", "Confirmed", true))).toBe("Canceled");
  });
  it("filter by stage and search by order number (last 6, a # is allowed, any case)", () => {
    const list = [
      order("ODAAAK7E87A", "Pending"),
      order("ODBBBLGWJK8", "Confirmed"),
      order("ODCCCX", "Pending", true),
    ];
    expect(STAGE_FILTERS[0]).toBe("All");
    expect(filterOrders(list, "All", "").length).toBe(3);
    expect(filterOrders(list, "Pending", "").map((o) => o.orderId)).toEqual(["ODAAAK7E87A"]);
    expect(filterOrders(list, "Canceled", "").map((o) => o.orderId)).toEqual(["ODCCCX"]);
    expect(filterOrders(list, "All", "#k7e87a").map((o) => o.orderId)).toEqual(["ODAAAK7E87A"]);
    expect(filterOrders(list, "Confirmed", "K7E87A")).toEqual([]);
  });
});

describe("the move a console offers", () => {
  it("the seller confirms a pending order; nothing after", () => {
    expect(nextMove(order("OD1", "Pending"), "seller")).toEqual({ to: "Confirmed", label: "Confirm Order" });
    expect(nextMove(order("OD1", "Confirmed"), "seller")).toBeNull();
    expect(nextMove(order("OD1", "Pending"), "rider")).toBeNull();
  });
  it("a rider takes it En Route, then In Transit, then Delivered; the customer's step is not theirs", () => {
    expect(nextMove(order("OD1", "Confirmed"), "rider")).toEqual({
      to: "En Route",
      label: "Assign to Rider",
    });
    expect(nextMove(order("OD1", "En Route"), "rider")).toEqual({
      to: "In Transit",
      label: "Mark In Transit",
    });
    expect(nextMove(order("OD1", "In Transit"), "rider")).toEqual({
      to: "Delivered",
      label: "Mark as Delivered",
    });
    expect(nextMove(order("OD1", "Delivered"), "rider")).toBeNull();
    expect(nextMove(order("OD1", "Received"), "rider")).toBeNull();
  });
  it("offers nothing for a cancelled or unknown order", () => {
    expect(nextMove(order("OD1", "Pending", true), "seller")).toBeNull();
    expect(nextMove(order("OD1", "Lost"), "seller")).toBeNull();
  });
  it("an order leaves the shop when it goes En Route", () => {
    expect(["Pending", "Confirmed", "En Route", "Delivered"].map(hasLeft)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
  it("lets the seller cancel until the order leaves", () => {
    expect(canCancel(order("OD1", "Pending"))).toBe(true);
    expect(canCancel(order("OD1", "Confirmed"))).toBe(true);
    expect(canCancel(order("OD1", "En Route"))).toBe(false);
    expect(canCancel(order("OD1", "Pending", true))).toBe(false);
  });
});

describe("stageLabel", () => {
  const confirmed = { orderId: "a", riderStatus: "Confirmed", statusHistory: [{ status: "Confirmed" }] };
  it("reads Rider assigned once the seller names the rider of a confirmed order", () => {
    expect(stageLabel({ ...confirmed, riderDetails: [{ name: "Ravi" }] })).toBe(RIDER_ASSIGNED);
  });
  it("is the stage otherwise", () => {
    expect(stageLabel({ ...confirmed, riderDetails: [] })).toBe("Confirmed");
    expect(stageLabel({ ...confirmed, riderStatus: "En Route", riderDetails: [{ name: "Ravi" }] })).toBe(
      "En Route",
    );
    expect(stageLabel({ ...confirmed, statusHistory: [{ status: "Canceled" }], riderDetails: [{}] })).toBe(
      "Canceled",
    );
  });
});

describe("cancelNote", () => {
  it("says who cancelled and why, when a reason was given", () => {
    const pending = { status: "Pending" };
    expect(
      cancelNote({
        statusHistory: [pending, { status: CANCELED, by: "support", reason: "Shopper asked" }],
      }),
    ).toEqual({ by: "support", reason: "Shopper asked" });
    expect(cancelNote({ statusHistory: [pending, { status: CANCELED, by: "seller" }] })).toBeNull();
    expect(cancelNote({ statusHistory: [pending] })).toBeNull();
    expect(cancelNote({ statusHistory: [] })).toBeNull();
  });
});

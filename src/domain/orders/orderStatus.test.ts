import { describe, expect, it } from "vitest";
import {
  actorFor,
  canMove,
  listStatusFor,
  ORDER_STATUS_TEXT,
  orderStatus,
  stageIndex,
  WORKFLOW,
} from "./orderStatus";

describe("orderStatus", () => {
  it("keeps known statuses and falls back to PENDING", () => {
    expect(orderStatus("SHIPPED")).toBe("SHIPPED");
    expect(orderStatus("CANCEL")).toBe("CANCEL");
    expect(orderStatus("shipped")).toBe("PENDING");
    expect(orderStatus(undefined)).toBe("PENDING");
    expect(orderStatus("toString")).toBe("PENDING");
  });
  it("has the spec's texts", () => {
    expect(ORDER_STATUS_TEXT.PENDING).toBe("Your order is Pending");
    expect(ORDER_STATUS_TEXT.CONFIRMED).toBe("Your Order was Confirmed");
    expect(ORDER_STATUS_TEXT.SHIPPED).toBe("Your Order is Shipped");
    expect(ORDER_STATUS_TEXT.CANCEL).toBe("Your order was Canceled");
  });
});

describe("stageIndex", () => {
  it("maps riderStatus strings to 0…5", () => {
    expect(
      ["Pending", "Confirmed", "En Route", "In Transit", "Delivered", "Received"].map(stageIndex),
    ).toEqual([0, 1, 2, 3, 4, 5]);
    expect(stageIndex("Unknown")).toBe(0);
  });
  it("has six workflow stages with the spec's labels", () => {
    expect(WORKFLOW.map((s) => s.label)).toEqual([
      "Process Order",
      "Confirm Order",
      "Assign to Rider",
      "Mark In Transit",
      "Mark as Delivered",
      "Customer Confirmation",
    ]);
  });
});

describe("canMove", () => {
  it("lets the seller confirm a pending order", () => {
    expect(canMove("Pending", "Confirmed", "seller")).toBe(true);
    expect(canMove("Pending", "Confirmed", "rider")).toBe(false);
  });
  it("lets a rider move one step at a time", () => {
    expect(canMove("Confirmed", "En Route", "rider")).toBe(true);
    expect(canMove("En Route", "In Transit", "rider")).toBe(true);
    expect(canMove("In Transit", "Delivered", "rider")).toBe(true);
    expect(canMove("Confirmed", "Delivered", "rider")).toBe(false);
    expect(canMove("Delivered", "In Transit", "rider")).toBe(false);
    expect(canMove("Confirmed", "En Route", "seller")).toBe(false);
  });
  it("never moves from an unknown status", () => {
    expect(canMove("Lost", "Confirmed", "seller")).toBe(false);
  });
  it("names the actor of each status", () => {
    expect(actorFor("Confirmed")).toBe("seller");
    expect(actorFor("En Route")).toBe("rider");
    expect(actorFor("Received")).toBe("customer");
  });
});

describe("listStatusFor", () => {
  it("turns the workflow stage into a list badge", () => {
    expect(listStatusFor("Pending")).toBe("PENDING");
    expect(listStatusFor("Confirmed")).toBe("CONFIRMED");
    expect(listStatusFor("In Transit")).toBe("SHIPPED");
  });
});

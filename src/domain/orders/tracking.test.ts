import { describe, expect, it } from "vitest";
import {
  BADGE_MS,
  canManage,
  fetchError,
  POLL_MS,
  RECEIVED_DELAY_MS,
  SIMPLE_STAGES,
  STEP_DELAY_MS,
  sameDetail,
  simpleStage,
  UPDATE_FAILED,
  viewStage,
} from "./tracking";

describe("the track control (SPEC §2)", () => {
  it("offers Manage once the detail has loaded and its first history status is not Unknown", () => {
    expect(canManage(null)).toBe(false);
    expect(canManage({ riderStatus: "Pending", statusHistory: [] })).toBe(false);
    expect(canManage({ riderStatus: "Pending", statusHistory: [{ status: "Unknown" }] })).toBe(false);
    expect(canManage({ riderStatus: "Pending", statusHistory: [{ status: "Pending" }] })).toBe(true);
  });
  it("the simple modal has Pending, Confirmed, Shipped; a cancelled order reaches none", () => {
    expect(SIMPLE_STAGES).toEqual(["Pending", "Confirmed", "Shipped"]);
    expect(simpleStage("PENDING")).toBe(0);
    expect(simpleStage("CONFIRMED")).toBe(1);
    expect(simpleStage("SHIPPED")).toBe(2);
    expect(simpleStage("CANCEL")).toBe(-1);
  });
});

describe("the manage view (SPEC §4)", () => {
  it("points at the server's stage; Delivered moves on to Received once settled", () => {
    expect(viewStage("Confirmed", true)).toBe(1);
    expect(viewStage("Delivered", false)).toBe(4);
    expect(viewStage("Delivered", true)).toBe(5);
    expect(viewStage("Received", false)).toBe(5);
    expect(viewStage("Something else", true)).toBe(0);
  });
  it("keeps the spec's timings", () => {
    expect([POLL_MS, RECEIVED_DELAY_MS, STEP_DELAY_MS, BADGE_MS]).toEqual([2000, 500, 800, 3000]);
  });
  it("says 'Failed to update order status' when a status update fails", () => {
    expect(UPDATE_FAILED).toBe("Failed to update order status");
  });
  it("names a failed fetch 'Error fetching order: {status}'", () => {
    expect(fetchError(404)).toBe("Error fetching order: 404");
  });
  it("sees an unchanged poll as the same detail", () => {
    expect(sameDetail({ a: 1, h: [{ s: "x" }] }, { a: 1, h: [{ s: "x" }] })).toBe(true);
    expect(sameDetail({ a: 1 }, { a: 2 })).toBe(false);
  });
});

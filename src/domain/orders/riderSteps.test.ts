import { describe, expect, it } from "vitest";
import { canMove } from "./orderStatus";
import {
  cashCollectedOf,
  cashCollectedOn,
  cashProblem,
  deliverQuestion,
  RIDER_STEP_NAMES,
  RIDER_STEPS,
  riderListRank,
  riderNextStep,
  riderSection,
  riderStageText,
} from "./riderSteps";

describe("RIDER_STEPS", () => {
  it("names each step for what the rider does, beside the spec's stage label", () => {
    expect(RIDER_STEP_NAMES.map((s) => RIDER_STEPS[s].label)).toEqual(["Accept", "Picked up", "Delivered"]);
    expect(RIDER_STEP_NAMES.map((s) => RIDER_STEPS[s].specLabel)).toEqual([
      "Assign to Rider",
      "Mark In Transit",
      "Mark as Delivered",
    ]);
  });

  it("each step is a move the status machine lets a rider make", () => {
    for (const step of RIDER_STEP_NAMES) {
      const { from, to } = RIDER_STEPS[step];
      expect(canMove(from, to, "rider")).toBe(true);
    }
  });
});

describe("riderNextStep", () => {
  it("offers Accept on a confirmed delivery, waiting or given to the rider", () => {
    expect(riderNextStep({ stage: "Confirmed", mine: false })).toBe("accept");
    expect(riderNextStep({ stage: "Confirmed", mine: true })).toBe("accept");
  });

  it("offers Picked up, then Delivered, on the rider's own delivery only", () => {
    expect(riderNextStep({ stage: "En Route", mine: true })).toBe("pickup");
    expect(riderNextStep({ stage: "In Transit", mine: true })).toBe("deliver");
    expect(riderNextStep({ stage: "En Route", mine: false })).toBeNull();
    expect(riderNextStep({ stage: "In Transit", mine: false })).toBeNull();
  });

  it("offers nothing once delivered or cancelled, or before the seller confirms", () => {
    for (const stage of ["Pending", "Delivered", "Received", "Canceled"])
      expect(riderNextStep({ stage, mine: true })).toBeNull();
  });
});

describe("riderStageText and riderListRank", () => {
  it("says each stage in the rider's words", () => {
    expect(riderStageText({ stage: "Confirmed", mine: false })).toBe("Waiting for a rider");
    expect(riderStageText({ stage: "En Route", mine: true })).toBe("Accepted: pick it up at the shop");
    expect(riderStageText({ stage: "In Transit", mine: true })).toBe("Picked up: on the way to the customer");
    expect(riderStageText({ stage: "Canceled", mine: true })).toContain("don't deliver it");
  });

  it("lists on the way first, then to pick up, given, waiting, done", () => {
    const stages = [
      { stage: "Delivered", mine: true },
      { stage: "Confirmed", mine: false },
      { stage: "Confirmed", mine: true },
      { stage: "En Route", mine: true },
      { stage: "In Transit", mine: true },
    ];
    const sorted = [...stages].sort((a, b) => riderListRank(a) - riderListRank(b));
    expect(sorted.map((s) => `${s.stage}${s.mine ? "" : " (waiting)"}`)).toEqual([
      "In Transit",
      "En Route",
      "Confirmed",
      "Confirmed (waiting)",
      "Delivered",
    ]);
  });
});

describe("cashProblem", () => {
  it("a COD delivery needs the cash collected, exactly the amount due", () => {
    expect(cashProblem("COD", 520, 520)).toBeNull();
    expect(cashProblem("COD", 249.5, 249.5)).toBeNull();
    expect(cashProblem("COD", 0.1 + 0.2, 0.3)).toBeNull();
    expect(cashProblem("COD", 520, undefined)).toBe("Enter the cash you collected: ₹520 is due");
    expect(cashProblem("COD", 520, 500)).toBe(
      "The cash collected must be ₹520, the amount due. If the customer paid a different amount, don't mark it delivered: call the shop.",
    );
    expect(cashProblem("COD", 520, 520.01)).not.toBeNull();
  });

  it("a UPI delivery takes no cash", () => {
    expect(cashProblem("UPI", 0, undefined)).toBeNull();
    expect(cashProblem("UPI", 0, 100)).toBe("This order was paid by UPI: there is no cash to collect");
  });

  it("the confirmation names the cash to collect on COD", () => {
    expect(deliverQuestion("COD", 520)).toBe(
      "Mark as delivered? Collect ₹520 in cash from the customer first.",
    );
    expect(deliverQuestion("UPI", 0)).toContain("no cash to collect");
  });
});

describe("cashCollectedOf", () => {
  it("sums a placement's cash with its latest time and rider, for the seller's card", () => {
    const rider = [{ name: "Mohan Lal" }];
    expect(
      cashCollectedOf([
        { cashCollected: 270, cashCollectedAt: "2026-11-25T08:30:00.000Z", riderDetails: rider },
        { cashCollected: 300.1, cashCollectedAt: "2026-11-25T08:31:00.000Z", riderDetails: rider },
        { cashCollected: null, cashCollectedAt: null },
      ]),
    ).toEqual({ amount: 570.1, at: "2026-11-25T08:31:00.000Z", rider: "Mohan Lal" });
  });

  it("is null before any cash was collected", () => {
    expect(cashCollectedOf([{ cashCollected: null, cashCollectedAt: null }])).toBeNull();
  });
});

describe("the rider's list in parts", () => {
  it("puts theirs to carry first, the waiting apart, and theirs done last", () => {
    expect(riderSection({ stage: "In Transit", mine: true })).toBe("mine");
    expect(riderSection({ stage: "Confirmed", mine: true })).toBe("mine");
    expect(riderSection({ stage: "Confirmed", mine: false })).toBe("waiting");
    expect(riderSection({ stage: "Delivered", mine: true })).toBe("done");
    expect(riderSection({ stage: "Canceled", mine: true })).toBe("done");
  });

  it("adds up the cash they collected today (India's day), theirs only", () => {
    const at = (iso: string) => ({ mine: true, cashCollected: 140.5, cashCollectedAt: iso });
    const list = [
      at("2026-11-29T04:00:00.000Z"), // 09:30 in India
      at("2026-11-28T19:00:00.000Z"), // 00:30 on the 29th in India
      at("2026-11-28T18:00:00.000Z"), // 23:30 on the 28th in India
      { mine: false, cashCollected: 99, cashCollectedAt: "2026-11-29T04:00:00.000Z" },
      { mine: true, cashCollected: null, cashCollectedAt: null },
    ];
    expect(cashCollectedOn(list, "2026-11-29")).toEqual({ total: 281, count: 2 });
    expect(cashCollectedOn(list, "2026-11-27")).toEqual({ total: 0, count: 0 });
  });
});

/**
 * The rider's side of the workflow (SPEC §4: en-route, in-transit and
 * delivered are the rider's stages) named for what the rider does: "Accept"
 * (Confirmed → En Route: the rider takes the delivery and heads to the
 * shop), "Picked up" (En Route → In Transit) and "Delivered" (In Transit →
 * Delivered). Also what the rider's list says of each stage, the order the
 * list shows them in, and the cash rule of a cash-on-delivery order.
 */
import { indiaDate } from "../delivery";
import { formatInr } from "../inr";
import { CANCELED } from "./console";
import type { RiderStage } from "./orderStatus";

/** Each step: the stage it leaves, the stage it reaches, the button, and the spec's label of that stage. */
export const RIDER_STEPS = {
  accept: { from: "Confirmed", to: "En Route", label: "Accept", specLabel: "Assign to Rider" },
  pickup: { from: "En Route", to: "In Transit", label: "Picked up", specLabel: "Mark In Transit" },
  deliver: { from: "In Transit", to: "Delivered", label: "Delivered", specLabel: "Mark as Delivered" },
} as const satisfies Record<string, { from: RiderStage; to: RiderStage; label: string; specLabel: string }>;

export type RiderStep = keyof typeof RIDER_STEPS;
export const RIDER_STEP_NAMES = Object.keys(RIDER_STEPS) as RiderStep[];

/** What the rider's list reads of a delivery. */
export interface RiderDeliveryLike {
  stage: string;
  /** Theirs (taken, or given to them); false: waiting for a rider. */
  mine: boolean;
}

/** The one step the rider may take on a delivery now, or null (someone else's stage, or done). */
export function riderNextStep(delivery: RiderDeliveryLike): RiderStep | null {
  if (delivery.stage === "Confirmed") return "accept";
  if (!delivery.mine) return null;
  if (delivery.stage === "En Route") return "pickup";
  if (delivery.stage === "In Transit") return "deliver";
  return null;
}

/** The step whose button reads `label`, for a test or a screen reader's name. */
export const stepLabel = (step: RiderStep): string => RIDER_STEPS[step].label;

/** What the rider's list says of a delivery's stage, in the rider's words. */
export function riderStageText(delivery: RiderDeliveryLike): string {
  switch (delivery.stage) {
    case "Confirmed":
      return delivery.mine ? "Given to you: accept it to pick it up" : "Waiting for a rider";
    case "En Route":
      return "Accepted: pick it up at the shop";
    case "In Transit":
      return "Picked up: on the way to the customer";
    case "Delivered":
    case "Received":
      return "Delivered";
    case CANCELED:
      return "Canceled: don't deliver it; bring it back to the shop";
    default:
      return delivery.stage;
  }
}

/** Where a delivery goes in the rider's list: on the way first, then to pick up, then waiting, then done. */
export function riderListRank(delivery: RiderDeliveryLike): number {
  const ranks: Record<string, number> = { "In Transit": 0, "En Route": 1, Confirmed: delivery.mine ? 2 : 3 };
  return ranks[delivery.stage] ?? 4;
}

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * Why the cash a rider enters on "Delivered" can't be recorded, or null.
 * A cash-on-delivery order needs it, and it must be exactly the amount due
 * (a different amount is a question for the shop, not a delivery); a UPI
 * order was paid before it left, so no cash is entered.
 */
export function cashProblem(
  paymentMethod: string,
  due: number,
  collected: number | undefined,
): string | null {
  if (paymentMethod !== "COD") {
    return collected === undefined ? null : "This order was paid by UPI: there is no cash to collect";
  }
  if (collected === undefined) return `Enter the cash you collected: ${formatInr(due)} is due`;
  if (paise(collected) !== paise(due)) {
    return `The cash collected must be ${formatInr(due)}, the amount due. If the customer paid a different amount, don't mark it delivered: call the shop.`;
  }
  return null;
}

/** The confirmation "Delivered" asks: with the cash to take on a cash-on-delivery order. */
export function deliverQuestion(paymentMethod: string, due: number): string {
  return paymentMethod === "COD"
    ? `Mark as delivered? Collect ${formatInr(due)} in cash from the customer first.`
    : "Mark as delivered? The order was paid by UPI: there is no cash to collect.";
}

/** What a placement's lines record of the cash its rider collected. */
export interface CashLine {
  cashCollected: number | null;
  cashCollectedAt: string | null;
  riderDetails?: readonly { name: string }[];
}

/** The cash collected on a placement's lines (summed, the latest time, its rider), or null when none was. */
export function cashCollectedOf(
  lines: readonly CashLine[],
): { amount: number; at: string; rider: string } | null {
  const collected = lines.filter((l) => l.cashCollected !== null);
  if (collected.length === 0) return null;
  const at =
    collected
      .map((l) => l.cashCollectedAt ?? "")
      .sort()
      .at(-1) ?? "";
  return {
    amount: Math.round(collected.reduce((sum, l) => sum + (l.cashCollected ?? 0), 0) * 100) / 100,
    at,
    rider: collected.find((l) => l.riderDetails?.[0])?.riderDetails?.[0]?.name ?? "",
  };
}

/** The rider's list in its three parts: theirs to carry now, waiting for a rider, and theirs done. */
export type RiderSection = "mine" | "waiting" | "done";

/** Which part of the rider's list a delivery sits in (its stage and whose it is). */
export function riderSection(delivery: RiderDeliveryLike): RiderSection {
  const rank = riderListRank(delivery);
  if (rank === 4) return "done";
  return delivery.mine ? "mine" : "waiting";
}

/**
 * The cash a rider collected on `day` (YYYY-MM-DD in India), in rupees, and on how many deliveries:
 * what they hand over to the shops at the end of the day.
 */
export function cashCollectedOn(
  deliveries: readonly { mine: boolean; cashCollected: number | null; cashCollectedAt: string | null }[],
  day: string,
): { total: number; count: number } {
  const collected = deliveries.filter(
    (d) =>
      d.mine &&
      d.cashCollected !== null &&
      d.cashCollectedAt &&
      indiaDate(new Date(d.cashCollectedAt)) === day,
  );
  const paiseTotal = collected.reduce((sum, d) => sum + paise(d.cashCollected ?? 0), 0);
  return { total: paiseTotal / 100, count: collected.length };
}

/**
 * The deliveries of a rider signed in by phone (GET /api/rider/orders), not
 * persisted: who the rider is, their list (theirs, those waiting for a
 * rider, theirs done today), and each step they take (Accept, Picked up,
 * Delivered: src/domain/orders/riderSteps.ts), after which the list loads
 * again. The list's loads go through a latest-request-wins guard, so a
 * slow poll never undoes the list a step brought.
 */
import { atom } from "nanostores";
import { refusalOf } from "../api/refusal";
import { riderDeliveries, takeStep } from "../api/rider";
import type { RiderAccount, RiderDelivery } from "../contract/rider";
import { RIDER_STEPS, type RiderStep } from "../domain/orders/riderSteps";
import { latestWins } from "./persist";

export interface RiderDeliveries {
  /** The signed-in rider, as their account holds them; null until the first load. */
  rider: RiderAccount | null;
  /** Their deliveries and those waiting for a rider; null until the first load. */
  list: RiderDelivery[] | null;
  /** Why the last load failed ("" once one succeeds). */
  failure: string;
  /** What the last step did, or why it was refused ("Order #A2B3C4: Accept"). */
  message: string;
  /** The delivery whose step is on its way (every step button waits), or null. */
  busy: string | null;
}

export const NO_DELIVERIES: RiderDeliveries = {
  rider: null,
  list: null,
  failure: "",
  message: "",
  busy: null,
};

export const DELIVERIES_FAILED = "Could not load your deliveries: check your connection and try again.";
export const STEP_FAILED = "Could not update the order: try again.";

/** The phone-signed-in rider's deliveries screen (/Admin/rider). */
export const $riderDeliveries = atom<RiderDeliveries>(NO_DELIVERIES);

const beginLoad = latestWins();

const update = (change: Partial<RiderDeliveries>) =>
  $riderDeliveries.set({ ...$riderDeliveries.get(), ...change });

/** Loads the list (on opening, each poll, "Refresh", after each step); a failure keeps the list held. */
export async function loadRiderDeliveries(): Promise<void> {
  const isLatest = beginLoad();
  try {
    const answer = await riderDeliveries();
    if (isLatest()) update({ rider: answer.rider, list: answer.deliveries, failure: "" });
  } catch (cause) {
    if (isLatest()) update({ failure: refusalOf(cause, DELIVERIES_FAILED) });
  }
}

/** Opens the screen afresh (nothing held from an earlier visit or rider) and loads it. */
export function openRiderDeliveries(): Promise<void> {
  $riderDeliveries.set(NO_DELIVERIES);
  return loadRiderDeliveries();
}

/**
 * Takes a delivery one step on (a COD "Delivered" with the cash collected),
 * says so, and loads the list again; answers the server's refusal, or null
 * when the step was taken.
 */
export async function takeRiderStep(
  delivery: RiderDelivery,
  step: RiderStep,
  cash?: number,
): Promise<string | null> {
  update({ busy: delivery.orderId, message: "" });
  try {
    await takeStep(delivery.orderId, step, cash);
    update({ message: `Order #${delivery.number}: ${RIDER_STEPS[step].label}` });
    await loadRiderDeliveries();
    return null;
  } catch (cause) {
    const refusal = refusalOf(cause, STEP_FAILED);
    update({ message: `Order #${delivery.number}: ${refusal}` });
    await loadRiderDeliveries();
    return refusal;
  } finally {
    update({ busy: null });
  }
}

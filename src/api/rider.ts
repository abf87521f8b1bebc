/**
 * The calls of a rider signed in by phone (/api/rider, src/contract/rider.ts),
 * over the staff client (their Firebase ID token as Bearer; a 401 ends the
 * staff app's session). The rider key's calls are in digiorder.ts.
 */
import { RiderDeliveriesResponse, RiderStepResponse } from "../contract/rider";
import type { RiderStep } from "../domain/orders/riderSteps";
import { staffHttp } from "./staffHttp";

/** GET /api/rider/orders: the rider's deliveries and those waiting for a rider. */
export const riderDeliveries = () => staffHttp.get("api/rider/orders").json(RiderDeliveriesResponse);

/** POST /api/rider/orders/{orderId}/{step}: the delivery moved on (the cash collected on a COD "Delivered"). */
export const takeStep = (orderId: string, step: RiderStep, cashCollected?: number) =>
  staffHttp
    .post(`api/rider/orders/${encodeURIComponent(orderId)}/${step}`, {
      json: cashCollected === undefined ? {} : { cashCollected },
      retry: 0,
    })
    .json(RiderStepResponse);

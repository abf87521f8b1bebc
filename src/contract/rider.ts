/**
 * The rider's calls on /api/rider (designed here; SPEC §4 names the rider's
 * stages and leaves their calls open): a rider signed in by phone lists the
 * deliveries that are theirs or wait for a rider of their franchise (the
 * platform's riders: of shops with no franchise), and takes each one step on
 * (src/domain/orders/riderSteps.ts). A delivery is what one trip carries: the
 * lines of one placement from one shop at the same stage. The rider's name,
 * phone and vehicle on the order come from their account, never the request.
 */
import * as v from "valibot";
import { RIDER_STEP_NAMES } from "../domain/orders/riderSteps";

/** One line of a delivery. */
export const DeliveryLine = v.object({
  orderId: v.string(),
  productName: v.string(),
  productCount: v.number(),
  size: v.string(),
  color: v.string(),
});

/** A place with a person to call: a name, a phone with its tel: link (null without one), where, and a map link. */
export const DeliveryPlace = v.object({
  name: v.string(),
  phone: v.string(),
  tel: v.nullable(v.string()),
  address: v.string(),
  mapUrl: v.nullable(v.string()),
});
export type DeliveryPlace = v.InferOutput<typeof DeliveryPlace>;

/** One delivery as the rider's list shows it. */
export const RiderDelivery = v.object({
  /** Its first line's order id: the step calls take any of its lines. */
  orderId: v.string(),
  /** The order number the shopper and the seller see (the first line's last 6 characters). */
  number: v.string(),
  placementId: v.string(),
  lines: v.array(DeliveryLine),
  /** The stage (the server's riderStatus), or Canceled. */
  stage: v.string(),
  /** Taken by this rider (or given to them by the seller or support); false: waiting for a rider. */
  mine: v.boolean(),
  shopId: v.string(),
  /** Pickup: the shop, its phone and its pickup address ("" when the seller has not given one). */
  pickup: DeliveryPlace,
  /** Drop: the shopper, their phone and address. */
  drop: DeliveryPlace,
  paymentMethod: v.string(),
  /** Cash to collect at the door: the lines' total on a cash-on-delivery order, 0 on a UPI one. */
  cashDue: v.number(),
  /** The cash collected (null before delivery, and on UPI orders), and when (ISO). */
  cashCollected: v.nullable(v.number()),
  cashCollectedAt: v.nullable(v.string()),
  /** Expected delivery date (YYYY-MM-DD) and when it was placed (ISO). */
  deliveryBy: v.string(),
  placedAt: v.string(),
});
export type RiderDelivery = v.InferOutput<typeof RiderDelivery>;

/** The signed-in rider as their account holds them. */
export const RiderAccount = v.object({
  riderId: v.number(),
  name: v.string(),
  phone: v.string(),
  vehicleType: v.string(),
  /** Their franchise, or null for the platform's own riders. */
  franchise: v.nullable(v.object({ id: v.string(), name: v.string() })),
});
export type RiderAccount = v.InferOutput<typeof RiderAccount>;

/** GET /api/rider/orders: theirs first (on the way, then to pick up), then those waiting, then today's done. */
export const RiderDeliveriesResponse = v.object({ rider: RiderAccount, deliveries: v.array(RiderDelivery) });
export type RiderDeliveriesResponse = v.InferOutput<typeof RiderDeliveriesResponse>;

/** The step a call takes: accept, pickup (Picked up), deliver (Delivered). */
export const RiderStepName = v.picklist(RIDER_STEP_NAMES);

export const OWN_DETAILS_ONLY =
  "A rider's name, phone and vehicle come from their account: send only cashCollected";

/** The cash a rider collected on a cash-on-delivery order's "Delivered", in rupees (exactly the amount due). */
export const CashCollected = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0, "can't be negative"),
  v.maxValue(100_000_000),
);

/**
 * POST /api/rider/orders/{orderId}/{step}: nothing for accept and pickup;
 * deliver on a cash-on-delivery order takes the cash collected (rupees,
 * exactly the amount due). Any other field (riderDetails…) is refused.
 */
export const RiderStepRequest = v.strictObject(
  { cashCollected: v.optional(CashCollected) },
  OWN_DETAILS_ONLY,
);
export type RiderStepRequest = v.InferInput<typeof RiderStepRequest>;

/** What a step answers: the delivery as it is now. */
export const RiderStepResponse = v.object({ delivery: RiderDelivery });
export type RiderStepResponse = v.InferOutput<typeof RiderStepResponse>;

/**
 * The rider's calls (src/contract/rider.ts), under /api/rider, for a rider
 * signed in by phone (a Firebase phone code; the rider key's calls under
 * /api/digiorder stay for integrations): GET /orders (their deliveries and
 * those waiting for a rider of the shops they serve); POST
 * /orders/{orderId}/accept, /pickup, /deliver ({cashCollected} on a
 * cash-on-delivery order). Who the rider is comes from their sign-in, their
 * details from their account: a body naming anything but cashCollected is
 * refused.
 */
import { Hono } from "hono";
import { createFactory, createMiddleware } from "hono/factory";
import * as v from "valibot";
import { OrderId } from "../../contract/orderDetail";
import { RiderDeliveriesResponse, RiderStepRequest, RiderStepResponse } from "../../contract/rider";
import { RIDER_STEPS, type RiderStep } from "../../domain/orders/riderSteps";
import type { RiderRow } from "../db/schema";
import { ApiFailure, notFound } from "../http/failure";
import { describeCall } from "../http/openapi";
import { validateJson } from "../http/validate";
import { STAFF_CALL, type StaffEnv, staffIdentity } from "../staff/guard";
import { actorOf } from "../staff/roles";
import {
  NOT_A_RIDER,
  RIDERS_SIGN_IN_BY_PHONE,
  riderAccount,
  riderDeliveries,
  riderOfPerson,
  riderStep,
} from "./rider";

export type RiderEnv = StaffEnv & { Variables: { rider: RiderRow } };

/**
 * Middleware: the caller signed in by phone and is an active rider holding
 * the rider role where they ride (sets `c.var.rider`, `person`, `actor`).
 * No sign-in: 401; a Google sign-in, or a phone that is no rider's: 403.
 */
export const requireRider = createMiddleware<RiderEnv>(async (c, next) => {
  const person = await staffIdentity(c);
  if (!person.phone) throw new ApiFailure(403, RIDERS_SIGN_IN_BY_PHONE);
  const rider = await riderOfPerson(c.var.db, person);
  if (!rider) throw new ApiFailure(403, NOT_A_RIDER);
  c.set("person", person);
  c.set("actor", actorOf(person));
  c.set("rider", rider);
  await next();
});

/** The calls; mount at /api/rider. */
export const riderRoutes = new Hono<RiderEnv>()
  .get(
    "/orders",
    describeCall({
      summary:
        "The signed-in rider's deliveries (pickup and drop with phones and map links, cash to collect) and those waiting for a rider",
      answer: RiderDeliveriesResponse,
      ...STAFF_CALL,
    }),
    requireRider,
    async (c) => {
      const { rider, db } = c.var;
      const [account, deliveries] = await Promise.all([
        riderAccount(db, rider),
        riderDeliveries(db, rider, new Date()),
      ]);
      return c.json<RiderDeliveriesResponse>({ rider: account, deliveries });
    },
  )
  .post("/orders/:orderId/accept", ...stepCall("accept"))
  .post("/orders/:orderId/pickup", ...stepCall("pickup"))
  .post("/orders/:orderId/deliver", ...stepCall("deliver"));

/** One step's call: the delivery of the path's order moved on, answered as it is now. */
function stepCall(step: RiderStep) {
  const { from, to, label } = RIDER_STEPS[step];
  return createFactory<RiderEnv>().createHandlers(
    describeCall({
      summary: `The rider's "${label}": the delivery goes from ${from} to ${to}${step === "deliver" ? " (cashCollected: the amount due on a COD order)" : ""}`,
      answer: RiderStepResponse,
      ...STAFF_CALL,
      errors: [400, 401, 403, 404, 409],
    }),
    requireRider,
    validateJson(RiderStepRequest),
    async (c) => {
      const orderId = v.safeParse(OrderId, c.req.param("orderId"));
      if (!orderId.success) throw notFound("Order", "orderId");
      const { cashCollected } = c.req.valid("json");
      const delivery = await riderStep(
        c.var.db,
        c.var.rider,
        orderId.output,
        step,
        cashCollected,
        c.var.actor,
      );
      return c.json<RiderStepResponse>({ delivery });
    },
  );
}

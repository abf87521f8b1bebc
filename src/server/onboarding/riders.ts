/**
 * A franchise's riders (src/contract/franchise.ts): its owner adds one by
 * name, sign-in phone and vehicle (a riders row of the franchise, and the
 * role "rider" in "franchise:{id}" by that phone, so the rider signs in with
 * a phone code), changes one, and removes one (the row stays for the orders
 * that name them, inactive; the role goes, so they lose access at their
 * next call). Each write appends its audit entry in its transaction.
 */
import { and, asc, count, eq, inArray, ne } from "drizzle-orm";
import type * as v from "valibot";
import type { FranchiseRider, RiderRequest } from "../../contract/franchise";
import { withPhonePrefix } from "../../domain/address";
import { franchiseScope } from "../../domain/franchise";
import type { Db } from "../db/connection";
import { franchises, orders, type RiderRow, riders } from "../db/schema";
import { ApiFailure } from "../http/failure";
import { audit } from "../staff/audit";
import { grantRole, revokeRole } from "../staff/roles";

type Input = v.InferOutput<typeof RiderRequest>;

/** A rider as the franchise's list shows them. */
export const toFranchiseRider = (row: RiderRow): FranchiseRider => ({
  riderId: row.id,
  name: row.name,
  phone: row.phone ?? "",
  vehicleType: row.vehicleType,
  createdAt: row.createdAt.toISOString(),
});

/** The franchise's riders now (not the removed ones), by name. */
export async function franchiseRiders(db: Db, id: string): Promise<FranchiseRider[]> {
  const rows = await db
    .select()
    .from(riders)
    .where(and(eq(riders.franchiseId, id), eq(riders.active, true)))
    .orderBy(asc(riders.name), asc(riders.id));
  return rows.map(toFranchiseRider);
}

/** What goes on an order from a rider row: their name, phone as orders show it, vehicle. */
const detailsOf = (input: Input) => ({
  name: input.name,
  phone: input.phone,
  phoneNumber: withPhonePrefix(input.phone),
  vehicleType: input.vehicleType,
});

export const PHONE_TAKEN =
  "This phone number is already a rider's: each rider signs in with a number of their own";

/** Locks the franchise (404, or 409 when suspended) for a change of its riders. */
async function lockFranchise(tx: Db, id: string): Promise<void> {
  const [row] = await tx.select().from(franchises).where(eq(franchises.id, id)).for("update");
  if (!row) throw new ApiFailure(404, "No franchise has this id", "franchiseId");
  if (row.status === "suspended")
    throw new ApiFailure(409, "This franchise is suspended: call the helpline to resume it");
}

/** Gives `phone` the rider role of the franchise; 409 when that number already has a role there (the owner's own). */
async function grantRider(tx: Db, actor: string, id: string, phone: string): Promise<void> {
  const granted = await grantRole(tx, { phone, role: "rider", scope: franchiseScope(id), grantedBy: actor });
  if (!granted)
    throw new ApiFailure(
      409,
      "This phone number already works in your franchise (your own?): a rider needs their own",
      "phone",
    );
}

/**
 * Adds a rider to the franchise; 409 when the phone is another active
 * rider's. A removed rider's phone comes back as this rider (the row
 * reused: their old key, if any, stays dead).
 */
export async function addFranchiseRider(db: Db, actor: string, id: string, input: Input): Promise<RiderRow> {
  return db.transaction(async (tx) => {
    await lockFranchise(tx, id);
    const [existing] = await tx.select().from(riders).where(eq(riders.phone, input.phone)).for("update");
    if (existing?.active) throw new ApiFailure(409, PHONE_TAKEN, "phone");
    const values = { ...detailsOf(input), franchiseId: id, active: true, keyHash: null };
    const [row] = existing
      ? await tx.update(riders).set(values).where(eq(riders.id, existing.id)).returning()
      : await tx.insert(riders).values(values).returning();
    if (!row) throw new Error("the rider row was not written");
    await grantRider(tx, actor, id, input.phone);
    await audit(tx, {
      actor,
      action: "franchise.rider.add",
      scope: franchiseScope(id),
      target: String(row.id),
      after: toFranchiseRider(row),
    });
    return row;
  });
}

export const OTHER_FRANCHISE_RIDER =
  "This rider works for another franchise: you can change only your own riders";

/** The franchise's active rider `riderId`, locked; 403 for another franchise's or the platform's, 404 for none. */
async function lockRider(tx: Db, id: string, riderId: number): Promise<RiderRow> {
  const [row] = await tx
    .select()
    .from(riders)
    .where(and(eq(riders.id, riderId), eq(riders.active, true)))
    .for("update");
  if (!row) throw new ApiFailure(404, "No rider has this id", "riderId");
  if (row.franchiseId !== id) throw new ApiFailure(403, OTHER_FRANCHISE_RIDER, "riderId");
  return row;
}

/** Changes a rider's name, phone or vehicle: a new phone moves their sign-in (the old number loses it). */
export async function editFranchiseRider(
  db: Db,
  actor: string,
  id: string,
  riderId: number,
  input: Input,
): Promise<RiderRow> {
  return db.transaction(async (tx) => {
    await lockFranchise(tx, id);
    const before = await lockRider(tx, id, riderId);
    if (before.phone !== input.phone) {
      const [other] = await tx
        .select({ id: riders.id, active: riders.active })
        .from(riders)
        .where(and(eq(riders.phone, input.phone), ne(riders.id, riderId)));
      if (other?.active) throw new ApiFailure(409, PHONE_TAKEN, "phone");
      // A removed rider's old number is free again: their row lets go of it.
      if (other) await tx.update(riders).set({ phone: null }).where(eq(riders.id, other.id));
      if (before.phone) await revokeRole(tx, { who: before.phone, scope: franchiseScope(id), role: "rider" });
      await grantRider(tx, actor, id, input.phone);
    }
    const [after] = await tx.update(riders).set(detailsOf(input)).where(eq(riders.id, riderId)).returning();
    if (!after) throw new Error("the rider row went missing under its lock");
    await audit(tx, {
      actor,
      action: "franchise.rider.edit",
      scope: franchiseScope(id),
      target: String(riderId),
      before: toFranchiseRider(before),
      after: toFranchiseRider(after),
    });
    return after;
  });
}

/** The stages in which an order is with its rider (given, taken, on the way). */
const WITH_RIDER = ["Confirmed", "En Route", "In Transit"];

/**
 * Removes a rider: their role goes at once (they lose access at their next
 * call) and their row stays, inactive. 409 while they carry orders: those
 * are delivered first, or support gives them to another rider.
 */
export async function removeFranchiseRider(
  db: Db,
  actor: string,
  id: string,
  riderId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFranchise(tx, id);
    const row = await lockRider(tx, id, riderId);
    const [carrying] = await tx
      .select({ n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.riderId, riderId),
          inArray(orders.riderStatus, WITH_RIDER),
          ne(orders.orderStatus, "CANCEL"),
        ),
      );
    const n = carrying?.n ?? 0;
    if (n > 0) {
      throw new ApiFailure(
        409,
        `${row.name} has ${n === 1 ? "an order" : `${n} orders`} to deliver: remove them once delivered, or ask support to give ${n === 1 ? "it" : "them"} to another rider`,
        "riderId",
      );
    }
    await tx.update(riders).set({ active: false }).where(eq(riders.id, riderId));
    if (row.phone) await revokeRole(tx, { who: row.phone, scope: franchiseScope(id), role: "rider" });
    await audit(tx, {
      actor,
      action: "franchise.rider.remove",
      scope: franchiseScope(id),
      target: String(riderId),
      before: toFranchiseRider(row),
    });
  });
}

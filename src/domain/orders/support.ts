/**
 * The support admin's order rules (issue 25, on /Admin): how the search box
 * reads what was typed, which riders may carry an order, until when its
 * rider may change, and the order's timeline as support reads it. The
 * server applies each (src/server/orders/support.ts); the screen shows the
 * same messages.
 */
import { formatInr } from "../inr";
import { signInPhone } from "../signInPhone";
import { stageIndex } from "./orderStatus";

/** What a support search looks for. */
export type SupportQuery =
  /** A whole order id (OD…), as a seller's console or an invoice shows it. */
  | { kind: "orderId"; orderId: string }
  /** The order number a shopper sees: the last 6 characters of the id (SPEC §9). */
  | { kind: "number"; number: string }
  /** A mobile number: in the order's address, or the customer's saved one. `digits`: the 10 digits. */
  | { kind: "phone"; phone: string; digits: string }
  /** The customer's email. */
  | { kind: "email"; email: string };

export const SUPPORT_QUERY_HELP =
  "Type an order number (the 6 characters the shopper sees), a 10-digit mobile number or an email";

const EMAIL = /^[^\s@\p{C}]+@[^\s@\p{C}]+\.[^\s@\p{C}]+$/u;

/**
 * What the support search box holds: an order number ("#A2B3C4" or
 * "a2b3c4"), a whole order id, a mobile number typed any usual way
 * ("98765 43210", "+91-9876543210", "09876543210") or an email; null for
 * anything else (then SUPPORT_QUERY_HELP says what to type).
 */
export function readSupportQuery(typed: string): SupportQuery | null {
  const text = typed.trim();
  if (text.includes("@")) {
    const email = text.toLowerCase();
    return email.length <= 254 && EMAIL.test(email) ? { kind: "email", email } : null;
  }
  const phone = signInPhone(text);
  if (phone) return { kind: "phone", phone, digits: phone.slice(-10) };
  const id = text.replace(/^#/, "").toUpperCase();
  if (/^OD[A-Z0-9]{7,60}$/.test(id)) return { kind: "orderId", orderId: id };
  if (/^[A-Z0-9]{6}$/.test(id)) return { kind: "number", number: id };
  return null;
}

/** Why an order's rider can't change now (a delivered order keeps the rider who delivered it), or null. */
export function riderChangeRefusal(riderStatus: string): string | null {
  return stageIndex(riderStatus) >= stageIndex("Delivered")
    ? `An order that is ${riderStatus} keeps the rider who delivered it`
    : null;
}

/** Riders of the platform's own, who may carry any shop's orders. */
export const PLATFORM_RIDERS = "platform";

export const OTHER_FRANCHISE =
  "This rider works for another franchise: choose one of the platform's riders or the shop's franchise's";

/**
 * Why a rider may not carry a shop's order, or null. `riderArea` is who the
 * rider works for ("platform", or "franchise:{id}"); `shopArea` is the
 * franchise the shop runs under ("franchise:{id}"), or "platform" for a shop
 * of no franchise. The platform's riders carry any shop's orders; a
 * franchise's riders only its own shops'.
 */
export function riderRefusal(riderArea: string, shopArea: string): string | null {
  return riderArea === PLATFORM_RIDERS || riderArea === shopArea ? null : OTHER_FRANCHISE;
}

/** One line of an order's timeline: what happened, when (ISO), by whom, and why when a reason was given. */
export interface TimelineEntry {
  at: string;
  what: string;
  by: string;
  reason?: string;
}

/** What the timeline reads of an order. */
export interface TimelineOrder {
  statusHistory: readonly {
    status: string;
    at: string;
    by?: string | undefined;
    reason?: string | undefined;
  }[];
  paymentMethod: string;
  paymentReceivedAt: string | null;
  paymentReceivedBy: string;
  /** The shopper's return request, with the seller's decision once made (userData.ts ReturnRequest). */
  returnRequest?:
    | { status: string; reason: string; requestedAt: string; decidedAt: string; note: string }
    | null
    | undefined;
}

/** An audit entry about the order (or its placement): src/server/staff/audit.ts. */
export interface OrderAudit {
  at: string;
  action: string;
  actor: string;
  after: unknown;
}

const riderNamed = (after: unknown): string => {
  const rider = (after as { rider?: { name?: unknown; phoneNumber?: unknown } } | null)?.rider;
  if (typeof rider?.name !== "string") return "Rider changed";
  return typeof rider.phoneNumber === "string" && rider.phoneNumber
    ? `Rider: ${rider.name} (${rider.phoneNumber})`
    : `Rider: ${rider.name}`;
};

/** A refund marked sent (refund.ts): its amount and the UTR of the seller's transfer. */
const refundSent = (after: unknown): string => {
  const refund = after as { amount?: unknown; utr?: unknown } | null;
  const amount = typeof refund?.amount === "number" ? ` ${formatInr(refund.amount)}` : "";
  return typeof refund?.utr === "string"
    ? `Refund${amount} sent (UTR ${refund.utr})`
    : `Refund${amount} sent`;
};

/** The rider's steps in the audit log (src/server/orders/rider.ts), by the stage each one moves to. */
const RIDER_STEP_STAGES: Record<string, string> = {
  "order.accept": "En Route",
  "order.pickup": "In Transit",
  "order.deliver": "Delivered",
};

/** Who the audit entry of a rider's step names: the rider's name, with the phone they signed in with. */
const riderOf = (a: OrderAudit): string => {
  const rider = (a.after as { rider?: { name?: unknown } } | null)?.rider;
  return typeof rider?.name === "string" && rider.name
    ? `rider ${rider.name} (${a.actor})`
    : `rider (${a.actor})`;
};

/** The cash a "Delivered" step recorded, or "". */
const cashOf = (a: OrderAudit): string => {
  const cash = (a.after as { cashCollected?: unknown } | null)?.cashCollected;
  return typeof cash === "number" ? `, ${formatInr(cash)} cash collected` : "";
};

/**
 * An order's timeline, oldest first: each stage of its history (placed by the
 * customer; confirmed by the seller; moved on by its rider, named, with the
 * cash collected; cancelled by the seller, the platform or support, with the
 * reason), the UPI payment received, a switch to cash on delivery, each rider
 * the seller or support named, the shopper's return request and the seller's decision, and
 * a cancelled order's refund sent. Where the audit log names the person who
 * did a step (a support admin's cancel, a rider's step), the entry does too.
 */
export function orderTimeline(order: TimelineOrder, audits: readonly OrderAudit[]): TimelineEntry[] {
  const cancelledBy = audits.find((a) => a.action === "order.cancel")?.actor;
  const riderSteps = audits.filter((a) => RIDER_STEP_STAGES[a.action]);
  const entries: TimelineEntry[] = order.statusHistory.map((entry) => {
    let by = entry.by ?? (entry.status === "Pending" ? "customer" : "");
    let what = entry.status;
    if (entry.by === "support" && cancelledBy) by = `support (${cancelledBy})`;
    const step = riderSteps.find((a) => RIDER_STEP_STAGES[a.action] === entry.status);
    if (step) {
      by = riderOf(step);
      what += cashOf(step);
    }
    return { at: entry.at, what, by, ...(entry.reason ? { reason: entry.reason } : {}) };
  });
  const asked = order.returnRequest;
  if (asked?.requestedAt) {
    entries.push({
      at: asked.requestedAt,
      what: "Return asked for",
      by: "customer",
      ...(asked.reason ? { reason: asked.reason } : {}),
    });
    if (asked.decidedAt && asked.status !== "requested") {
      const decided = audits.find(
        (a) => a.action === `order.return.${asked.status === "accepted" ? "accept" : "refuse"}`,
      );
      entries.push({
        at: asked.decidedAt,
        what: asked.status === "accepted" ? "Return accepted" : "Return refused",
        by: decided ? `seller (${decided.actor})` : "seller",
        ...(asked.note ? { reason: asked.note } : {}),
      });
    }
  }
  if (order.paymentMethod === "UPI" && order.paymentReceivedAt) {
    entries.push({ at: order.paymentReceivedAt, what: "UPI payment received", by: order.paymentReceivedBy });
  }
  for (const a of audits) {
    if (a.action === "order.cod")
      entries.push({ at: a.at, what: "Switched to cash on delivery", by: a.actor });
    if (a.action === "order.rider") entries.push({ at: a.at, what: riderNamed(a.after), by: a.actor });
    if (a.action === "order.refunded") entries.push({ at: a.at, what: refundSent(a.after), by: a.actor });
  }
  // A stable sort: entries at the same moment stay in the order above.
  return entries
    .map((entry, i) => ({ entry, i, t: Date.parse(entry.at) || 0 }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map(({ entry }) => entry);
}

/**
 * A statement's credits matched to the shop's UPI placements waiting for
 * their payment (issue 37). A credit pays a placement when its amount is
 * exactly what the placement owes the shop, and
 * - "utr": its UTR is the one the shopper typed at checkout, or
 * - "reference": its narration names the placement's reference (the "PL…"
 *   the shopper's UPI link carried as tr and tn), or
 * - "amount only" (weaker; the seller ticks it after a look): no reference
 *   either way, and it is the only waiting placement of that amount placed
 *   within 2 days of the credit, and the credit the only one of that amount
 *   within 2 days of it.
 * Each credit pays one placement at most and each placement is paid by one
 * credit at most: whatever could be two things is listed for a person,
 * with why, never guessed.
 */
import { formatInr } from "./inr";
import { placementReference } from "./orders/afterOrder";
import type { StatementCredit } from "./upiStatement";

export type MatchStrength = "utr" | "reference" | "amount only";
export const MATCH_STRENGTHS = ["utr", "reference", "amount only"] as const;

/** Whether the console ticks a proposed match for the seller: a UTR or a reference, never an amount alone. */
export const tickedAtFirst = (strength: MatchStrength) => strength !== "amount only";

/** How a match was found, as the console says it. */
export const STRENGTH_TEXT: Record<MatchStrength, string> = {
  utr: "The UTR the shopper gave",
  reference: "The order's reference in the narration",
  "amount only": "Amount and date only: check it",
};

/** How far a credit's date may be from a placement's for a match by amount only. */
export const AMOUNT_ONLY_DAYS = 2;

/** A UPI placement of the shop (its lines in the shop) whose payment is not marked received. */
export interface WaitingPlacement {
  placementId: string;
  orderIds: string[];
  /** The checkout's reference its UPI link carried ("PL…"), "" when not known. */
  reference: string;
  /** What it owes the shop: its lines' values plus the delivery fee less the coupon. */
  due: number;
  /** The UTR the shopper typed, "" none. */
  utr: string;
  /** The India date it was placed, YYYY-MM-DD. */
  placedOn: string;
  /** Every line was cancelled: only a credit naming it matches (marked paid, its refund falls due). */
  cancelled: boolean;
}

/** A placement already marked paid, which a credit may name again (the same statement uploaded twice). */
export type PaidPlacement = Pick<WaitingPlacement, "placementId" | "orderIds" | "reference" | "utr">;

export interface ProposedMatch {
  placementId: string;
  credit: StatementCredit;
  strength: MatchStrength;
}

export interface StatementMatching {
  matches: ProposedMatch[];
  /** The credits not matched, each with why, for a person. */
  unmatched: { credit: StatementCredit; reason: string }[];
  /** The placements still waiting (not cancelled), oldest first. */
  waiting: WaitingPlacement[];
}

/** What a shop's lines of a placement owe it: values plus delivery fees less coupons, never below 0. */
export function placementDue(
  lines: readonly { totalCartValue: number; deliveryFee: number; coupontotal: number }[],
): number {
  const paise = lines.reduce(
    (sum, l) => sum + Math.round((l.totalCartValue + l.deliveryFee - l.coupontotal) * 100),
    0,
  );
  return Math.max(0, paise) / 100;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const squash = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;
const ref = (p: { orderIds: readonly string[] }) =>
  `#${placementReference(p.orderIds.map((orderId) => ({ orderId })))}`;

/** Whether a narration names a placement's reference (8 characters at least, spaces and marks ignored). */
export function namesReference(narration: string, reference: string): boolean {
  const wanted = squash(reference);
  return wanted.length >= 8 && squash(narration).includes(wanted);
}

/** How a credit names a placement, whatever the amounts: by the UTR the shopper typed, by its reference, or not. */
function namedBy(credit: StatementCredit, p: PaidPlacement): "utr" | "reference" | null {
  if (credit.reference && p.utr === credit.reference) return "utr";
  return namesReference(credit.narration, p.reference) ? "reference" : null;
}

/** Matches `credits` to `placements` (see the file's comment); `paid` only explains a credit naming one of them. */
export function matchStatement(
  credits: readonly StatementCredit[],
  placements: readonly WaitingPlacement[],
  paid: readonly PaidPlacement[] = [],
): StatementMatching {
  const named = credits.map((c) => placements.filter((p) => namedBy(c, p)));
  const strong = credits.map((c, i) => (named[i] ?? []).filter((p) => paise(p.due) === paise(c.amount)));
  const claims = new Map<string, number>();
  for (const list of strong)
    for (const p of list) claims.set(p.placementId, (claims.get(p.placementId) ?? 0) + 1);

  const near = (c: StatementCredit, p: WaitingPlacement) =>
    paise(p.due) === paise(c.amount) && Math.abs(dayOf(c.date) - dayOf(p.placedOn)) <= AMOUNT_ONLY_DAYS;
  const namesPaid = credits.map((c) => paid.find((p) => namedBy(c, p)));
  // By amount only: the credits naming no placement, and the placements no credit names.
  const loose = credits.filter((_, i) => named[i]?.length === 0 && !namesPaid[i]);
  const free = placements.filter((p) => !claims.has(p.placementId));

  const matches: ProposedMatch[] = [];
  const unmatched: StatementMatching["unmatched"] = [];
  for (const [i, credit] of credits.entries()) {
    const ours = strong[i] ?? [];
    const [one] = ours;
    if (ours.length === 1 && one && claims.get(one.placementId) === 1) {
      matches.push({ placementId: one.placementId, credit, strength: namedBy(credit, one) ?? "reference" });
      continue;
    }
    const reason = (why: string) => unmatched.push({ credit, reason: why });
    if (ours.length > 1) reason(`Names more than one order (${ours.map(ref).join(", ")})`);
    else if (one)
      reason(
        `Order ${ref(one)} is named by ${claims.get(one.placementId)} credits: it may have been paid twice`,
      );
    else if (named[i]?.length) {
      const p = named[i][0] as WaitingPlacement;
      reason(`Names order ${ref(p)}, but ${formatInr(credit.amount)} is not the ${formatInr(p.due)} it owes`);
    } else {
      const done = namesPaid[i];
      if (done) {
        reason(`Order ${ref(done)} is marked paid already`);
        continue;
      }
      const could = free.filter((p) => near(credit, p));
      const rivals =
        could.length === 1 && could[0] ? loose.filter((c) => near(c, could[0] as WaitingPlacement)) : [];
      const [p] = could;
      if (could.length === 0)
        reason(`No order waiting for ${formatInr(credit.amount)} within ${AMOUNT_ONLY_DAYS} days of it`);
      else if (could.length > 1)
        reason(
          `${could.length} orders wait for ${formatInr(credit.amount)} (${could.map(ref).join(", ")}): which one paid can't be told`,
        );
      else if (p?.cancelled)
        reason(`The one order of this amount, ${ref(p)}, was cancelled: check with the shopper`);
      else if (rivals.length > 1)
        reason(
          `${rivals.length} credits of ${formatInr(credit.amount)} could be order ${ref(p as WaitingPlacement)}`,
        );
      else if (p) matches.push({ placementId: p.placementId, credit, strength: "amount only" });
    }
  }
  const matched = new Set(matches.map((m) => m.placementId));
  const waiting = placements
    .filter((p) => !p.cancelled && !matched.has(p.placementId))
    .sort((a, b) => a.placedOn.localeCompare(b.placedOn) || a.placementId.localeCompare(b.placementId));
  return { matches, unmatched, waiting };
}

/**
 * A shop's UPI statement matched to its orders (issue 37; the rules in
 * src/domain/upiStatement.ts and upiMatch.ts):
 * POST /api/seller/shops/{shopId}/upi-statement proposes, changing nothing;
 * POST …/upi-statement/confirm marks the chosen placements paid.
 */
import * as v from "valibot";
import { MATCH_STRENGTHS } from "../domain/upiMatch";
import { Id } from "./common";

/** A credit of the statement: its row in the file, date (YYYY-MM-DD), amount, 12-digit UTR ("" none), narration. */
export const StatementCredit = v.object({
  row: v.number(),
  date: v.string(),
  amount: v.number(),
  reference: v.string(),
  narration: v.string(),
});

/** A UPI placement of the shop waiting for its payment, as the console shows it. */
export const StatementPlacement = v.object({
  placementId: v.string(),
  /** Its order number as the shopper and the orders screen read it (the first line's). */
  orderRef: v.string(),
  orderIds: v.array(v.string()),
  /** The checkout's reference its UPI link carried ("PL…"), "" when not kept. */
  paymentReference: v.string(),
  /** When it was placed (ISO). */
  placedAt: v.string(),
  /** What it owes the shop. */
  due: v.number(),
  /** The UTR the shopper typed, "" none. */
  shopperUtr: v.string(),
});
export type StatementPlacement = v.InferOutput<typeof StatementPlacement>;

/** What the statement says, and what it would do: nothing is changed until the seller confirms. */
export const UpiStatementResponse = v.object({
  statement: v.object({
    /** The first and last transaction dates (YYYY-MM-DD; "" none). */
    from: v.string(),
    to: v.string(),
    transactions: v.number(),
    credits: v.number(),
    /** Rows with a date whose amount could not be read. */
    unreadableRows: v.array(v.number()),
  }),
  matches: v.array(
    v.object({
      ...StatementPlacement.entries,
      credit: StatementCredit,
      strength: v.picklist(MATCH_STRENGTHS),
    }),
  ),
  /** The credits not matched, each with why: for a person to look at. */
  unmatched: v.array(v.object({ credit: StatementCredit, reason: v.string() })),
  /** The placements still waiting, oldest first. */
  waiting: v.array(StatementPlacement),
});
export type UpiStatementResponse = v.InferOutput<typeof UpiStatementResponse>;

/** The most placements one confirmation marks. */
export const MAX_CONFIRMATIONS = 500;

/** POST …/upi-statement/confirm: the matches the seller ticked; `utr` is the credit's ("" when it had none). */
export const UpiConfirmRequest = v.object({
  matches: v.pipe(
    v.array(
      v.object({
        placementId: Id,
        utr: v.optional(
          v.pipe(
            v.string(),
            v.maxLength(30, "is too long"),
            v.transform((typed) => typed.replace(/\s/g, "")),
            v.regex(/^(\d{12})?$/, "must be the credit's 12-digit UTR"),
          ),
          "",
        ),
      }),
    ),
    v.minLength(1, "Tick at least one match"),
    v.maxLength(MAX_CONFIRMATIONS, `At most ${MAX_CONFIRMATIONS} at once`),
  ),
});
export type UpiConfirmRequest = v.InferInput<typeof UpiConfirmRequest>;

/** Each confirmation's outcome, in the order asked: paid now, paid already (skipped), or refused with why. */
export const UpiConfirmResponse = v.object({
  results: v.array(
    v.object({
      placementId: v.string(),
      orderRef: v.string(),
      outcome: v.picklist(["paid", "already paid", "refused"]),
      message: v.string(),
    }),
  ),
});
export type UpiConfirmResponse = v.InferOutput<typeof UpiConfirmResponse>;

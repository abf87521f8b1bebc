/**
 * A kiosk merchant's fee (src/domain/kioskFees.ts): the UPI link of what is
 * due now (the platform's UPI id, the fee, the payment's reference), and the
 * payment recorded when it is in, by UPI with its UTR or in cash to the
 * operator. A payment runs under the shop row's lock in one transaction: the
 * payment row with the operator's commission, the shop paid (its trial over,
 * renewal six months on) and the audit entry; the caller drops the shop from
 * every replica's cache after the commit.
 */
import { eq, max } from "drizzle-orm";
import type * as v from "valibot";
import type { PaymentLinkResponse, RecordPaymentRequest } from "../../contract/kiosk";
import { upiPayLink } from "../../domain/checkout";
import {
  amountProblem,
  type FeeKind,
  type FeeMethod,
  feeDue,
  feeNote,
  feeReference,
  indianDate,
  lifecycleAfterPayment,
  nothingDue,
  ONE_TIME_FEE_RUPEES,
} from "../../domain/kioskFees";
import type { KioskSettings } from "../config/kiosk";
import type { Db } from "../db/connection";
import {
  type KioskMerchantRow,
  type KioskOperatorRow,
  kioskPayments,
  type ShopRow,
  shops,
} from "../db/schema";
import { ApiFailure } from "../http/failure";
import { enqueueMessages } from "../messages/outbox";
import { merchantNotices, receiptParams } from "../messages/sellerMessages";
import { statusOf } from "../shops/lifecycle";
import { audit } from "../staff/audit";
import { shopScope } from "../staff/roles";
import { merchantOf } from "./kiosk";

/** What is due now and its reference; 409 when nothing is. */
async function dueNow(db: Db, merchant: KioskMerchantRow, shop: ShopRow, now: Date) {
  const kind = feeDue(shop, now);
  if (!kind) throw new ApiFailure(409, nothingDue(shop, now) ?? "Nothing is due now");
  const renewalNo = kind === "fee" ? 0 : await nextRenewalNo(db, merchant.id);
  return { kind, renewalNo, reference: feeReference(merchant.id, kind, renewalNo) };
}

async function nextRenewalNo(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(kioskPayments.renewalNo) })
    .from(kioskPayments)
    .where(eq(kioskPayments.merchantId, merchantId));
  return (row?.last ?? 0) + 1;
}

export const NO_PLATFORM_UPI =
  "The platform's UPI id is not set (PLATFORM_UPI_ID): take the fee in cash for now";

/** The upi://pay link of what the merchant owes now: 409 when nothing is, 503 when the platform has no UPI id. */
export async function paymentLink(
  db: Db,
  kioskId: string,
  shopId: string,
  settings: KioskSettings,
  now: Date,
): Promise<PaymentLinkResponse> {
  if (!settings.payeeVpa) throw new ApiFailure(503, NO_PLATFORM_UPI);
  const { merchant, shop } = await merchantOf(db, kioskId, shopId);
  const { kind, reference } = await dueNow(db, merchant, shop, now);
  const link = upiPayLink({
    payee: settings.payeeVpa,
    name: settings.payeeName,
    amount: ONE_TIME_FEE_RUPEES,
    reference,
    note: feeNote(kind, shop.shopId),
  });
  return {
    kind,
    link,
    payee: settings.payeeVpa,
    payeeName: settings.payeeName,
    amount: ONE_TIME_FEE_RUPEES,
    reference,
  };
}

/** What the audit keeps of a shop's payment state. */
const paidState = (shop: ShopRow, now: Date) => ({
  status: statusOf(shop, now),
  paidAt: shop.paidAt?.toISOString() ?? null,
  renewalDueAt: shop.renewalDueAt?.toISOString() ?? null,
});

export const UTR_TAKEN = "That UTR is already recorded for a payment: check the number";

/**
 * Records the fee (or the renewal due) as paid: 404 for another kiosk's
 * shop, 409 when nothing is due or the UTR was recorded before, 400 when the
 * amount is not the whole fee. Answers the kind of payment recorded.
 */
export async function recordPayment(
  db: Db,
  actor: string,
  operator: KioskOperatorRow,
  shopId: string,
  payment: v.InferOutput<typeof RecordPaymentRequest>,
  now: Date,
): Promise<FeeKind> {
  const wrongAmount = amountProblem(payment.amount);
  if (wrongAmount) throw new ApiFailure(400, wrongAmount, "amount");
  const utr = payment.method === "upi" ? payment.utr : "";
  return db.transaction((tx) =>
    payFee(tx as Db, actor, operator, shopId, { method: payment.method, amount: payment.amount, utr }, now),
  );
}

/**
 * What the merchant owes now (the fee or the renewal, its reference), read
 * for a payment about to be asked for: 404 for another kiosk's shop, 409 when
 * nothing is due.
 */
export async function feeDueNow(db: Db, kioskId: string, shopId: string, now: Date) {
  const { merchant, shop } = await merchantOf(db, kioskId, shopId);
  return { ...(await dueNow(db, merchant, shop, now)), amount: ONE_TIME_FEE_RUPEES, shop };
}

/**
 * Records a payment of what is due in `tx` (the shop row locked): the payment
 * row with the operator's commission, the shop paid, the audit entry, the
 * merchant's receipt. 409 when nothing is due or the UTR (or the gateway's
 * payment id) was recorded before.
 */
export async function payFee(
  tx: Db,
  actor: string,
  operator: KioskOperatorRow,
  shopId: string,
  payment: { method: FeeMethod; amount: number; utr: string },
  now: Date,
): Promise<FeeKind> {
  const { merchant, shop } = await merchantOf(tx, operator.kioskId, shopId, true);
  const { kind, renewalNo, reference } = await dueNow(tx, merchant, shop, now);
  const { utr } = payment;
  if (utr) {
    const [used] = await tx
      .select({ id: kioskPayments.id })
      .from(kioskPayments)
      .where(eq(kioskPayments.utr, utr))
      .limit(1);
    if (used) throw new ApiFailure(409, UTR_TAKEN, "utr");
  }
  const [row] = await tx
    .insert(kioskPayments)
    .values({
      merchantId: merchant.id,
      kioskId: operator.kioskId,
      kind,
      renewalNo,
      amount: payment.amount,
      method: payment.method,
      utr,
      reference,
      commission: operator.commissionRupees,
      paidAt: now,
      recordedBy: actor,
    })
    .returning();
  const [after] = await tx
    .update(shops)
    .set({ ...lifecycleAfterPayment(shop, kind, now), updatedAt: now })
    .where(eq(shops.shopId, shop.shopId))
    .returning();
  if (!row || !after) throw new Error("the payment was not written");
  await audit(tx, {
    actor,
    action: kind === "fee" ? "kiosk.fee.paid" : "kiosk.renewal.paid",
    scope: shopScope(shop.shopId),
    target: shop.shopId,
    before: paidState(shop, now),
    after: {
      ...paidState(after, now),
      kiosk: operator.kioskId,
      method: row.method,
      amount: row.amount,
      reference: row.reference,
      utr: row.utr,
      commission: row.commission,
    },
  });
  // The merchant's receipt, at once (they are at the kiosk), in the payment's transaction (issue 36).
  await enqueueMessages(
    tx,
    merchantNotices(
      after,
      kind === "fee" ? "kiosk.fee_paid" : "kiosk.renewal_paid",
      row.reference,
      "kiosk_fee_receipt",
      receiptParams(after, {
        amount: row.amount,
        method: row.method,
        reference: row.reference,
        date: indianDate(now),
      }),
      now,
      false,
    ),
  );
  return kind;
}

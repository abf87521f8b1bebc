/**
 * The kiosk operator's calls (/api/kiosk, src/contract/kiosk.ts), one typed
 * function each, over the staff client (the signed-in person's Firebase ID
 * token as Bearer; a 401 ends the staff app's session).
 */

import {
  type EnrolMerchantRequest,
  FeeCheckoutResponse,
  KioskMeResponse,
  KioskMerchantResponse,
  KioskMerchantsResponse,
  PaymentLinkResponse,
  type RecordPaymentRequest,
} from "../contract/kiosk";
import type { MerchantFilter } from "../domain/kioskMerchants";
import { staffHttp } from "./staffHttp";

/** Writes are never repeated by the client. */
const once = { retry: 0 } as const;

const merchantPath = (shopId: string) => `api/kiosk/merchants/${encodeURIComponent(shopId)}`;

/** GET /api/kiosk/me: the signed-in operator's profile and commission. */
export const kioskMe = () => staffHttp.get("api/kiosk/me").json(KioskMeResponse);

/** GET /api/kiosk/merchants: the operator's merchants, filtered and searched, 50 a page. */
export function kioskMerchants({
  q = "",
  filter = "Filter",
  page = 1,
}: {
  q?: string;
  filter?: MerchantFilter;
  page?: number;
}) {
  const searchParams: Record<string, string> = {};
  if (q.trim()) searchParams.q = q.trim();
  if (filter !== "Filter") searchParams.filter = filter;
  if (page > 1) searchParams.page = String(page);
  return staffHttp.get("api/kiosk/merchants", { searchParams }).json(KioskMerchantsResponse);
}

/** POST /api/kiosk/merchants: enrols a merchant; their shop opens in its free trial. */
export const enrolMerchant = (merchant: EnrolMerchantRequest) =>
  staffHttp.post("api/kiosk/merchants", { json: merchant, ...once }).json(KioskMerchantResponse);

/** GET …/payment-link: the UPI link of what the merchant owes now. */
export const feePaymentLink = (shopId: string) =>
  staffHttp.get(`${merchantPath(shopId)}/payment-link`).json(PaymentLinkResponse);

/** POST …/payment: the fee (or renewal) paid in cash or by UPI with its UTR. */
export const recordFeePayment = (shopId: string, payment: RecordPaymentRequest) =>
  staffHttp.post(`${merchantPath(shopId)}/payment`, { json: payment, ...once }).json(KioskMerchantResponse);

/** POST …/payment-checkout: the online payment of what the merchant owes now (the page for their phone). */
export const openFeeCheckout = (shopId: string) =>
  staffHttp.post(`${merchantPath(shopId)}/payment-checkout`, { ...once }).json(FeeCheckoutResponse);

/** GET …/payment-checkout/{id}: how that online payment stands. */
export const feeCheckout = (shopId: string, checkoutId: string) =>
  staffHttp
    .get(`${merchantPath(shopId)}/payment-checkout/${encodeURIComponent(checkoutId)}`)
    .json(FeeCheckoutResponse);

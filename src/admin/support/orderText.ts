/**
 * What the support screens share: how they write a phone, a stage and a
 * payment. (The words for a call that never reached the server are the
 * store's: stores/supportOrders.ts OFFLINE.)
 */
import { showPhone } from "../../domain/signInPhone";

/** A phone as people read it; "" stays "". */
export const phoneText = (phone: string) => (phone ? showPhone(phone) : "");
export const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const stageClass = (stage: string) => `console-stage stage-${stage.replace(/\s/g, "-").toLowerCase()}`;
export const paidText = (o: { paymentMethod: string; paid: boolean }) =>
  `${o.paymentMethod === "UPI" ? "UPI" : "Cash on delivery"} · ${o.paid ? "paid" : "not paid yet"}`;

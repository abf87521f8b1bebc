/**
 * The seller's notification settings call (issue 36, the seller's part):
 * GET and PUT /api/seller/shops/{shopId}/notifications. The rules and the
 * defaults are src/domain/messages/sellerNotices.ts.
 */
import * as v from "valibot";
import {
  LOW_STOCK_MAX,
  LOW_STOCK_MESSAGE,
  SELLER_CHANNELS,
  SELLER_EVENTS,
  type SellerEvent,
  SUMMARY_HOUR_MESSAGE,
  TIME,
  TIME_MESSAGE,
} from "../domain/messages/sellerNotices";

const Choice = v.object({
  channels: v.pipe(
    v.array(v.picklist(SELLER_CHANNELS, "Choose WhatsApp, SMS or email")),
    v.check((list) => new Set(list).size === list.length, "Name each channel once"),
  ),
  urgent: v.boolean("Say whether it is urgent (true or false)"),
});

/** The settings as the seller's call takes and answers them. */
export const NotificationSettings = v.object({
  events: v.object(
    Object.fromEntries(SELLER_EVENTS.map((e) => [e, Choice])) as Record<SellerEvent, typeof Choice>,
  ),
  quietFrom: v.union([v.literal(""), v.pipe(v.string(), v.regex(TIME, TIME_MESSAGE))], TIME_MESSAGE),
  quietTo: v.union([v.literal(""), v.pipe(v.string(), v.regex(TIME, TIME_MESSAGE))], TIME_MESSAGE),
  lowStockAt: v.pipe(
    v.number(LOW_STOCK_MESSAGE),
    v.integer(LOW_STOCK_MESSAGE),
    v.minValue(0, LOW_STOCK_MESSAGE),
    v.maxValue(LOW_STOCK_MAX, LOW_STOCK_MESSAGE),
  ),
  summaryHour: v.pipe(
    v.number(SUMMARY_HOUR_MESSAGE),
    v.integer(SUMMARY_HOUR_MESSAGE),
    v.minValue(0, SUMMARY_HOUR_MESSAGE),
    v.maxValue(23, SUMMARY_HOUR_MESSAGE),
  ),
});

export type NotificationSettings = v.InferOutput<typeof NotificationSettings>;

export const NotificationSettingsResponse = v.object({
  notifications: NotificationSettings,
  updatedAt: v.string(),
});
export type NotificationSettingsResponse = v.InferOutput<typeof NotificationSettingsResponse>;

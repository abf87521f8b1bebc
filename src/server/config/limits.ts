/**
 * How fast one customer, one person, one shop, one client address or one
 * phone may do what costs the platform or a shop something (docs/api.md
 * "Limits"): read from the LIMIT_* settings as count/window, e.g. "20/1h".
 * The counts live in the database (auth/rate-limit.ts), so every replica
 * counts the same requests.
 */
import { processVars, readSettings, type Vars } from "../../settings";

/** At most `max` in `windowSeconds`. */
export type Limit = { max: number; windowSeconds: number };

export type RequestLimits = {
  ordersPerCustomer: Limit;
  ordersPerClient: Limit;
  /** New payments by UPI app (the gateway's UPI intent) one customer may start; the same link answered again is not counted. */
  upiIntentsPerCustomer: Limit;
  /** Cash-on-delivery orders one customer may have waiting for one shop's confirmation. */
  pendingCod: number;
  /** Hours a shop has to confirm a cash-on-delivery order before the sweep cancels it. */
  codConfirmHours: number;
  signInPerClient: Limit;
  otpPerPhone: Limit;
  otpPerClient: Limit;
  profileWrites: Limit;
  /** Uploads from one address by someone not signed in (the blog covers sent with the passcode). */
  uploadsPerClient: Limit;
  /** Uploads of one signed-in person (a seller's photos, a shopper's return photos), wherever they connect from. */
  uploadsPerPerson: Limit;
  /** Photo uploads of one shop, all its people together. */
  uploadsPerShop: Limit;
  /** "Notify me" requests on sold-out products from one client address (issue 36). */
  notifyPerClient: Limit;
};

const UNIT = { s: 1, m: 60, h: 3600 } as const;

/** "20/1h" → 20 in 3,600 s; throws `Bad NAME: value` on anything else. */
export function parseLimit(name: string, value: string): Limit {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,6})\s*([smh])\s*$/.exec(value);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]) * UNIT[(match?.[3] ?? "s") as keyof typeof UNIT];
  if (!match || max < 1 || windowSeconds < 1) {
    throw new Error(`Bad ${name}: ${value} (count/window, e.g. 20/1h, 30/15m)`);
  }
  return { max, windowSeconds };
}

export function loadRequestLimits(env: Vars = processVars()): RequestLimits {
  const s = readSettings(env);
  return {
    ordersPerCustomer: parseLimit("LIMIT_ORDERS_PER_CUSTOMER", s.LIMIT_ORDERS_PER_CUSTOMER),
    ordersPerClient: parseLimit("LIMIT_ORDERS_PER_CLIENT", s.LIMIT_ORDERS_PER_CLIENT),
    upiIntentsPerCustomer: parseLimit("LIMIT_UPI_INTENTS_PER_CUSTOMER", s.LIMIT_UPI_INTENTS_PER_CUSTOMER),
    pendingCod: s.LIMIT_PENDING_COD,
    codConfirmHours: s.COD_CONFIRM_HOURS,
    signInPerClient: parseLimit("LIMIT_SIGN_IN_PER_CLIENT", s.LIMIT_SIGN_IN_PER_CLIENT),
    otpPerPhone: parseLimit("LIMIT_OTP_PER_PHONE", s.LIMIT_OTP_PER_PHONE),
    otpPerClient: parseLimit("LIMIT_OTP_PER_CLIENT", s.LIMIT_OTP_PER_CLIENT),
    profileWrites: parseLimit("LIMIT_PROFILE_WRITES", s.LIMIT_PROFILE_WRITES),
    uploadsPerClient: parseLimit("LIMIT_UPLOADS_PER_CLIENT", s.LIMIT_UPLOADS_PER_CLIENT),
    uploadsPerPerson: parseLimit("LIMIT_UPLOADS_PER_PERSON", s.LIMIT_UPLOADS_PER_PERSON),
    uploadsPerShop: parseLimit("LIMIT_UPLOADS_PER_SHOP", s.LIMIT_UPLOADS_PER_SHOP),
    notifyPerClient: parseLimit("LIMIT_NOTIFY_PER_CLIENT", s.LIMIT_NOTIFY_PER_CLIENT),
  };
}

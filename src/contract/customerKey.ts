/** The customer key (apart from common.ts, which the shop's first load reads: only customer calls need it). */
import * as v from "valibot";
import { E164 } from "../domain/e164";
import { Email } from "./common";

/**
 * A customer key, what the customer calls' `email` field holds: the Google
 * email a customer first signed in with, or the phone number (E.164) of one
 * who first signed in with a phone code (src/domain/customerSignIn.ts).
 */
export const CustomerKey = v.union(
  [Email, v.pipe(v.string(), v.trim(), v.regex(E164))],
  "must be an email address or a phone number like +919876543210",
);

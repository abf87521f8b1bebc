/**
 * The bag kept on the server and "Notify me" (issue 36; src/contract/bag.ts).
 * Loaded only with the bag's sync (src/stores/bagSync.ts) and the "Notify
 * me" form, never in the shop's first load.
 */
import type * as v from "valibot";
import {
  type Bag,
  BagResponse,
  type NotifyRequest,
  NotifyResponse,
  type SaveBagRequest,
  type SavedBagLine,
} from "../contract/bag";
import { authHttp } from "./authHttp";
import { http } from "./http";

/** POST /customer/bag (Bearer token): the bag the server keeps for the customer at the shop. */
export async function readBag(email: string, shopId: string): Promise<Bag> {
  return (await authHttp.post("customer/bag", { json: { email, shopId } }).json(BagResponse)).response;
}

/** POST /customer/bag/merge or /save (Bearer token): the bag as the server keeps it now. */
export async function keepBag(
  mode: "merge" | "save",
  email: string,
  shopId: string,
  lines: SavedBagLine[],
  language: SaveBagRequest["language"],
): Promise<Bag> {
  const json: SaveBagRequest = { email, shopId, lines, language };
  return (await authHttp.post(`customer/bag/${mode}`, { json }).json(BagResponse)).response;
}

/** GET /shop/bag?token=: the bag a reminder's link restores. */
export async function restoreBag(token: string): Promise<Bag> {
  return (await http.get("shop/bag", { searchParams: { token } }).json(BagResponse)).response;
}

/** POST /shop/notify (the shopper's token when signed in): where the "back in stock" message will go. */
export async function notifyMe(request: v.InferInput<typeof NotifyRequest> & Pick<NotifyRequest, "shopId">) {
  return (await authHttp.post("shop/notify", { json: request }).json(NotifyResponse)).response;
}

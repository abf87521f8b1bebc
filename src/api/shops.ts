import * as v from "valibot";
import { ShopRequest, ShopResponse, type StoreData } from "../contract/shop";
import { SubdomainsResponse } from "../contract/subdomains";
import { http } from "./http";

/** GET /subdomains: the subdomains of every known shop. Rejects on a response that breaks the contract. */
export async function getSubdomains(): Promise<string[]> {
  const body = await http.get("subdomains").json(SubdomainsResponse);
  return body.response.map((entry) => entry.subdomain);
}

/** POST /shop: one shop's storeData. Rejects on 404 (unknown shop) or a response that breaks the contract. */
export async function fetchShop(shopId: string): Promise<StoreData> {
  const json: ShopRequest = v.parse(ShopRequest, { shopId });
  const body = await http.post("shop", { json }).json(ShopResponse);
  return body.response;
}

import { ShopResponse, type StoreData } from "../contract/shop";
import { HTTPError } from "./client";
import { http } from "./http";

/**
 * GET /shop/by-host: the storeData of the shop `host` names (its subdomain),
 * in one lookup; null when no shop has that subdomain (404, or 400 for a host
 * no shop can have). Rejects on any other failure or a response that breaks
 * the contract.
 */
export async function fetchShopAt(host: string): Promise<StoreData | null> {
  try {
    return (await http.get("shop/by-host", { searchParams: { host } }).json(ShopResponse)).response;
  } catch (error) {
    const status = error instanceof HTTPError ? error.response.status : 0;
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

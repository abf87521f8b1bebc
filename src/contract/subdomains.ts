/** API contract in valibot, shared by the server and the storefront client: keep it small and tree-shakable. */
import * as v from "valibot";
import { ShopId } from "./common";

/** GET /subdomains: the shop list. */
export const SubdomainEntry = v.object({ subdomain: ShopId });
export const SubdomainsResponse = v.object({ response: v.array(SubdomainEntry) });
export type SubdomainsResponse = v.InferOutput<typeof SubdomainsResponse>;

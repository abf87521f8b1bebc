import { z } from "zod";

/** GET /subdomains: the shop list. */
export const SubdomainEntry = z.object({ subdomain: z.string() });
export const SubdomainsResponse = z.object({ response: z.array(SubdomainEntry) });
export type SubdomainsResponse = z.infer<typeof SubdomainsResponse>;

/**
 * The support screen's place in the location hash, so Back and a reload keep
 * it: a search ("#/find?q=98765%2043210&page=2") or one order found by it
 * ("#/order/OD…?q=…"), which remembers the search to go back to. Anything
 * else is an empty search.
 */

export type SupportRoute =
  | { name: "find"; q: string; page: number }
  | { name: "order"; orderId: string; q: string; page: number };

const pageOf = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 99_999 ? n : 1;
};

/** The route a location hash names. */
export function parseSupportHash(hash: string): SupportRoute {
  const [path = "", query = ""] = hash.replace(/^#\/?/, "").split("?");
  const params = new URLSearchParams(query);
  const q = (params.get("q") ?? "").slice(0, 100);
  const page = pageOf(params.get("page"));
  const match = /^order\/([A-Za-z0-9_-]{1,100})$/.exec(path);
  return match?.[1] ? { name: "order", orderId: match[1], q, page } : { name: "find", q, page };
}

/** The hash of a route (for <a href>). */
export function supportHref(route: SupportRoute): string {
  const params = new URLSearchParams();
  if (route.q) params.set("q", route.q);
  if (route.page > 1) params.set("page", String(route.page));
  const query = params.size ? `?${params}` : "";
  return route.name === "order" ? `#/order/${route.orderId}${query}` : `#/find${query}`;
}

/**
 * The storefront's count of a shopper's visit (POST /counter/shops/{shopId};
 * issue 37's numbers): a module of its own, so the platform pages' counter
 * island and the shop's shell share no chunk for it.
 *
 * POST /counter/shops/{shopId}: the shopper's visit to a shop, counted for
 * the seller's numbers once a browser session (the tab's sessionStorage
 * remembers it). A beacon: nothing waits for it or reads its answer, and it
 * outlives a page left at once; with no storage (a private window may
 * refuse it) or no beacon, the visit goes uncounted, never the page broken.
 */
export function countShopVisit(
  apiUrl: string,
  shopId: string,
  session?: Pick<Storage, "getItem" | "setItem">,
  beacon?: (url: string) => boolean,
): void {
  try {
    const kept = session ?? sessionStorage;
    const key = `visited:${shopId}`;
    // A shop id is one DNS label (src/domain/host.ts) and the API's URL has no trailing slash (envReader.ts).
    const url = `${apiUrl}/counter/shops/${shopId}`;
    if (!kept.getItem(key) && (beacon ? beacon(url) : navigator.sendBeacon(url))) kept.setItem(key, "1");
  } catch {
    // Uncounted.
  }
}

/**
 * Where a seller lands after signing in to /Admin: the shops the server says
 * they work in decide it (none: not a seller here; one: straight in;
 * several: they choose, and a choice still theirs is kept).
 */

/** What the console shows a signed-in person. */
export type ShopChoice = { kind: "none" } | { kind: "shop"; shopId: string } | { kind: "pick" };

/** The landing for a person with these shops, having chosen `saved` before (null: not yet). */
export function shopChoice(shops: readonly { shopId: string }[], saved: string | null): ShopChoice {
  const [only] = shops;
  if (!only) return { kind: "none" };
  if (saved && shops.some((s) => s.shopId === saved)) return { kind: "shop", shopId: saved };
  return shops.length === 1 ? { kind: "shop", shopId: only.shopId } : { kind: "pick" };
}

/**
 * What a storefront shell carries, read from its HTML (bench:scale's check
 * that a shop's page holds its own shop only): the data block the web
 * server embeds (src/web/shopBoot.ts), the shop ids named in the page, and
 * the words that look like a shop id, for the database to say which are.
 */
import { BOOT_ELEMENT_ID, type ShopBoot } from "../../src/contract/boot";

/** The shell's data block, parsed; null when it has none or it is not JSON. */
export function bootOf(html: string): ShopBoot | null {
  const open = `<script type="application/json" id="${BOOT_ELEMENT_ID}">`;
  const from = html.indexOf(open);
  if (from < 0) return null;
  const to = html.indexOf("</script>", from);
  try {
    return JSON.parse(html.slice(from + open.length, to)) as ShopBoot;
  } catch {
    return null;
  }
}

/** Every distinct value of a "shopId" key in the page (the data block's shop, its products'). */
export function shopIdsNamed(html: string): string[] {
  return [...new Set([...html.matchAll(/"shopId":"([^"]*)"/g)].map((m) => m[1] as string))];
}

/** Words shaped like bench:scale's shop ids ("sharma-kirana-4821"): the candidates to look up. */
export function idLikeWords(html: string): string[] {
  return [...new Set(html.match(/(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)*-\d+(?![\w-])/g) ?? [])];
}

/**
 * The API calls the shell leaves to the storefront's start-up: the lookup by
 * host when the block has no shop data (no block: the web server could not
 * ask in time). A block without a shop says no shop has the host: none.
 */
export function startupCalls(boot: ShopBoot | null): number {
  if (!boot) return 1;
  return boot.shopId && !boot.storeData ? 1 : 0;
}

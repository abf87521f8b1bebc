/** The name a shop goes by on its pages, titles and messages: its shop name, or its id when it has none. */
export function shopDisplayName(shopName: string | undefined, shopId: string): string {
  return shopName || shopId;
}

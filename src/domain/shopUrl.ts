/** Links from the platform site to a shop's storefront on its subdomain (SPEC §1). */

/** The storefront address of a shop: the site's origin with the shop id as first label (`www.` dropped). */
export function shopUrl(siteUrl: string, shopId: string): string {
  const url = new URL(siteUrl);
  const host = url.hostname.replace(/^www\./i, "");
  return `${url.protocol}//${shopId.toLowerCase()}.${host}${url.port ? `:${url.port}` : ""}/`;
}

/** Whether a text can be a shop id: a lower-case host label (letters, digits, inner hyphens, 1–63 characters). */
export function isShopId(text: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(text);
}

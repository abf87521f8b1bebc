/**
 * A shop's URLs on the platform (SPEC §1, §4), built on host.ts's rules: its
 * storefront, and the /customerLogin the platform's sign-in sends the browser
 * to. Apart from host.ts so the storefront's first load, which reads hosts,
 * does not carry what only the platform's pages and sign-in build.
 */
import { type Platform, toShopId } from "./host";

/** A shop's storefront: {shop}.{platform domain} with the site's protocol and port, e.g. https://demo.platform.in/. */
export function shopUrl(platform: Platform, shopId: string): string {
  const id = toShopId(shopId);
  if (id === null) throw new Error(`Not a shop id: ${shopId}`);
  const port = platform.port ? `:${platform.port}` : "";
  return `${platform.protocol}//${id}.${platform.domain}${port}/`;
}

/** A shop's address as people read and share it, e.g. demo.platform.in (no protocol, no slash). */
export function shopHost(platform: Platform, shopId: string): string {
  return shopUrl(platform, shopId)
    .replace(/^[a-z]+:\/\//, "")
    .replace(/\/$/, "");
}

/** The shop's /customerLogin, where the platform sends a shopper it has signed in (SPEC §4). */
export function handoffTarget(platform: Platform, shopId: string): string {
  return `${shopUrl(platform, shopId)}customerLogin`;
}

/**
 * The platform's domain and its shops (SPEC §1), in one place: which host
 * is the platform and which a shop, and what a shop id may be (a shop's URL
 * and the login's target, built on these, are in shopUrl.ts). Pure: no I/O, no globals. The web server's
 * routing, the storefront, the API's CORS and its lookup by host, the
 * platform's links to shops and the login handoff all call these.
 *
 * The platform domain is PUBLIC_PLATFORM_DOMAIN when set, else the site's
 * host without `www.` (platform.in, platform.localhost, a three-label
 * shops.example.co.in alike). Hosts under it are the platform (the domain
 * itself, `www.`) or a shop (the first label before it). A host outside it
 * follows the spec's two-label rule: the subdomain is the first label, the
 * last two labels (only the last one on `localhost`) ignored, `www` counting
 * as none. IP addresses have no subdomain.
 */

/** What the host alone says: the platform, or a shop named by its subdomain. */
export type HostKind = { kind: "platform" } | { kind: "shop"; subdomain: string };

/** Where the platform lives: its site's protocol and port, and the domain whose subdomains are shops. */
export interface Platform {
  /** "https:" or "http:". */
  protocol: string;
  /** The site's port, "" for the protocol's default. */
  port: string;
  /** The platform domain, lower case, e.g. platform.in. */
  domain: string;
}

/** A shop id: one DNS label, lower case (letters, digits, inner hyphens, 1–63 characters). */
export const SHOP_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const SHOP_ID_MESSAGE = "must be one host label: a-z, 0-9 and inner hyphens";

/** Whether a text is a shop id as stored: a lower-case host label. */
export function isShopId(text: string): boolean {
  return SHOP_ID_PATTERN.test(text);
}

/** A text as a shop id (trimmed, lower case), or null when it cannot be one. */
export function toShopId(text: string): string | null {
  const id = text.trim().toLowerCase();
  return isShopId(id) ? id : null;
}

/** Lower-cases a Host header value and strips its port and IPv6 brackets. */
export function normalizeHostname(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) {
    const end = h.indexOf("]");
    return end === -1 ? h.slice(1) : h.slice(1, end);
  }
  const colon = h.indexOf(":");
  // More than one colon and no brackets: a bare IPv6 address, no port.
  if (colon !== -1 && h.indexOf(":", colon + 1) === -1) h = h.slice(0, colon);
  return h.endsWith(".") ? h.slice(0, -1) : h;
}

function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(":");
}

/** The platform of a site URL (PUBLIC_SITE_URL) and an optional configured domain (PUBLIC_PLATFORM_DOMAIN). */
export function platformOf(siteUrl: string, configuredDomain?: string): Platform {
  const site = new URL(siteUrl);
  const configured = normalizeHostname(configuredDomain ?? "");
  const siteHost = normalizeHostname(site.host);
  const domain = configured || (isIpAddress(siteHost) ? siteHost : siteHost.replace(/^www\./, ""));
  return { protocol: site.protocol, port: site.port, domain };
}

/** Whether a host is the platform domain or one of its subdomains. */
export function inPlatformDomain(host: string, domain: string): boolean {
  const hostname = normalizeHostname(host);
  return hostname === domain || hostname.endsWith(`.${domain}`);
}

/** The shop subdomain a host names, or null for the platform itself (see the file comment). */
export function subdomainOf(host: string, platformDomain?: string): string | null {
  const hostname = normalizeHostname(host);
  if (hostname === "" || isIpAddress(hostname)) return null;
  const domain = platformDomain ? normalizeHostname(platformDomain) : "";
  let prefix: string[];
  if (domain !== "" && inPlatformDomain(hostname, domain)) {
    prefix = hostname === domain ? [] : hostname.slice(0, -(domain.length + 1)).split(".");
  } else {
    const labels = hostname.split(".");
    const ignored = labels[labels.length - 1] === "localhost" ? 1 : 2;
    prefix = labels.slice(0, Math.max(0, labels.length - ignored));
  }
  const first = prefix[0];
  if (first === undefined || first === "" || first === "www") return null;
  return first;
}

/** Platform or shop, from the host alone (used to route requests). */
export function hostKind(host: string, platformDomain?: string): HostKind {
  const subdomain = subdomainOf(host, platformDomain);
  return subdomain === null ? { kind: "platform" } : { kind: "shop", subdomain };
}

/** One host label, as a shop id is one (matched in any case). */
const HOST_LABEL = SHOP_ID_PATTERN.source.slice(1, -1);
const HOST_NAME = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*\\.?(?::\\d{1,5})?$`, "i");
const BRACKETED_IPV6 = /^\[[0-9a-f:.]{2,45}\](?::\d{1,5})?$/i;
export const HOST_MESSAGE = "must be a host name, e.g. demo.platform.in (a port may follow)";

/**
 * Whether a text is a well-formed Host header value: a name of DNS labels
 * (any case, at most 253 characters) or an IP address, and an optional port.
 * Every label of such a name is a possible shop id, so the subdomain it names
 * (subdomainOf) is one too.
 */
export function isHostHeader(host: string): boolean {
  if (BRACKETED_IPV6.test(host)) return true;
  return HOST_NAME.test(host) && normalizeHostname(host).length <= 253;
}

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

/**
 * Subdomains no new shop may take, by line: the platform's hosts and
 * services; mail and DNS; sign-in, accounts and money; the platform's areas
 * and people; API path names a shop id would shadow
 * (`/api/blog/titlesandimages`). Shorter than 3 characters is refused
 * anyway. The shops that exist keep their ids: this is checked when a shop
 * is made. (One text, not a Set: the storefront's bundle drops it unused.)
 */
export const RESERVED_SUBDOMAINS = `
  www api app admin administrator masteradmin supportadmin platform static assets cdn img images
  media files uploads download downloads status health docs help support blog blogs news dev
  staging test beta preview sandbox localhost root system internal origin proxy gateway
  mail email webmail smtp imap pop pop3 ns1 ns2 dns ftp autoconfig autodiscover
  login signin signup logout auth oauth sso account accounts secure billing pay payment payments
  upi checkout invoice invoices
  emitra kiosk franchise rider riders seller sellers partner partners partnerprogram marketplace
  hyperlocal ebazaar shop shops store stores dashboard console staff master customer customers
  customerlogin contactus policy privacy terms about careers jobs mobile
  titlesandimages slug subdomains counter openapi
`;

/** Whether a (lower-case) subdomain is one no new shop may take. */
export function isReservedSubdomain(id: string): boolean {
  return id !== "" && RESERVED_SUBDOMAINS.split(/\s+/).includes(id);
}

export const SUBDOMAIN_REQUIRED = "Enter a subdomain for the shop";
export const SUBDOMAIN_FORMAT =
  "Use 3 to 63 letters a-z, digits and hyphens, starting and ending with a letter or digit";
export const SUBDOMAIN_RESERVED = "That subdomain is reserved for the platform: choose another";
/** What the API answers when a shop already has the subdomain (the check and the create call). */
export const SUBDOMAIN_TAKEN = "That subdomain is taken";

/**
 * Why `text` cannot be a new shop's subdomain, or null when it can (its
 * uniqueness is the database's to say). Stricter than a stored shop id: at
 * least 3 characters, no "xx--" start (IDNA's, as in xn--), not reserved.
 * Typed text is trimmed and lower-cased first (toShopId).
 */
export function newSubdomainProblem(text: string): string | null {
  const typed = text.trim();
  if (typed === "") return SUBDOMAIN_REQUIRED;
  const id = toShopId(typed);
  if (id === null || id.length < 3 || id.slice(2, 4) === "--") return SUBDOMAIN_FORMAT;
  if (isReservedSubdomain(id)) return SUBDOMAIN_RESERVED;
  return null;
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

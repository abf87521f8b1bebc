/**
 * Host name → mode (SPEC §1). Pure: no I/O, no globals.
 *
 * The subdomain is the first host label, ignoring the last two labels (only
 * the last one on `localhost`). `www` counts as no subdomain. IP addresses
 * have no subdomain. An optional platform domain (PUBLIC_PLATFORM_DOMAIN)
 * replaces the two-label rule: the subdomain is then the first label of
 * whatever stands before that domain.
 */

/** What the host alone says: the platform, or a shop named by its subdomain. */
export type HostKind = { kind: "platform" } | { kind: "shop"; subdomain: string };

/** What the visitor sees once the shop list is known. */
export type Mode =
  | { kind: "platform" }
  | { kind: "shop"; shopId: string }
  | { kind: "store-not-found"; subdomain: string };

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

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
  return IPV4.test(hostname) || hostname.includes(":");
}

/** The shop subdomain a host names, or null for the platform itself. */
export function subdomainOf(host: string, platformDomain?: string): string | null {
  const hostname = normalizeHostname(host);
  if (hostname === "" || isIpAddress(hostname)) return null;
  const labels = hostname.split(".");
  let prefix: string[];
  const domain = platformDomain ? normalizeHostname(platformDomain) : "";
  if (domain !== "") {
    if (hostname === domain) return null;
    if (!hostname.endsWith(`.${domain}`)) {
      // A host outside the configured domain: fall back to the spec's rule.
      return subdomainOf(hostname);
    }
    prefix = hostname.slice(0, -(domain.length + 1)).split(".");
  } else {
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

/** The mode a visitor gets, given the known shops' subdomains. */
export function resolveMode(host: string, knownShops: readonly string[], platformDomain?: string): Mode {
  const subdomain = subdomainOf(host, platformDomain);
  if (subdomain === null) return { kind: "platform" };
  const shopId = knownShops.find((s) => s.toLowerCase() === subdomain);
  return shopId === undefined ? { kind: "store-not-found", subdomain } : { kind: "shop", shopId };
}

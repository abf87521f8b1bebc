/**
 * What a NEW shop's subdomain may be (the master admin's, a kiosk
 * operator's and a franchise owner's shop creation): stricter than a stored
 * shop id (host.ts). Apart from host.ts, which the storefront's first load
 * carries: these rules and their list are the staff side's alone.
 */
import { toShopId } from "./host";

/**
 * Subdomains no new shop may take, by line: the platform's hosts and
 * services; mail and DNS; sign-in, accounts and money; the platform's areas
 * and people; API path names a shop id would shadow
 * (`/api/blog/titlesandimages`). Shorter than 3 characters is refused
 * anyway. The shops that exist keep their ids: this is checked when a shop
 * is made.
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

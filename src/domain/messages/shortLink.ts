/**
 * Short links for SMS (issue 36): India's DLT rules hold each variable of a
 * registered SMS template to 30 characters, and a message's link (the shop's
 * order page, the console) is longer. By SMS it goes as
 * `{PUBLIC_SITE_URL}/m/{code}` on the platform's own domain (the one
 * whitelisted with the template), which redirects to the link. The code is
 * made from the link (server/messages/shortLinks.ts), so the same link is one
 * code and a message sent again carries the same one.
 */
import { inPlatformDomain } from "../host";
import { DLT_VAR_MAX } from "./templates";

/** The code's characters and length: 62⁶, about 57 billion; locally `http://localhost:4321/m/` + 6 is 30. */
export const SHORT_CODE_LENGTH = 6;
const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** The path under the platform's site. */
export const SHORT_LINK_PATH = "/m/";

/** Whether `code` could be a short link's code (else the redirect answers 404 without asking the API). */
export const looksLikeShortCode = (code: string): boolean =>
  code.length === SHORT_CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c));

/** The first `SHORT_CODE_LENGTH` base-62 digits of a digest's bytes. */
export function codeOf(digest: Uint8Array): string {
  let out = "";
  for (let i = 0; out.length < SHORT_CODE_LENGTH; i++) out += ALPHABET[(digest[i] ?? 0) % ALPHABET.length];
  return out;
}

/** Whether an SMS variable holding `value` needs a short link instead (a URL longer than DLT allows). */
export const needsShortLink = (value: string | undefined): value is string =>
  typeof value === "string" && /^https?:\/\//.test(value) && [...value].length > DLT_VAR_MAX;

/** The short link of `code` on the site at `siteUrl`. */
export const shortLinkUrl = (siteUrl: string, code: string): string =>
  `${siteUrl.replace(/\/+$/, "")}${SHORT_LINK_PATH}${code}`;

/**
 * Whether a short link may send a browser to `target`: an http(s) page of
 * the platform (`platform` is its domain, e.g. platform.in) or of one of its
 * shops. Only the worker makes short links, from the platform's own links;
 * this keeps a row written by anything else from becoming an open redirect.
 */
export function safeTarget(target: string, platform: string): boolean {
  try {
    const url = new URL(target);
    return (url.protocol === "https:" || url.protocol === "http:") && inPlatformDomain(url.host, platform);
  } catch {
    return false;
  }
}

/**
 * The short-link page's reads (server side only): where /m/{code} goes, asked
 * of API_INTERNAL_URL (else PUBLIC_API_URL) on a client made once, and the
 * platform's domain the redirect must stay within.
 */

import type { HttpClient } from "../api/client";
import { API_URL } from "../api/http";
import { linkReader, shortLinkTarget } from "../api/links";
import { internalApiUrl, readPublicEnv } from "../envReader";
import { processVars } from "../settings";

const vars = () => ({ PUBLIC_API_URL: API_URL, ...processVars() });
let client: HttpClient | undefined;
let domain: string | undefined;

/** The link a code names, null when there is none; rejects when the API does not answer. */
export function shortLinkOnDemand(code: string): Promise<string | null> {
  client ??= linkReader(internalApiUrl(vars()));
  return shortLinkTarget(code, client);
}

/** The platform's domain (PUBLIC_PLATFORM_DOMAIN, else the site's host). */
export const platformDomain = (): string => {
  domain ??= readPublicEnv(vars()).platform.domain;
  return domain;
};

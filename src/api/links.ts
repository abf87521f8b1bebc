/** SMS short links (issue 36): where /m/{code} goes, asked of the API by the platform's web server. */
import * as v from "valibot";
import { createClient, HTTPError, type HttpClient } from "./client";

const LinkResponse = v.object({ url: v.string() });

/** The API as the web server reaches it, for the short-link page. */
export const linkReader = (apiUrl: string, timeout = 5_000): HttpClient =>
  createClient({ prefix: apiUrl.replace(/\/+$/, ""), timeout, retry: { limit: 1, methods: ["get"] } });

/** GET /api/links/{code}: the link, or null when there is none (404); other failures reject. */
export async function shortLinkTarget(code: string, client: HttpClient): Promise<string | null> {
  try {
    return (await client.get(`api/links/${encodeURIComponent(code)}`).json(LinkResponse)).url;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

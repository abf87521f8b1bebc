import { hostKind } from "../domain/host";

/** Where the storefront shell lives in the build (an on-demand page, src/pages/storefront.astro). */
export const SHELL_PATH = "/storefront/";

/**
 * The request header that tells the shell the shop path it was asked for
 * (the request reaches it rewritten to SHELL_PATH). Set by the web server,
 * which drops any copy a client sent.
 */
export const SHOP_PATH_HEADER = "x-shop-path";

/**
 * The blog rebuild's twin routes (src/pages/site-render/, src/web/blogRender.ts):
 * the web server's worker reaches them on a private socket; to every request
 * from outside they are a 404, on every host.
 */
export const RENDER_PREFIX = "/site-render";

export type WebRoute =
  /** Serve the storefront shell HTML. */
  | { kind: "shell" }
  /** Serve the request as it is (static file or Astro route). */
  | { kind: "pass" }
  /** The shell's own URL on the platform host: not a platform page. */
  | { kind: "not-found" };

export interface WebRequest {
  host: string;
  pathname: string;
  method: string;
  /** True when the path names a built asset (script, style, image…), not a page. */
  isAsset: boolean;
}

/**
 * How the web server answers a request, by host (DESIGN.md "Modes by host"):
 * a shop host gets the storefront shell for every page path (deep links and
 * reloads work), while its assets are served as they are; the platform host
 * gets its static pages, and the shell's own path is a 404 there. The blog
 * rebuild's twins are a 404 everywhere.
 */
export function routeRequest(req: WebRequest, platformDomain?: string): WebRoute {
  const plain = req.pathname.toLowerCase().replace(/\/{2,}/g, "/");
  if (plain === RENDER_PREFIX || plain.startsWith(`${RENDER_PREFIX}/`)) return { kind: "not-found" };
  const isPageRead = (req.method === "GET" || req.method === "HEAD") && !req.isAsset;
  const kind = hostKind(req.host, platformDomain).kind;
  if (kind === "shop") return isPageRead ? { kind: "shell" } : { kind: "pass" };
  const shellPath = SHELL_PATH.replace(/\/$/, "");
  if (req.pathname === shellPath || req.pathname.startsWith(SHELL_PATH)) return { kind: "not-found" };
  return { kind: "pass" };
}

/**
 * Points a request where its route says (both servers, production and dev):
 * a shop page to the shell, with its path in SHOP_PATH_HEADER for the first
 * paint; the shell's own URL on the platform host to the 404 page. A copy of
 * the header the client sent is always dropped: only the server says it.
 */
export function applyRoute(
  req: { url?: string | undefined; headers: Record<string, string | string[] | undefined> },
  route: WebRoute,
  pathname: string,
): void {
  delete req.headers[SHOP_PATH_HEADER];
  if (route.kind === "shell") {
    req.headers[SHOP_PATH_HEADER] = pathname;
    // The query goes with it: the home's search, category, order and page (issue 26).
    const query = req.url?.indexOf("?") ?? -1;
    req.url = query >= 0 ? `${SHELL_PATH}${req.url?.slice(query)}` : SHELL_PATH;
  } else if (route.kind === "not-found") {
    req.url = "/404";
  }
}

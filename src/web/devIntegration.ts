import type { AstroIntegration } from "astro";
import type { Connect, ViteDevServer } from "vite";
import { applyRoute, routeRequest } from "./routing";

/** The dev server's request routing by host; see hostRouting. */
function routeByHost(platformDomain?: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    // A shop on demo.localhost shows images from the platform origin (platform.localhost):
    // Astro's dev server refuses cross-site subresource requests to guard its module sources,
    // which an <img> is not. Let images through, as the production server does.
    if (req.headers["sec-fetch-dest"] === "image") delete req.headers["sec-fetch-site"];
    const url = new URL(req.url ?? "/", "http://x");
    const accept = req.headers.accept ?? "";
    const route = routeRequest(
      {
        host: req.headers.host ?? "",
        pathname: url.pathname,
        method: req.method ?? "GET",
        isAsset: !accept.includes("text/html"),
      },
      platformDomain,
    );
    applyRoute(req, route, url.pathname);
    next();
  };
}

/**
 * `astro dev` counterpart of src/web/serve.ts: routes requests by host in the
 * dev server, so shop hosts get the storefront shell on every page path.
 * In dev there is no file list to ask, so a request is a page when the
 * browser asks for a document (Accept: text/html).
 */
export function hostRouting(platformDomain?: string): AstroIntegration {
  let server: ViteDevServer | undefined;
  return {
    name: "platform-host-routing",
    hooks: {
      "astro:server:setup": ({ server: dev }) => {
        server = dev;
      },
      // Once every middleware is in place, go first: ahead of Astro's dev-only
      // cross-site check (see routeByHost) and of its page routing.
      "astro:server:start": () => {
        server?.middlewares.stack.unshift({ route: "", handle: routeByHost(platformDomain) });
      },
    },
  };
}

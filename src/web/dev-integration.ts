import type { AstroIntegration } from "astro";
import { routeRequest, SHELL_PATH } from "./routing";

/**
 * `astro dev` counterpart of src/web/serve.ts: routes requests by host in the
 * dev server, so shop hosts get the storefront shell on every page path.
 * In dev there is no file list to ask, so a request is a page when the
 * browser asks for a document (Accept: text/html).
 */
export function hostRouting(platformDomain?: string): AstroIntegration {
  return {
    name: "platform-host-routing",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((req, _res, next) => {
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
          if (route.kind === "shell") req.url = SHELL_PATH;
          else if (route.kind === "not-found") req.url = "/404";
          next();
        });
      },
    },
  };
}

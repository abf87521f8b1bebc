/**
 * The production web server: the Astro Node build (static files + on-demand
 * routes) behind host routing (src/web/routing.ts). Run after `astro build`:
 *   tsx src/web/serve.ts     (WEB_PORT, WEB_HOST, PUBLIC_SITE_URL, PUBLIC_PLATFORM_DOMAIN, API_INTERNAL_URL)
 */
import { readdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import { type PublicEnv, readPublicEnv } from "../envReader";
import { processVars, readSettings, setProcessVars } from "../settings";
import { applyRoute, routeRequest } from "./routing";
import { secureResponse } from "./secureResponse";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from "./security";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Brotli or gzip, as the browser accepts, for every compressible answer
 * (pages, scripts, styles, SVG images): a phone on a slow network gets a
 * quarter of the bytes. A CDN or nginx in front may do it instead (issue 14).
 */
const compress = compression() as unknown as (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Every built file that is not a page, as URL paths (`/_astro/x.js`, `/favicon.svg`). */
export function listAssets(clientDir: string): Set<string> {
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true });
  const assets = new Set<string>();
  for (const f of files) {
    if (!f.isFile() || f.name.endsWith(".html")) continue;
    const rel = path.relative(clientDir, path.join(f.parentPath, f.name));
    assets.add(`/${rel.split(path.sep).join("/")}`);
  }
  return assets;
}

/**
 * Wraps Astro's standalone handler with routing by host: a shop host's page
 * gets the storefront shell (src/pages/storefront.astro, drawn on demand with
 * the shop's first data); everything else goes to Astro as it is.
 */
export function hostRoutedHandler(
  astro: Handler,
  assets: Set<string>,
  platformDomain: string | undefined,
  env: PublicEnv = readPublicEnv(processVars()),
): Handler {
  const common = securityHeaders(env);
  const policyFor = (html: string) => contentSecurityPolicy(env, inlineScriptHashes(html));
  return (req, res) =>
    compress(req, res, () => {
      secureResponse(res, common, policyFor);
      serve(req, res);
    });
  function serve(req: IncomingMessage, res: ServerResponse) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad request.");
      return;
    }
    const route = routeRequest(
      { host: req.headers.host ?? "", pathname, method: req.method ?? "GET", isAsset: assets.has(pathname) },
      platformDomain,
    );
    applyRoute(req, route, pathname);
    astro(req, res);
  }
}

/** Starts the web server; resolves once it listens. */
export async function startWebServer(options: { port: number; host: string; platformDomain?: string }) {
  setProcessVars({ ASTRO_NODE_AUTOSTART: "disabled", ASTRO_NODE_LOGGING: "disabled" });
  const entry = pathToFileURL(path.join(root, "dist/server/entry.mjs")).href;
  const { handler } = (await import(entry)) as { handler: Handler };
  const assets = listAssets(path.join(root, "dist/client"));
  const server = http.createServer(hostRoutedHandler(handler, assets, options.platformDomain));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { WEB_PORT: port, WEB_HOST: host } = readSettings();
  const { platform } = readPublicEnv(processVars());
  const server = await startWebServer({ port, host, platformDomain: platform.domain });
  console.log(`Web listening on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

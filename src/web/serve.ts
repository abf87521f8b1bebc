/**
 * The production web server: the Astro Node build (static files + on-demand
 * routes) behind host routing (src/web/routing.ts). Run after `astro build`:
 *   tsx src/web/serve.ts     (WEB_PORT, WEB_HOST, PUBLIC_SITE_URL, PUBLIC_PLATFORM_DOMAIN, API_INTERNAL_URL)
 */
import { readdirSync, readFileSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { internalApiUrl, readPublicEnv } from "../envReader";
import { routeRequest, SHELL_PATH } from "./routing";
import { createShopBoot, embedBoot } from "./shopBoot";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

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

type Boot = ReturnType<typeof createShopBoot>;

/**
 * Wraps Astro's standalone handler with routing by host: a shop host's page
 * gets the storefront shell (`shell.html`) with the shop's first data in it
 * (src/web/shopBoot.ts); everything else goes to Astro.
 */
export function hostRoutedHandler(
  astro: Handler,
  assets: Set<string>,
  platformDomain: string | undefined,
  shell: { html: string; boot: Boot },
): Handler {
  return (req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    } catch {
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad request.");
      return;
    }
    const host = req.headers.host ?? "";
    const route = routeRequest(
      { host, pathname, method: req.method ?? "GET", isAsset: assets.has(pathname) },
      platformDomain,
    );
    if (route.kind === "shell") {
      void shell.boot.bootFor(host).then((boot) => {
        const html = embedBoot(shell.html, boot, pathname);
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-length": Buffer.byteLength(html),
          // The same for every path of a shop, and it carries the shop's current data: never kept for long.
          "cache-control": "no-cache",
          vary: "Host",
        });
        res.end(req.method === "HEAD" ? undefined : html);
      });
      return;
    }
    if (route.kind === "not-found") req.url = "/404";
    astro(req, res);
  };
}

/** Starts the web server; resolves once it listens. */
export async function startWebServer(options: {
  port: number;
  host: string;
  platformDomain?: string;
  /** The API as this server reaches it (the shop boot data, src/web/shopBoot.ts). */
  apiUrl: string;
}) {
  process.env.ASTRO_NODE_AUTOSTART = "disabled";
  process.env.ASTRO_NODE_LOGGING = "disabled";
  const entry = pathToFileURL(path.join(root, "dist/server/entry.mjs")).href;
  const { handler } = (await import(entry)) as { handler: Handler };
  const assets = listAssets(path.join(root, "dist/client"));
  const html = readFileSync(path.join(root, "dist/client", SHELL_PATH, "index.html"), "utf8");
  const boot = createShopBoot({ apiUrl: options.apiUrl, platformDomain: options.platformDomain });
  const server = http.createServer(
    hostRoutedHandler(handler, assets, options.platformDomain, { html, boot }),
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const port = Number(process.env.WEB_PORT ?? 4321);
  const host = process.env.WEB_HOST ?? "127.0.0.1";
  const { platform } = readPublicEnv(process.env);
  const api = internalApiUrl(process.env);
  const server = await startWebServer({ port, host, platformDomain: platform.domain, apiUrl: api });
  console.log(`Web listening on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

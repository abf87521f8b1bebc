/**
 * The production web server: the Astro Node build (static files + on-demand
 * routes) behind host routing (src/web/routing.ts), and the blog rebuild
 * (src/web/blogRebuild.ts) that keeps the built blog pages up to date. Run
 * after `astro build`:
 *   tsx src/web/serve.ts     (WEB_PORT, WEB_HOST, PUBLIC_SITE_URL, PUBLIC_PLATFORM_DOMAIN, API_INTERNAL_URL,
 *                             BUILD_OUT_DIR, BLOG_REBUILD, BLOG_REBUILD_INTERVAL_MS)
 */
import { readdirSync } from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import { hostKind } from "../domain/host";
import { internalApiUrl, type PublicEnv, readPublicEnv } from "../envReader";
import { processVars, readSettings, setProcessVars } from "../settings";
import { blogFileFor, serveBlogFile } from "./blogFiles";
import { createBlogRebuild } from "./blogRebuild";
import { createWebMetrics, type WebMetrics } from "./metrics";
import { applyRoute, routeRequest } from "./routing";
import { secureResponse } from "./secureResponse";
import { contentSecurityPolicy, formTargets, inlineScriptHashes, securityHeaders } from "./security";

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

/** Where an editor asks how far the blog pages are rebuilt (platform host): `{ applied }`, the newest blog change on disk. */
export const BLOG_STATUS_PATH = "/_site/blog-status";

/**
 * Wraps Astro's standalone handler with routing by host: a shop host's page
 * gets the storefront shell (src/pages/storefront.astro, drawn on demand with
 * the shop's first data); everything else goes to Astro as it is. With a
 * blog rebuild, the platform host answers BLOG_STATUS_PATH from it, and the
 * blog files it replaces are read from one open descriptor (blogFiles.ts).
 */
export function hostRoutedHandler(
  astro: Handler,
  assets: Set<string>,
  platformDomain: string | undefined,
  env: PublicEnv = readPublicEnv(processVars()),
  blogs?: { applied: () => number; clientDir: string },
  metrics?: WebMetrics,
): Handler {
  const common = securityHeaders(env);
  const forms = formTargets(processVars());
  const policyFor = (html: string) => contentSecurityPolicy(env, inlineScriptHashes(html), forms);
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
      metrics?.track(res, "bad-request");
      res.writeHead(400, { "content-type": "text/plain" }).end("Bad request.");
      return;
    }
    // The scraper's, with its token (metrics.ts); every other answer is counted by its kind.
    if (metrics?.serve(req, res, pathname)) return;
    if (
      blogs &&
      pathname === BLOG_STATUS_PATH &&
      hostKind(req.headers.host ?? "", platformDomain).kind === "platform"
    ) {
      metrics?.track(res, "blog-status");
      const body = JSON.stringify({ applied: blogs.applied() });
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const route = routeRequest(
      { host: req.headers.host ?? "", pathname, method: req.method ?? "GET", isAsset: assets.has(pathname) },
      platformDomain,
    );
    applyRoute(req, route, pathname);
    const read = req.method === "GET" || req.method === "HEAD";
    const file = blogs && read && route.kind === "pass" ? blogFileFor(blogs.clientDir, pathname) : null;
    metrics?.track(res, file ? "blog-file" : route.kind);
    if (!file) return astro(req, res);
    serveBlogFile(req, res, file).then(
      (served) => served || astro(req, res),
      () => res.destroy(),
    );
  }
}

/** Listens on `port` at `host`; resolves once it does. */
function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
}

/**
 * The blog rebuild's private way to the twin routes: Astro's handler without
 * the host routing (which refuses them), on a loopback port of its own that
 * only this process is told.
 */
async function startRenderer(
  astro: Handler,
): Promise<{ render: (p: string, body: unknown) => Promise<string>; server: http.Server }> {
  const server = http.createServer(astro);
  await listen(server, 0, "127.0.0.1");
  const { port } = server.address() as { port: number };
  const render = async (pathname: string, body: unknown) => {
    const res = await fetch(`http://127.0.0.1:${port}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`Drawing ${pathname} answered ${res.status}`);
    return text;
  };
  return { render, server };
}

export interface WebServerOptions {
  port: number;
  host: string;
  platformDomain?: string | undefined;
  /** The build to serve (BUILD_OUT_DIR); default dist/. */
  distDir?: string;
  /** Follow the API's blog changes and rewrite the blog pages (BLOG_REBUILD), reading `apiUrl`. */
  blogRebuild?: { apiUrl: string; intervalMs: number } | undefined;
  /** GET /metrics's token (METRICS_TOKEN; metrics.ts); without one there is no such page. */
  metricsToken?: string | undefined;
  /** The process's own figures in the metrics (the command below); off where tests start many servers. */
  processMetrics?: boolean;
}

/** Starts the web server (and its blog rebuild); resolves once it listens. Closing it stops both. */
export async function startWebServer(options: WebServerOptions) {
  setProcessVars({ ASTRO_NODE_AUTOSTART: "disabled", ASTRO_NODE_LOGGING: "disabled" });
  const dist = path.resolve(root, options.distDir ?? "dist");
  const entry = pathToFileURL(path.join(dist, "server/entry.mjs")).href;
  const { handler } = (await import(entry)) as { handler: Handler };
  const clientDir = path.join(dist, "client");
  const assets = listAssets(clientDir);
  let blogs: ReturnType<typeof createBlogRebuild> | undefined;
  let renderer: http.Server | undefined;
  if (options.blogRebuild) {
    const started = await startRenderer(handler);
    renderer = started.server;
    blogs = createBlogRebuild({ ...options.blogRebuild, clientDir, render: started.render });
  }
  const env = readPublicEnv(processVars());
  const status = blogs && { applied: blogs.applied, clientDir };
  const metrics = createWebMetrics(options.metricsToken, { processMetrics: options.processMetrics ?? false });
  const server = http.createServer(
    hostRoutedHandler(handler, assets, options.platformDomain, env, status, metrics),
  );
  await listen(server, options.port, options.host);
  blogs?.start();
  server.once("close", () => void blogs?.stop().then(() => renderer?.close()));
  return Object.assign(server, { blogs });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const settings = readSettings();
  const { platform } = readPublicEnv(processVars());
  const server = await startWebServer({
    port: settings.WEB_PORT,
    host: settings.WEB_HOST,
    platformDomain: platform.domain,
    distDir: settings.BUILD_OUT_DIR,
    metricsToken: settings.METRICS_TOKEN,
    processMetrics: true,
    blogRebuild:
      settings.BLOG_REBUILD === "on"
        ? { apiUrl: internalApiUrl(processVars()), intervalMs: settings.BLOG_REBUILD_INTERVAL_MS }
        : undefined,
  });
  const port = settings.WEB_PORT;
  console.log(`Web listening on http://localhost:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

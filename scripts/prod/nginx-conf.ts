/**
 * The nginx in front of the production topology (npm run start:prod), as a
 * pure function of its ports and folders so a test can read it:
 *
 * - the platform host serves dist/client directly (a page is its
 *   index.html), and hands what has no file (on-demand pages, the 404) to the
 *   web server;
 * - every other host is a shop: its built assets are files, every page path
 *   goes to the web server, which draws the storefront shell;
 * - hashed assets (/_astro/) are cached for a year, immutable; other files
 *   revalidate (the platform's pages and feeds say so: `no-cache`, since the
 *   web server's blog rebuild replaces the blog pages between builds);
 *   brotli or gzip from the precompressed files beside them, else on the fly.
 *   A replaced file is seen within 5 s (open_file_cache_valid);
 * - the API port spreads calls over the replicas (least connections), takes a
 *   replica out for a few seconds when it fails (nginx's passive health
 *   check: open-source nginx has no active one), and passes a call that could
 *   not reach one to the other. A POST goes on only when it never reached a
 *   replica (a refused connection); one lost inside a replica is the client's
 *   to retry, and an order's retry carries its idempotency key;
 * - the hot reads (a shop by host or by id, its catalogue, the shop list:
 *   the same answer for everyone) and each shop page's shell are kept for
 *   2 s (a micro-cache: one request a shop every 2 s reaches a replica
 *   however many shoppers arrive; one refresh at a time, the others get the
 *   copy meanwhile, never a stale one when the API is down). The key holds
 *   the host, the body and the Origin (CORS answers differ by origin); a
 *   shell is kept once per encoding the browser takes (br, gzip, none), so it
 *   is compressed once, not on every request. A host no shop has yet is never
 *   kept (the lookup's 404, the store-not-found shell's `X-Accel-Expires: 0`):
 *   a shop created now is live at once, and the replicas remember misses
 *   themselves until the shop is announced (src/server/shops/cache.ts);
 * - every request gets an id (X-Request-Id, nginx's $request_id) that the
 *   API logs and answers with, and the client's address in X-Forwarded-For;
 * - a body past nginx's own limit gets the API's 413 answer (JSON), read
 *   whole first (nginx's lingering close), so the client reads it.
 */
import { TOO_LARGE } from "../../src/server/http/too-large";

export interface NginxSite {
  /** nginx's own folder: pid, logs, temp files. */
  runDir: string;
  /** dist/client. */
  clientDir: string;
  /** The public ports nginx listens on (127.0.0.1). */
  webPort: number;
  apiPort: number;
  /** Where the web server and the API replicas listen (127.0.0.1). */
  webUpstreamPort: number;
  apiUpstreamPorts: number[];
  /** The platform's own host names (platform.localhost, localhost); every other host is a shop. */
  platformHosts: string[];
  /** Brotli modules (.so) to load; none: gzip only. */
  brotliModules: string[];
  /** Debian's mime.types. */
  mimeTypes: string;
  /** Access log on (JSON lines) or off (the load benchmark). */
  accessLog: boolean;
  workerProcesses?: number | "auto";
  /** The security headers of the files nginx serves itself (src/web/security.ts builtPageHeaders); proxied answers keep the web server's. */
  fileHeaders?: Record<string, string>;
}

/** How long nginx keeps a hot read or a shop's shell. */
export const MICRO_CACHE_SECONDS = 2;

const COMPRESSIBLE =
  "text/css application/javascript text/javascript application/json image/svg+xml application/xml text/xml application/rss+xml text/plain application/manifest+json";

export function nginxConf(s: NginxSite): string {
  const proxyHeaders = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;`;
  // nginx's own id on every answer, a cached one's too (a location with add_header of its own repeats it).
  const requestIdHeader = `
      proxy_hide_header X-Request-Id;
      add_header X-Request-Id $request_id always;`;
  const microCache = (key: string, statuses = "200 404") => `
      proxy_cache hot;
      proxy_cache_key "${key}";
      proxy_cache_valid ${statuses} ${MICRO_CACHE_SECONDS}s;
      proxy_cache_lock on;
      proxy_cache_use_stale updating;
      add_header X-Cache $upstream_cache_status always;${requestIdHeader}`;
  const apiProxy = `
      proxy_pass http://api;${proxyHeaders}
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;`;
  // The shell: the same for every visitor of a shop path; "no-cache" is for browsers, not for 2 s here.
  // One copy per encoding (br, gzip, none), compressed once by the web server, not by nginx per request.
  const shellProxy = `
      proxy_pass http://web;${proxyHeaders}
      proxy_set_header Accept-Encoding $web_encoding;
      proxy_ignore_headers Cache-Control Expires Vary;${microCache("$host$request_uri|$web_encoding")}`;
  // A location with an add_header of its own drops the server's: each location that serves files repeats them.
  const fileHeaders = Object.entries(s.fileHeaders ?? {})
    .map(
      ([name, value]) => `
      add_header ${name} "${value.replace(/"/g, '\\"')}" always;`,
    )
    .join("");
  const staticFiles = `
    root ${s.clientDir};
    etag on;
    location /_astro/ {
      add_header Cache-Control "public, max-age=31536000, immutable";${fileHeaders}
      try_files $uri =404;
    }`;
  const brotli = s.brotliModules.length
    ? `
  brotli on;
  brotli_static on;
  brotli_comp_level 5;
  brotli_min_length 1024;
  brotli_types ${COMPRESSIBLE};`
    : "";
  return `# Written by scripts/prod/nginx-conf.ts for npm run start:prod; edits are overwritten.
${s.brotliModules.map((m) => `load_module ${m};`).join("\n")}
worker_processes ${s.workerProcesses ?? "auto"};
pid ${s.runDir}/nginx.pid;
error_log ${s.runDir}/error.log warn;
events { worker_connections 4096; }

http {
  include ${s.mimeTypes};
  default_type application/octet-stream;
  client_body_temp_path ${s.runDir}/tmp/body;
  proxy_temp_path ${s.runDir}/tmp/proxy;
  fastcgi_temp_path ${s.runDir}/tmp/fastcgi;
  uwsgi_temp_path ${s.runDir}/tmp/uwsgi;
  scgi_temp_path ${s.runDir}/tmp/scgi;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 10000;
  open_file_cache max=2000 inactive=60s;
  # The blog rebuild renames new pages over old ones: a cached descriptor is checked again after 5 s.
  open_file_cache_valid 5s;

  log_format json escape=json '{"time":"$time_iso8601","requestId":"$request_id","ip":"$remote_addr",'
    '"host":"$host","method":"$request_method","uri":"$request_uri","status":$status,'
    '"bytes":$body_bytes_sent,"ms":$request_time,"upstream":"$upstream_addr","upstreamMs":"$upstream_response_time"}';
  access_log ${s.accessLog ? `${s.runDir}/access.log json buffer=64k flush=1s` : "off"};

  gzip on;
  gzip_static on;
  gzip_vary on;
  gzip_proxied any;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_types ${COMPRESSIBLE};${brotli}

  # Pages and feeds (the blog ones change between builds) are revalidated by browsers and CDNs each time (ETag).
  map $sent_http_content_type $page_cache_control {
    ~^text/html "no-cache";
    ~xml "no-cache";
    default "";
  }

  map $http_accept_encoding $web_encoding {
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
    default "";
  }
  proxy_cache_path ${s.runDir}/cache levels=1:2 keys_zone=hot:10m max_size=64m inactive=60s use_temp_path=off;

  # A replica that fails is left out for 5 s, by every worker (the zone shares what they saw).
  # When all are left out, nginx would answer 502 for up to 5 s after the API is back: the same
  # replicas as backups, never left out, are tried then instead, so recovery is at the next request.
  upstream api {
    zone api 64k;
    least_conn;
${s.apiUpstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join("\n")}
${s.apiUpstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0 backup;`).join("\n")}
    keepalive 64;
  }
  upstream web {
    server 127.0.0.1:${s.webUpstreamPort};
    keepalive 32;
  }

  # The API: every replica behind one port.
  server {
    listen 127.0.0.1:${s.apiPort};
    server_name _;
    client_max_body_size 3m;${requestIdHeader}
    # Past nginx's own limit the answer is the API's 413 body, not nginx's HTML page (nginx reads the
    # rest of the body before it closes, its lingering close, so the client reads this answer).
    error_page 413 = @too_large;
    location @too_large {
      default_type application/json;
      return 413 '${JSON.stringify(TOO_LARGE)}';
    }
    location / {${apiProxy}
    }
    # Each replica's metrics are Prometheus's, read on the replica's own port: never from the public.
    location = /metrics {
      default_type application/json;
      return 404 '{"error":"Not found"}';
    }
    # The hot reads: GET /subdomains, POST /shop and /shop/products (reads with a body).
    location ~ ^/(subdomains|shop|shop/products)$ {${apiProxy}
      proxy_cache_methods GET HEAD POST;${microCache("$request_method|$request_uri|$http_origin|$request_body")}
    }
    # The storefront's start-up lookup: a shop found is kept, a host no shop has yet never is.
    location = /shop/by-host {${apiProxy}${microCache("$request_method|$request_uri|$http_origin", "200")}
    }
  }

  # The platform's own host: its pages are files.
  server {
    listen 127.0.0.1:${s.webPort};
    server_name ${s.platformHosts.join(" ")};${staticFiles}
    location / {${fileHeaders}
      add_header Cache-Control $page_cache_control;
      try_files $uri $uri/index.html @web;
    }
    location @web {
      proxy_pass http://web;${proxyHeaders}
    }
    # The web server's metrics are Prometheus's, read on its own port: never from the public.
    location = /metrics {
      return 404;
    }
  }

  # Every other host is a shop: its assets are files, its pages the storefront shell.
  server {
    listen 127.0.0.1:${s.webPort} default_server;
    server_name _;${staticFiles}
    location / {${fileHeaders}
      try_files $uri @web;
    }
    location ~ \\.html$ {${shellProxy}
    }
    location @web {${shellProxy}
    }
    # The web server's metrics are Prometheus's, read on its own port: never from the public.
    location = /metrics {
      return 404;
    }
  }
}
`;
}

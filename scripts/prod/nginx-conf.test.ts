import { describe, expect, it } from "vitest";
import { TOO_LARGE } from "../../src/server/http/too-large";
import { type NginxSite, nginxConf } from "./nginx-conf";

const site: NginxSite = {
  runDir: "/run/x",
  clientDir: "/srv/dist/client",
  webPort: 4321,
  apiPort: 8787,
  webUpstreamPort: 4331,
  apiUpstreamPorts: [8801, 8802],
  platformHosts: ["platform.localhost", "localhost"],
  brotliModules: ["/m/brotli_filter.so", "/m/brotli_static.so"],
  mimeTypes: "/etc/nginx/mime.types",
  accessLog: true,
};
const conf = nginxConf(site);
const block = (start: string) => {
  const from = conf.indexOf(start);
  return conf.slice(from, conf.indexOf("\n  }\n", from));
};

describe("nginxConf", () => {
  it("puts the security headers on every location that serves files itself, and none on the proxied ones", () => {
    const headers = {
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-x'",
    };
    const withHeaders = nginxConf({ ...site, fileHeaders: headers });
    const lines = [
      'add_header X-Content-Type-Options "nosniff" always;',
      `add_header Content-Security-Policy "default-src 'self'; script-src 'self' 'sha256-x'" always;`,
    ];
    // /_astro/ and / of each server: the platform's and the shops'.
    for (const line of lines) expect(withHeaders.split(line).length - 1).toBe(4);
    const shops = withHeaders.slice(withHeaders.indexOf("default_server"));
    expect(shops.slice(shops.indexOf("location @web")).split("}")[0]).not.toContain("add_header X-Content");
  });

  it("never passes /metrics from the public: the API's port and both web servers answer it 404 themselves", () => {
    const servers = conf.split("\n  server {").slice(1);
    expect(servers).toHaveLength(3);
    for (const server of servers)
      expect(server).toMatch(/location = \/metrics \{\s+(default_type [^;]+;\s+)?return 404/);
  });

  it("answers a body past its own limit with the API's 413 JSON, not its HTML page", () => {
    const api = block("listen 127.0.0.1:8787;");
    expect(api).toContain("client_max_body_size 3m;");
    expect(api).toContain("error_page 413 = @too_large;");
    expect(conf).toContain(`return 413 '${JSON.stringify(TOO_LARGE)}';`);
  });

  it("spreads the API over every replica, with a passive health check and a retry elsewhere", () => {
    const upstream = block("upstream api {");
    expect(upstream).toContain("server 127.0.0.1:8801 max_fails=1 fail_timeout=5s;");
    expect(upstream).toContain("server 127.0.0.1:8802 max_fails=1 fail_timeout=5s;");
    // Every worker sees the same failures; with all left out, the same replicas as backups are
    // still tried, so the API is reached again as soon as it is back.
    expect(upstream).toContain("zone api 64k;");
    expect(upstream).toContain("server 127.0.0.1:8801 max_fails=0 backup;");
    expect(upstream).toContain("server 127.0.0.1:8802 max_fails=0 backup;");
    const api = block("listen 127.0.0.1:8787;");
    expect(api).toContain("proxy_pass http://api;");
    expect(api).toContain("proxy_next_upstream error timeout http_502 http_503;");
    // A POST goes on only when it never reached a replica (nginx's default without non_idempotent).
    expect(api).not.toContain("non_idempotent");
  });

  it("passes the request id and the client's address on every proxied path, and answers with that id", () => {
    const proxies = conf.match(/proxy_pass http:\/\/(api|web);/g) ?? [];
    expect(proxies).toHaveLength(6);
    expect(conf.match(/proxy_set_header X-Request-Id \$request_id;/g)).toHaveLength(proxies.length);
    expect(conf.match(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/g)).toHaveLength(
      proxies.length,
    );
    // One id per answer: the upstream's copy hidden, nginx's added (a cached answer carries the old one).
    expect(conf.match(/add_header X-Request-Id \$request_id always;/g)).toHaveLength(
      conf.match(/proxy_hide_header X-Request-Id;/g)?.length ?? -1,
    );
    expect(conf).toContain('"requestId":"$request_id"');
  });

  it("keeps the start's hot reads and the shops' shells for 2 s, keyed by what makes them differ", () => {
    const hot = block("location ~ ^/(subdomains|shop|shop/products)$ {");
    expect(hot).toContain("proxy_cache_methods GET HEAD POST;");
    expect(hot).toContain('proxy_cache_key "$request_method|$request_uri|$http_origin|$request_body";');
    expect(hot).toContain("proxy_cache_valid 200 404 2s;");
    // Never a stale copy when the API is down: only while one request refreshes it.
    expect(hot).toContain("proxy_cache_use_stale updating;");
    // The lookup by host: a found shop kept, a 404 (a shop that may be created any moment) never.
    const byHost = block("location = /shop/by-host {");
    expect(byHost).toContain("proxy_pass http://api;");
    expect(byHost).toContain('proxy_cache_key "$request_method|$request_uri|$http_origin";');
    expect(byHost).toContain("proxy_cache_valid 200 2s;");
    expect(byHost).not.toContain("404");
    const shell = conf.slice(conf.indexOf("location @web {", conf.indexOf("default_server")));
    // The store-not-found shell says X-Accel-Expires: 0 (src/pages/storefront.astro), which nginx obeys.
    expect(shell).toContain("proxy_ignore_headers Cache-Control Expires Vary;");
    expect(shell).toContain('proxy_cache_key "$host$request_uri|$web_encoding";');
    expect(shell).toContain("proxy_set_header Accept-Encoding $web_encoding;");
    expect(conf).toMatch(
      /map \$http_accept_encoding \$web_encoding \{\s+~\*\\bbr\\b br;\s+~\*\\bgzip\\b gzip;\s+default "";/,
    );
  });

  it("serves the platform host's pages as files and sends every other host to the web server", () => {
    const platform = block("server_name platform.localhost localhost;");
    expect(platform).toContain("root /srv/dist/client;");
    expect(platform).toContain("try_files $uri $uri/index.html @web;");
    const shops = conf.slice(conf.indexOf("listen 127.0.0.1:4321 default_server;"));
    expect(shops).toContain("try_files $uri @web;");
    expect(shops).toMatch(/location ~ \\\.html\$ \{\s+proxy_pass http:\/\/web;/);
  });

  it("caches hashed assets for a year and compresses with brotli and gzip, precompressed first", () => {
    expect(conf.match(/Cache-Control "public, max-age=31536000, immutable"/g)).toHaveLength(2);
    expect(conf).toContain("load_module /m/brotli_static.so;");
    for (const line of ["brotli_static on;", "gzip_static on;", "brotli on;", "gzip on;"])
      expect(conf).toContain(line);
    const gzipOnly = nginxConf({ ...site, brotliModules: [] });
    expect(gzipOnly).not.toContain("brotli");
    expect(gzipOnly).toContain("gzip_static on;");
  });

  it("logs as JSON lines, or not at all for the load benchmark", () => {
    expect(conf).toContain("access_log /run/x/access.log json");
    expect(nginxConf({ ...site, accessLog: false })).toContain("access_log off;");
  });
  it("has the platform's pages and feeds revalidated, and sees a replaced file within seconds (the blog rebuild)", () => {
    expect(conf).toContain("open_file_cache_valid 5s;");
    expect(conf).toContain("map $sent_http_content_type $page_cache_control {");
    const platform = block("server_name platform.localhost localhost;");
    expect(platform).toContain("add_header Cache-Control $page_cache_control;");
  });
});

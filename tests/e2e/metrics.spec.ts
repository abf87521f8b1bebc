/**
 * Each API process's and the web server's Prometheus metrics (issue 38, src/server/http/metrics.ts,
 * src/web/metrics.ts): read with the scraper's token on the process's own port, never through the
 * public ports (nginx answers 404).
 */
import { expect, test } from "@playwright/test";
import { prodPorts } from "../../scripts/prod/stack";
import { readSettings } from "../../src/settings";
import { cfg, env, STACK } from "./support/servers";
import { TOPOLOGY } from "./support/topology";

const TOKEN = readSettings(env, "start").METRICS_TOKEN;

test(
  "each API process's metrics: its requests, the database, the process, with the token on its own port; never through the public API",
  TOPOLOGY,
  async ({ request }) => {
    expect(TOKEN).toBeTruthy();
    const authorization = `Bearer ${TOKEN}`;
    const ports = STACK === "prod" ? prodPorts(env).replicas : [cfg.apiPort];
    for (const port of ports) {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await request.get(url)).status(), `:${port} without the token`).toBe(401);
      const res = await request.get(url, { headers: { authorization } });
      expect(res.status(), `:${port}`).toBe(200);
      const text = await res.text();
      // Its readiness, asked when it started, is a counted request; the process's own figures are there.
      expect(text).toMatch(/^http_requests_total\{method="GET",route="\/ready",status="200"\} [1-9]/m);
      expect(text).toMatch(/^database_up 1$/m);
      expect(text).toMatch(/^process_cpu_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    }
    if (STACK === "prod") {
      const pub = await request.get(`${cfg.apiUrl}/metrics`, { headers: { authorization } });
      expect(pub.status()).toBe(404);
    }
  },
);

test(
  "the web server's metrics: its answers by kind, the process, with the token on its own port; never through the public site",
  TOPOLOGY,
  async ({ request }) => {
    const authorization = `Bearer ${TOKEN}`;
    const port = STACK === "prod" ? prodPorts(env).webUpstream : cfg.webPort;
    // A shop's page: the shell the web server draws (through nginx in the production topology).
    // (By the Host header: Node's resolver, unlike a browser's, knows no *.localhost names.)
    const publicPort = `http://127.0.0.1:${cfg.webPort}`;
    const shopHost = `demo.${cfg.platformDomain}:${cfg.webPort}`;
    expect((await request.get(`${publicPort}/`, { headers: { host: shopHost } })).status()).toBe(200);
    const url = `http://127.0.0.1:${port}/metrics`;
    const refused = await request.get(url);
    expect(refused.status()).toBe(401);
    expect(await refused.text()).toContain("Authorization: Bearer <METRICS_TOKEN>");
    const res = await request.get(url, { headers: { authorization } });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^web_requests_total\{kind="shell",status="200"\} [1-9]/m);
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    for (const host of [shopHost, new URL(cfg.siteUrl).host]) {
      const pub = await request.get(`${publicPort}/metrics`, { headers: { authorization, host } });
      // Through nginx: never. Locally the public port is the web server's own, which answers the scraper.
      expect(pub.status(), host).toBe(STACK === "prod" ? 404 : 200);
    }
  },
);

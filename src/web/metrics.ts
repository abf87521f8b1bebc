/**
 * The web server's Prometheus metrics (issue 38), as the API's are
 * (src/server/http/metrics.ts): GET /metrics with the scraper's Bearer
 * METRICS_TOKEN, on any host (nginx answers /metrics 404 to the public);
 * where METRICS_TOKEN is unset there is no such page (the 404 page).
 *
 * - `web_requests_total{kind,status}` and
 *   `web_request_duration_seconds{kind}`: each answer by what the host
 *   routing made of it (src/web/routing.ts: a shop's shell, a redirect, a
 *   page or file passed to Astro, a blog page read from its file), never by
 *   the path typed.
 * - the process's own (prom-client's defaults), from serve.ts.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface WebMetrics {
  /** Counts `res`'s answer under `kind` once it is sent. */
  track(res: ServerResponse, kind: string): void;
  /** Answers GET /metrics (true), or leaves the request to the pages (false: not /metrics, or off). */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

// src/server/http/sameSecret.ts's comparison: the web server may not import the API's code (architecture.md, floors).
const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function createWebMetrics(token: string | undefined, { processMetrics = false } = {}): WebMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "web_requests_total",
    help: "Answers of the web server, by what the host routing made of the request and the status.",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "web_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by kind.",
    labelNames: ["kind"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    track(res, kind) {
      const t0 = performance.now();
      res.once("finish", () => {
        requests.inc({ kind, status: String(res.statusCode) });
        durations.observe({ kind }, (performance.now() - t0) / 1000);
      });
    },
    serve(req, res, pathname) {
      if (!token || pathname !== "/metrics") return false;
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!given || !sameSecret(given, token)) {
        res.writeHead(401, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
        res.end("The metrics need the scraper's token: Authorization: Bearer <METRICS_TOKEN>\n");
        return true;
      }
      registry.metrics().then(
        (text) => {
          res.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
          res.end(req.method === "HEAD" ? undefined : text);
        },
        () => res.destroy(),
      );
      return true;
    },
  };
}

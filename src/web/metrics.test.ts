import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { createWebMetrics } from "./metrics";

/** A response as the metrics see it: its status, what was written, and its finish. */
function response(status = 200) {
  const res = Object.assign(new EventEmitter(), {
    statusCode: status,
    head: undefined as { status: number; headers: Record<string, string> } | undefined,
    body: "",
    destroyed: false,
    writeHead(code: number, headers: Record<string, string>) {
      res.statusCode = code;
      res.head = { status: code, headers };
      return res;
    },
    end(text?: string) {
      res.body = text ?? "";
      res.emit("finish");
      return res;
    },
    destroy() {
      res.destroyed = true;
    },
  });
  return res;
}
const request = (authorization?: string, method = "GET") =>
  ({ method, headers: authorization ? { authorization } : {} }) as IncomingMessage;
const asRes = (r: ReturnType<typeof response>) => r as unknown as ServerResponse;

/** The metrics text once the registry has answered (it answers on a later turn). */
async function scrape(metrics: ReturnType<typeof createWebMetrics>, authorization?: string) {
  const res = response();
  expect(metrics.serve(request(authorization), asRes(res), "/metrics")).toBe(true);
  await new Promise((resolve) => res.once("finish", resolve));
  return res;
}

describe("the web server's metrics", () => {
  it("counts each answer by its kind and status once it is sent, not before", async () => {
    const metrics = createWebMetrics("tok");
    const shell = response(200);
    metrics.track(asRes(shell), "shell");
    const early = (await scrape(metrics, "Bearer tok")).body;
    expect(early).not.toContain('web_requests_total{kind="shell"');
    shell.emit("finish");
    const missing = response(404);
    metrics.track(asRes(missing), "not-found");
    missing.emit("finish");
    const text = (await scrape(metrics, "Bearer tok")).body;
    expect(text).toContain('web_requests_total{kind="shell",status="200"} 1');
    expect(text).toContain('web_requests_total{kind="not-found",status="404"} 1');
    expect(text).toContain('web_request_duration_seconds_count{kind="shell"} 1');
    expect(text).not.toContain("process_cpu_seconds_total");
  });

  it("answers /metrics to the token alone, and leaves every other path to the pages", async () => {
    const metrics = createWebMetrics("tok");
    for (const authorization of [undefined, "Bearer nope", "Basic tok", "tok"]) {
      const res = response();
      expect(metrics.serve(request(authorization), asRes(res), "/metrics")).toBe(true);
      expect(res.head?.status).toBe(401);
      expect(res.body).toContain("Authorization: Bearer <METRICS_TOKEN>");
    }
    const ok = await scrape(metrics, "Bearer tok");
    expect(ok.head).toEqual({
      status: 200,
      headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" },
    });
    expect(metrics.serve(request("Bearer tok"), asRes(response()), "/metricsx")).toBe(false);
    expect(metrics.serve(request("Bearer tok"), asRes(response()), "/")).toBe(false);
  });

  it("is no page at all where METRICS_TOKEN is unset: /metrics goes to the pages (their 404)", () => {
    const metrics = createWebMetrics(undefined);
    expect(metrics.serve(request("Bearer tok"), asRes(response()), "/metrics")).toBe(false);
  });

  it("adds the process's own figures when asked (the server's command does)", async () => {
    const text = (await scrape(createWebMetrics("tok", { processMetrics: true }), "Bearer tok")).body;
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
  });
});

/**
 * A fixed number of HTTP requests at a fixed concurrency, each timed from
 * its start to the last byte of its answer (node:http, kept-alive
 * connections): bench:scale's load, where each request may go to another
 * shop, host or search and the p99 of a few thousand is what counts. The
 * Host header is sent as given, so one nginx port answers for every shop.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

export interface LoadRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The status a right answer has (default 200). */
  expect?: number;
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request on `agent`: its status, its body and how long it took (ms); rejects when no answer came. */
export function send(req: LoadRequest, agent?: http.Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = req.body ?? "";
    const headers = {
      ...req.headers,
      ...(req.body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}),
    };
    const r = http.request(
      req.url,
      { method: req.method ?? "GET", headers, agent, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    r.on("timeout", () => r.destroy(new Error(`no answer from ${req.url} within 10 s`)));
    r.on("error", reject);
    r.end(req.body ? body : undefined);
  });
}

export interface LoadResult {
  /** Each right answer's time (ms). */
  latencies: number[];
  /** Request i's time (ms), NaN when it failed: for the figures of a kind of request. */
  times: number[];
  /** Wall time of the whole run (s). */
  seconds: number;
  /** Requests with no answer or another status than expected, and a few of them to show. */
  failed: number;
  samples: string[];
}

/** Sends `requests` requests made by `make(i)`, `concurrency` at a time, each connection kept alive. */
export async function runLoad(
  make: (i: number) => LoadRequest,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  const times: number[] = Array(requests).fill(Number.NaN);
  const samples: string[] = [];
  let failed = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      const i = next++;
      const req = make(i);
      try {
        const answer = await send(req, agent);
        if (answer.status === (req.expect ?? 200)) {
          latencies.push(answer.ms);
          times[i] = answer.ms;
        } else {
          failed++;
          if (samples.length < 3) samples.push(`${answer.status} ${req.url}: ${answer.body.slice(0, 200)}`);
        }
      } catch (error) {
        failed++;
        if (samples.length < 3) samples.push(`${req.url}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, times, seconds, failed, samples };
}

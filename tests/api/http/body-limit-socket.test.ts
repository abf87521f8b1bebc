/**
 * A 413 over a real socket: the server says `Connection: close` and closes
 * the connection, so a keep-alive client does not send its next request into
 * the unread rest of the refused body (it used to be ignored, then cut).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { TOO_LARGE } from "../../../src/server/http/too-large";
import { notRead413 } from "../../support/post-bytes";
import { openSeededApp } from "../support";

let app: App;
let handle: DbHandle;
let server: ReturnType<typeof serve>;
let port: number;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
  server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await handle.close();
});

function post(agent: http.Agent, body: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>(
    (resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          path: "/shop",
          method: "POST",
          agent,
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

it("a 413 closes the connection; the next request on the same keep-alive agent is answered", async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const big = await post(agent, JSON.stringify({ shopId: "demo", pad: "x".repeat(200_000) }));
  expect(big.status).toBe(413);
  expect(big.headers.connection).toBe("close");
  expect(JSON.parse(big.text)).toEqual({ error: "Request body too large", field: "body" });
  const started = Date.now();
  const next = await post(agent, JSON.stringify({ shopId: "demo" }));
  expect(next.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(400); // not after the old half-second cut
  agent.destroy();
});

it("50 of 50 clients sending 8 MB straight to the API read their 413 and its message, with no reset while they send (2 MB fits in loopback's socket buffers here)", async () => {
  const expected = JSON.stringify(TOO_LARGE);
  const base = `http://127.0.0.1:${port}`;
  const wrong = await notRead413(`${base}/shop`, 8 * 1024 * 1024, expected);
  expect(wrong, `${wrong.length} of 50 did not read the 413`).toEqual([]);
  // The upload's own larger limit answers the same way past it.
  expect(await notRead413(`${base}/api/blog/upload`, 8 * 1024 * 1024, expected, 5)).toEqual([]);
});

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPublicEnv } from "../envReader";
import { BLOG_STATUS_PATH, hostRoutedHandler } from "./serve";

const env = readPublicEnv({ PUBLIC_SITE_URL: "http://platform.localhost:4321" });
/** Stands in for Astro's handler. */
const astro = (_req: IncomingMessage, res: ServerResponse) => res.end("astro");
const servers: http.Server[] = [];

/** A loopback server on a free port over `handler`; resolves to a GET of a path with a Host header. */
async function serve(handler: ReturnType<typeof hostRoutedHandler>) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (host: string, pathname: string, extra: Record<string, string> = {}) =>
    new Promise<{ status: number; cache: string | undefined; body: string; etag?: string }>(
      (resolve, reject) => {
        http
          .get({ port, host: "127.0.0.1", path: pathname, headers: { host, ...extra } }, (res) => {
            let body = "";
            res.on("data", (chunk) => {
              body += chunk;
            });
            res.on("end", () =>
              resolve({
                status: res.statusCode ?? 0,
                cache: res.headers["cache-control"],
                body,
                ...(res.headers.etag ? { etag: res.headers.etag } : {}),
              }),
            );
          })
          .on("error", reject);
      },
    );
}

let get: Awaited<ReturnType<typeof serve>>;
let getWithout: Awaited<ReturnType<typeof serve>>;
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), "serve-"));
  await mkdir(path.join(clientDir, "blogs"));
  await writeFile(path.join(clientDir, "blogs/index.html"), "<h1>Blogs</h1>");
  get = await serve(
    hostRoutedHandler(astro, new Set(), "platform.localhost", env, { applied: () => 42, clientDir }),
  );
  getWithout = await serve(hostRoutedHandler(astro, new Set(), "platform.localhost", env));
});
afterAll(() => {
  for (const server of servers) server.close();
});

describe("the blog files", () => {
  it("are read from one open file, revalidated by ETag", async () => {
    const page = await get("platform.localhost:4321", "/blogs");
    expect(page).toMatchObject({ status: 200, cache: "public, max-age=0", body: "<h1>Blogs</h1>" });
    const again = await get("platform.localhost:4321", "/blogs/", { "if-none-match": page.etag ?? "" });
    expect(again).toMatchObject({ status: 304, body: "" });
  });

  it("go on to Astro when there is no file (an article drawn on demand) or the path is another", async () => {
    expect((await get("platform.localhost:4321", "/blog/not-built-yet")).body).toBe("astro");
    expect((await get("platform.localhost:4321", "/blogs/2")).body).toBe("astro");
    expect((await get("platform.localhost:4321", "/contactus")).body).toBe("astro");
    expect((await get("demo.platform.localhost:4321", "/blogs")).body).toBe("astro");
  });
});

describe("the blog status endpoint", () => {
  it("answers how far the blog pages are rebuilt, never cached, on the platform host", async () => {
    expect(await get("platform.localhost:4321", BLOG_STATUS_PATH)).toEqual({
      status: 200,
      cache: "no-store",
      body: '{"applied":42}',
    });
  });

  it("is not there on a shop host, nor without a rebuild", async () => {
    expect((await get("demo.platform.localhost:4321", BLOG_STATUS_PATH)).body).toBe("astro");
    expect((await getWithout("platform.localhost:4321", BLOG_STATUS_PATH)).body).toBe("astro");
  });
});

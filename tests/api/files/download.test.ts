import { copyFile, mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ShopResponse } from "../../../src/contract/shop";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { seed } from "../../../src/server/seed";
import { driverName, openTestDb, postJson } from "../support";
import { API_URL, contentApp, imageBytes, REPO_PUBLIC, tempDir, testContent } from "../support/content";

const SITE = "http://localhost:4321";
let handle: DbHandle;
let app: App;
let dirs: Awaited<ReturnType<typeof tempDir>>[];
let png: Buffer;

beforeAll(async () => {
  handle = await openTestDb();
  await seed(handle.db);
  dirs = await Promise.all(["pub-", "up-", "out-"].map((p) => tempDir(`dl-${p}`)));
  const [pub, uploads, outside] = dirs;
  if (!pub || !uploads || !outside) throw new Error("no temp dirs");
  png = await imageBytes("png");
  const files: [string, Buffer | string][] = [
    ["images/shops/demo/photo.png", png],
    ["images/shops/demo/notes.txt", "not an image"],
    ["images/products/p1/front image.png", png],
    ["images/private/secret.png", png],
  ];
  for (const [file, data] of files) {
    await mkdir(path.dirname(path.join(pub.dir, file)), { recursive: true });
    await writeFile(path.join(pub.dir, file), data);
  }
  await copyFile(
    path.join(REPO_PUBLIC, "images/shops/demo/upi-qr.svg"),
    path.join(pub.dir, "images/shops/demo/upi-qr.svg"),
  );
  await writeFile(path.join(outside.dir, "secret.png"), png);
  await symlink(path.join(outside.dir, "secret.png"), path.join(pub.dir, "images/shops/demo/escape.png"));
  await mkdir(path.join(uploads.dir, "blogs"), { recursive: true });
  await writeFile(path.join(uploads.dir, "blogs/1-up.png"), png);
  app = contentApp(handle.db, testContent(uploads.dir, { publicDir: pub.dir }));
});
afterAll(async () => {
  await handle.close();
  await Promise.all(dirs.map((d) => d.remove()));
});

const download = (url?: string, target = app) =>
  target.request(`/shop/download-img${url === undefined ? "" : `?url=${encodeURIComponent(url)}`}`);

describe(`GET /shop/download-img (${driverName})`, () => {
  it("hands a shop image back as an attachment", async () => {
    const res = await download(`${SITE}/images/shops/demo/photo.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="photo.png"; filename*=UTF-8''photo.png`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
  });

  it("serves SVG QR codes, product images (with spaces) and the API's own uploads", async () => {
    const svg = await download(`${SITE}/images/shops/demo/upi-qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
    const product = await download(`${SITE}/images/products/p1/front%20image.png`);
    expect(product.status).toBe(200);
    expect(product.headers.get("content-disposition")).toContain(
      `filename="front_image.png"; filename*=UTF-8''front%20image.png`,
    );
    expect((await download(`${API_URL}/uploads/blogs/1-up.png`)).status).toBe(200);
  });

  it("downloads the QR code URL that POST /shop returns (the real public folder)", async () => {
    const real = contentApp(handle.db, testContent(dirs[1]?.dir ?? ""));
    const store = v.parse(
      ShopResponse,
      await (await real.request("/shop", postJson({ shopId: "demo" }))).json(),
    );
    const res = await download(store.response.QRCode, real);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain('filename="upi-qr.svg"');
  });

  it("400 naming url when it is missing or not a URL", async () => {
    for (const url of [undefined, "", "not a url", "/images/shops/demo/photo.png"]) {
      const res = await download(url);
      expect(res.status, String(url)).toBe(400);
      expect(await res.json()).toMatchObject({ field: "url" });
    }
  });

  it.each([
    ["a foreign origin", "https://evil.example/images/shops/demo/photo.png"],
    ["the site on another port", "http://localhost:4322/images/shops/demo/photo.png"],
    ["the site over https", "https://localhost:4321/images/shops/demo/photo.png"],
    ["a cloud metadata address", "http://169.254.169.254/latest/meta-data"],
    ["a file: URL", "file:///etc/passwd"],
    ["a site folder that is not a shop's", `${SITE}/images/private/secret.png`],
    ["a site page", `${SITE}/index.html`],
    ["the API outside /uploads/", `${API_URL}/openapi.json`],
    ["dot segments out of the shop folder", `${SITE}/images/shops/../private/secret.png`],
    ["encoded dot segments", `${SITE}/images/shops/%2e%2e/private/secret.png`],
    ["a non-image file", `${SITE}/images/shops/demo/notes.txt`],
  ])("400 naming url for %s", async (_, url) => {
    const res = await download(url);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: "url" });
  });

  it.each([
    ["a missing file", `${SITE}/images/shops/demo/none.png`],
    ["an encoded slash escaping the folder", `${SITE}/images/shops/..%2Fprivate%2Fsecret.png`],
    ["an encoded backslash", `${SITE}/images/shops/..%5Cprivate%5Csecret.png`],
    ["a symlink out of the folder", `${SITE}/images/shops/demo/escape.png`],
    ["a missing upload", `${API_URL}/uploads/blogs/none.png`],
  ])("404 for %s", async (_, url) => {
    const res = await download(url);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Image not found", field: "url" });
  });
});

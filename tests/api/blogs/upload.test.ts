import { mkdir, readdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { UploadResponse } from "../../../src/contract/blog";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openTestDb } from "../support";
import {
  API_URL,
  contentApp,
  imageBytes,
  PASSCODE,
  tempDir,
  testContent,
  uploadInit,
} from "../support/content";

let handle: DbHandle;
let app: App;
let uploads: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  handle = await openTestDb();
  uploads = await tempDir("upload-");
  app = contentApp(handle.db, testContent(uploads.dir));
});
afterAll(async () => {
  await handle.close();
  await uploads.remove();
});

const upload = (bytes: Uint8Array, name: string) => app.request("/api/blog/upload", uploadInit(bytes, name));
const MB = 1024 * 1024;

describe(`POST /api/blog/upload (${driverName})`, () => {
  it.each(["png", "jpeg", "webp", "gif"] as const)(
    "stores a %s under blogs/{timestamp}-{name}",
    async (format) => {
      const bytes = await imageBytes(format);
      const before = Date.now();
      const res = await upload(bytes, `My Cover (1).${format}`);
      expect(res.status).toBe(201);
      const { response } = v.parse(UploadResponse, await res.json());
      const ext = format === "jpeg" ? "jpg" : format;
      const m = /^blogs\/(\d+)-My-Cover-1\.(\w+)$/.exec(response.path);
      expect(m?.[2]).toBe(ext);
      expect(Number(m?.[1])).toBeGreaterThanOrEqual(before);
      expect(response.url).toBe(`${API_URL}/uploads/${response.path}`);
      expect(await readFile(path.join(uploads.dir, response.path))).toEqual(bytes);
    },
  );

  it("names the file by its real type and never overwrites one with the same name", async () => {
    const png = await imageBytes("png");
    const results = await Promise.all([upload(png, "../../evil.svg"), upload(png, "../../evil.svg")]);
    const paths = await Promise.all(
      results.map(async (r) => v.parse(UploadResponse, await r.json()).response.path),
    );
    expect(paths[0]).toMatch(/^blogs\/\d+-evil\.png$/);
    expect(new Set(paths).size).toBe(2);
    expect((await readdir(path.join(uploads.dir, "blogs"))).every((f) => !f.includes(".."))).toBe(true);
  });

  it("refuses SVG, HTML and renamed text files by their bytes: 415 naming file", async () => {
    const cases: [string, string][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "x.svg"],
      ["<html><script>alert(1)</script></html>", "x.png"],
      ["just text", "photo.jpg"],
    ];
    for (const [text, name] of cases) {
      const res = await upload(new TextEncoder().encode(text), name);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: "Invalid file: must be a JPEG, PNG, WebP or GIF image",
        field: "file",
      });
    }
  });

  it("413 naming file over 2 MB; 413 naming body far over it; exactly 2 MB passes", async () => {
    const png = await imageBytes("png");
    const padded = (size: number) => {
      const bytes = new Uint8Array(size);
      bytes.set(png);
      return bytes;
    };
    expect((await upload(padded(2 * MB), "max.png")).status).toBe(201);
    const over = await upload(padded(2 * MB + 1), "over.png");
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: "Invalid file: must be at most 2 MB", field: "file" });
    const huge = await upload(padded(3 * MB), "huge.png");
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: "Request body too large", field: "body" });
  });

  it("400 without a file field; 415 for a JSON body", async () => {
    const form = new FormData();
    form.append("file", "not a file");
    const noFile = await app.request("/api/blog/upload", { method: "POST", body: form, headers: PASSCODE });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ error: "Invalid file: is required", field: "file" });
    const json = await app.request("/api/blog/upload", {
      method: "POST",
      body: "{}",
      headers: { ...PASSCODE, "content-type": "application/json" },
    });
    expect(json.status).toBe(415);
  });
});

describe(`GET /uploads/… (${driverName})`, () => {
  it("serves an upload with its type, nosniff and a long cache", async () => {
    const gif = await imageBytes("gif");
    const { response } = v.parse(UploadResponse, await (await upload(gif, "anim.gif")).json());
    const res = await app.request(new URL(response.url).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/gif");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(gif);
  });

  it("404 for missing files, non-images, folders, traversal and symlinks out of the folder", async () => {
    const outside = await tempDir("upload-outside-");
    onTestFinished(() => outside.remove());
    await writeFile(path.join(outside.dir, "secret.png"), "secret");
    await mkdir(path.join(uploads.dir, "blogs"), { recursive: true });
    await writeFile(path.join(uploads.dir, "blogs", "notes.txt"), "text");
    await symlink(path.join(outside.dir, "secret.png"), path.join(uploads.dir, "blogs", "link.png"));
    for (const p of [
      "/uploads/blogs/none.png",
      "/uploads/blogs/notes.txt",
      "/uploads/blogs",
      "/uploads/blogs/link.png",
      "/uploads/blogs/..%2F..%2Fsecret.png",
      "/uploads/blogs/%2e%2e/%2e%2e/secret.png",
      "/uploads/blogs/..%5C..%5Csecret.png",
    ]) {
      const res = await app.request(p);
      expect(res.status, p).toBe(404);
    }
  });
});

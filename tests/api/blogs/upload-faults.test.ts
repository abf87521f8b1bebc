/**
 * Cover uploads when the disk is full or refuses writes, on the real file
 * system: a tiny tmpfs as UPLOAD_DIR (needs root, as the tests and CI run
 * here), a path under a regular file, a read-only remount. Every failure is a
 * clear 507 or 503 naming `file`, and leaves nothing behind: no partial
 * file at a served path, no temporary file, earlier covers intact.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UploadResponse } from "../../../src/contract/blog";
import type { App } from "../../../src/server/app";
import {
  COVER_STORAGE_FULL,
  COVER_STORAGE_REFUSED,
  coverSaveFailure,
} from "../../../src/server/blogs/covers";
import type { DbHandle } from "../../../src/server/db/connection";
import { FileExistsError, storageFaultOf } from "../../../src/server/files/storage";
import { driverName, openTestDb } from "../support";
import { contentApp, imageBytes, tempDir, testContent, uploadInit } from "../support/content";

const run = promisify(execFile);

let handle: DbHandle;
let base: Awaited<ReturnType<typeof tempDir>>;
const mounted: string[] = [];

/** Mounts a tmpfs of `size` at dir; fails (never skips) when this process may not mount. */
async function mountTmpfs(dir: string, size: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  try {
    await run("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir]);
  } catch (error) {
    const detail = (error as { stderr?: string }).stderr?.trim() || String(error);
    const denied = /permission denied|must be superuser|operation not permitted|EPERM/i.test(detail);
    throw new Error(
      denied
        ? `upload-faults needs root (CAP_SYS_ADMIN) to mount a tmpfs as the upload folder: ${detail}`
        : `mount -t tmpfs at ${dir} failed: ${detail}`,
    );
  }
  mounted.push(dir);
}

const remount = (dir: string, options: string) => run("mount", ["-o", `remount,${options}`, dir]);

beforeAll(async () => {
  handle = await openTestDb();
  base = await tempDir("upload-faults-");
});
afterAll(async () => {
  for (const dir of mounted.reverse()) {
    await run("umount", [dir]).catch(() => run("umount", ["-l", dir]));
  }
  await base?.remove();
  await handle?.close();
});

/** A valid PNG of about side² × 3 bytes: random pixels, stored uncompressed. */
const noisePng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

const appOn = (uploadDir: string) => contentApp(handle.db, testContent(uploadDir));
const upload = (app: App, bytes: Uint8Array, name: string) =>
  app.request("/api/blog/upload", uploadInit(bytes, name));
const uploaded = async (res: Response) => v.parse(UploadResponse, await res.json()).response;

type Logged = { res: Response; lines: Record<string, unknown>[] };

/** An upload with the API's log (JSON lines on stdout) captured: the answer and its "cover not saved" lines. */
async function uploadLogged(app: App, bytes: Uint8Array, name: string): Promise<Logged> {
  const lines: Record<string, unknown>[] = [];
  const write = process.stdout.write.bind(process.stdout) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const spy = vi.spyOn(process.stdout, "write").mockImplementation(((chunk: unknown, ...rest: unknown[]) => {
    const entry = /^\{.*"msg":"cover not saved"/.test(String(chunk)) ? JSON.parse(String(chunk)) : null;
    if (!entry) return write(chunk, ...rest);
    lines.push(entry);
    return true;
  }) as typeof process.stdout.write);
  try {
    return { res: await upload(app, bytes, name), lines };
  } finally {
    spy.mockRestore();
  }
}

/** Expects the storage failure answer with no path of the server in it, and the real error logged once. */
async function expectFailure({ res, lines }: Logged, status: 503 | 507, error: string, code: string) {
  expect(res.status).toBe(status);
  const body = await res.text();
  expect(JSON.parse(body)).toEqual({ error, field: "file" });
  expect(body).not.toContain(base.dir);
  expect(lines).toEqual([
    expect.objectContaining({ level: "error", msg: "cover not saved", code, requestId: expect.any(String) }),
  ]);
}

/** Every cover GET /uploads serves back with exactly its bytes. */
async function expectServed(app: App, covers: { url: string; bytes: Uint8Array }[]) {
  for (const { url, bytes } of covers) {
    const res = await app.request(new URL(url).pathname);
    expect(res.status, url).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from(bytes));
  }
}

describe(`upload folder full (tmpfs 256k, ${driverName})`, () => {
  it("507 naming file, nothing partial or temporary left, earlier covers intact, works again once freed", async () => {
    const disk = path.join(base.dir, "full");
    await mountTmpfs(disk, "256k");
    const app = appOn(disk);
    const blogs = path.join(disk, "blogs");
    const blogsBefore = await (await app.request("/api/blog/titlesandimages")).json();

    const small = await imageBytes("png");
    const first = await uploaded(await upload(app, small, "small.png"));
    const kept = [{ ...first, bytes: small as Uint8Array }];

    // ~87 KB covers until the disk is full: the last one fails part-way through its write.
    let full: Logged | undefined;
    for (let i = 0; i < 10 && !full; i++) {
      const bytes = await noisePng(170);
      const attempt = await uploadLogged(app, bytes, `fill-${i}.png`);
      if (attempt.res.status === 201) kept.push({ ...(await uploaded(attempt.res)), bytes });
      else full = attempt;
    }
    expect(kept.length).toBeGreaterThan(1);
    if (!full) throw new Error("the 256k tmpfs never filled up");
    await expectFailure(full, 507, COVER_STORAGE_FULL, "ENOSPC");

    // A ~1 MB cover (under the 2 MB limit) fails at once, the same way.
    const big = await noisePng(600);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    await expectFailure(await uploadLogged(app, big, "big.png"), 507, COVER_STORAGE_FULL, "ENOSPC");

    const names = kept.map((c) => path.basename(c.path)).sort();
    expect((await readdir(blogs)).sort()).toEqual(names);
    expect((await readdir(disk)).sort()).toEqual(["blogs"]);
    for (const { path: stored, bytes } of kept) {
      expect(await readFile(path.join(disk, stored))).toEqual(Buffer.from(bytes));
    }
    await expectServed(app, kept);
    // An upload writes no blog: nothing refers to the covers that were not saved.
    expect(await (await app.request("/api/blog/titlesandimages")).json()).toEqual(blogsBefore);

    // Freeing space (deleting a cover) lets a cover of that size in again.
    const freed = kept.pop();
    if (!freed) throw new Error("no cover to delete");
    await unlink(path.join(disk, freed.path));
    const again = await noisePng(170);
    const res = await upload(app, again, "again.png");
    expect(res.status).toBe(201);
    kept.push({ ...(await uploaded(res)), bytes: again });

    // A bigger disk takes the 1 MB cover.
    await remount(disk, "size=4m");
    const bigRes = await upload(app, big, "big.png");
    expect(bigRes.status).toBe(201);
    kept.push({ ...(await uploaded(bigRes)), bytes: big });
    await expectServed(app, kept);
    expect((await readdir(blogs)).every((name) => !name.startsWith("."))).toBe(true);
  });
});

describe(`upload folder refusing writes (${driverName})`, () => {
  it("503 naming file when a regular file stands where the folder should be; nothing written", async () => {
    const root = path.join(base.dir, "not-a-folder");
    await mkdir(root);
    await writeFile(path.join(root, "file"), "a file");
    await mkdir(path.join(root, "uploads"));
    await writeFile(path.join(root, "uploads", "blogs"), "a file"); // blogs/ is a file: EEXIST from mkdir
    const png = await imageBytes("png");
    for (const uploadDir of [path.join(root, "file", "uploads"), path.join(root, "uploads")]) {
      const code = uploadDir.endsWith("file/uploads") ? "ENOTDIR" : "EEXIST";
      await expectFailure(
        await uploadLogged(appOn(uploadDir), png, "c.png"),
        503,
        COVER_STORAGE_REFUSED,
        code,
      );
    }
    expect((await readdir(root)).sort()).toEqual(["file", "uploads"]);
    expect(await readdir(path.join(root, "uploads"))).toEqual(["blogs"]);
    expect(await readFile(path.join(root, "file"), "utf8")).toBe("a file");
    expect(await readFile(path.join(root, "uploads", "blogs"), "utf8")).toBe("a file");
  });

  it("503 naming file on a read-only file system (root ignores chmod, not ro); earlier covers still served", async () => {
    const disk = path.join(base.dir, "read-only");
    await mountTmpfs(disk, "1m");
    const app = appOn(disk);
    const png = await imageBytes("png");
    const before = await uploaded(await upload(app, png, "before.png"));
    await remount(disk, "ro");
    await expectFailure(await uploadLogged(app, png, "after.png"), 503, COVER_STORAGE_REFUSED, "EROFS");
    expect(await readdir(path.join(disk, "blogs"))).toEqual([path.basename(before.path)]);
    await expectServed(app, [{ ...before, bytes: png }]);
  });

  it("never serves hidden or temporary files of the upload folder", async () => {
    const dir = path.join(base.dir, "hidden", "blogs");
    await mkdir(dir, { recursive: true });
    const png = await imageBytes("png");
    for (const name of [".c.png", ".1-c.png.0a1b2c3d4e5f.tmp", ".1-c.png"])
      await writeFile(path.join(dir, name), png);
    const app = appOn(path.dirname(dir));
    for (const name of [".c.png", ".1-c.png.0a1b2c3d4e5f.tmp", ".1-c.png"]) {
      expect((await app.request(`/uploads/blogs/${encodeURIComponent(name)}`)).status, name).toBe(404);
    }
  });
});

describe("storage faults as API errors", () => {
  const errno = (code: string, syscall = "open") =>
    Object.assign(new Error(`${code}: /srv/x`), { code, syscall });

  it("classifies full and refusing storage by the error code", () => {
    expect(storageFaultOf(errno("ENOSPC", "write"))).toBe("full");
    expect(storageFaultOf(errno("EDQUOT", "write"))).toBe("full");
    for (const code of ["EACCES", "EPERM", "EROFS", "ENOTDIR", "ENOENT"]) {
      expect(storageFaultOf(errno(code)), code).toBe("refused");
    }
    expect(storageFaultOf(errno("EEXIST", "mkdir"))).toBe("refused");
    expect(storageFaultOf(errno("EEXIST", "link"))).toBeNull();
    expect(storageFaultOf(errno("EIO", "write"))).toBeNull();
    for (const other of [new FileExistsError("blogs/x.png"), new Error("boom"), "text", null, undefined]) {
      expect(storageFaultOf(other)).toBeNull();
    }
  });

  it("answers 507 or 503 naming file, with no path in the message", () => {
    const full = coverSaveFailure(errno("ENOSPC", "write"));
    expect(full?.status).toBe(507);
    expect(full?.body()).toEqual({ error: "Storage is full: the cover was not saved", field: "file" });
    const refused = coverSaveFailure(errno("EROFS"));
    expect(refused?.status).toBe(503);
    expect(refused?.body()).toEqual({ error: "Storage refused the cover: it was not saved", field: "file" });
    expect(coverSaveFailure(new Error("Firebase Storage upload failed: 500"))).toBeNull();
  });
});

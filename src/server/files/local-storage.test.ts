import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage, sweepTemporaries } from "./local-storage";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "uploads-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const HOUR = 60 * 60_000;

/** A file at `relative` under the upload folder, last written `ageMs` ago. */
async function fileAged(relative: string, ageMs: number): Promise<string> {
  const file = path.join(dir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, "x");
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
  return file;
}

describe("sweepTemporaries", () => {
  it("deletes the temporary files an interrupted write left, an hour old, in every folder", async () => {
    const left = await fileAged("blogs/2026/.cover.png.0a1b2c3d4e5f.tmp", 2 * HOUR);
    const leftTop = await fileAged(".a.jpg.ffffffffffff.tmp", HOUR + 1000);
    expect(await sweepTemporaries(dir)).toBe(2);
    expect(existsSync(left)).toBe(false);
    expect(existsSync(leftTop)).toBe(false);
  });

  it("keeps a write under way, the uploads themselves and any other name", async () => {
    const underWay = await fileAged("blogs/.cover.png.0a1b2c3d4e5f.tmp", 10 * 60_000);
    const kept = [
      underWay,
      await fileAged("blogs/cover.png", 5 * HOUR),
      await fileAged("blogs/cover.png.0a1b2c3d4e5f.tmp", 5 * HOUR), // not hidden: not ours
      await fileAged("blogs/.cover.png.xyz.tmp", 5 * HOUR), // not our random part
    ];
    expect(await sweepTemporaries(dir)).toBe(0);
    for (const file of kept) expect(existsSync(file)).toBe(true);
  });

  it("has nothing to do before the first upload (no folder yet)", async () => {
    expect(await sweepTemporaries(path.join(dir, "missing"))).toBe(0);
  });

  it("leaves nothing to sweep after a completed save", async () => {
    const storage = createLocalStorage({ uploadDir: dir, apiUrl: "http://localhost:8787" });
    await storage.save("blogs/a.png", new Uint8Array([1, 2, 3]), "image/png");
    expect(await readdir(path.join(dir, "blogs"))).toEqual(["a.png"]);
    expect(await sweepTemporaries(dir, 0)).toBe(0);
  });
});

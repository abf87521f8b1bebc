import { existsSync } from "node:fs";
import { mkdir, mkdtemp, open, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { publishFile, removePage, writeFileAtomic } from "./siteFiles";

const temp = () => mkdtemp(path.join(tmpdir(), "site-files-"));

describe("writeFileAtomic", () => {
  it("writes a new file, making its folder, and leaves no temporary file", async () => {
    const dir = await temp();
    const file = path.join(dir, "blog/a/index.html");
    await writeFileAtomic(file, "<p>a</p>");
    expect(await readFile(file, "utf8")).toBe("<p>a</p>");
    expect(await readdir(path.dirname(file))).toEqual(["index.html"]);
  });

  it("replaces a file while a reader that opened the old one still reads it whole", async () => {
    const dir = await temp();
    const file = path.join(dir, "index.html");
    const old = "old ".repeat(50_000);
    await writeFile(file, old);
    const reader = await open(file, "r");
    await writeFileAtomic(file, "new");
    expect((await reader.readFile()).toString()).toBe(old);
    await reader.close();
    expect(await readFile(file, "utf8")).toBe("new");
  });

  it("leaves the old file and no temporary file when the write fails", async () => {
    const dir = await temp();
    const file = path.join(dir, "index.html");
    await writeFile(file, "kept");
    // A folder where the file should go: the rename fails.
    await mkdir(path.join(dir, "taken"));
    await expect(writeFileAtomic(path.join(dir, "taken"), "x")).rejects.toThrow();
    expect(await readFile(file, "utf8")).toBe("kept");
    expect((await readdir(dir)).sort()).toEqual(["index.html", "taken"]);
  });
});

describe("publishFile and removePage", () => {
  it("writes the precompressed copies again when the build left them, so nginx serves the new page", async () => {
    const dir = await temp();
    const file = path.join(dir, "blogs/index.html");
    await mkdir(path.dirname(file));
    for (const name of [file, `${file}.br`, `${file}.gz`]) await writeFile(name, "old");
    const page = `<h1>new</h1>${"x".repeat(2000)}`;
    await publishFile(file, page);
    expect(await readFile(file, "utf8")).toBe(page);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(page);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(page);
  });

  it("writes no copies for a page that had none", async () => {
    const dir = await temp();
    const file = path.join(dir, "blog/new/index.html");
    await publishFile(file, "<h1>new</h1>");
    expect(await readdir(path.dirname(file))).toEqual(["index.html"]);
  });

  it("removes a page, its copies and its emptied folder", async () => {
    const dir = await temp();
    const file = path.join(dir, "blog/gone/index.html");
    await mkdir(path.dirname(file), { recursive: true });
    for (const name of [file, `${file}.br`, `${file}.gz`]) await writeFile(name, "x");
    await removePage(file);
    expect(existsSync(path.dirname(file))).toBe(false);
    await removePage(file); // again: nothing to do, no error
  });
});

/**
 * The server's folders import one way (README "Folders and their order"):
 * a folder may import the folders below it in FOLDER_ORDER, never one above
 * it, and nothing in a folder imports the top-level files (app.ts, main.ts,
 * migrate.ts, serve.ts), which may import every folder. Read from the import
 * statements (static, `export … from`, and `import()`) of every src/server
 * .ts file that is not a test.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Lowest first. */
const FOLDER_ORDER = [
  "config",
  "db",
  "http",
  "auth",
  "staff",
  "messages",
  "files",
  "shops",
  "bags",
  "catalog",
  "orders",
  "customers",
  "blogs",
  "counters",
  "platform",
  "onboarding",
  "payments",
  "numbers",
  "seed",
] as const;

/** The top-level files: above every folder. */
const TOP = ".";

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * The src/server folder of a file or of an import's target ("…/config" is the
 * folder config/): TOP for the top-level files, null outside src/server.
 */
function folderOf(file: string): string | null {
  const relative = path.relative(serverDir, file);
  if (relative === "" || relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const [first = "", ...rest] = relative.split(path.sep);
  const isFolder =
    rest.length > 0 || statSync(path.join(serverDir, first), { throwIfNoEntry: false })?.isDirectory();
  return isFolder ? first : TOP;
}

/** Lower numbers are lower folders; TOP is above them all. */
function rank(folder: string): number {
  return folder === TOP ? FOLDER_ORDER.length : FOLDER_ORDER.indexOf(folder as (typeof FOLDER_ORDER)[number]);
}

/** Every relative import of a file's text. */
function importsOf(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map((i) => i.fileName).filter((name) => name.startsWith("."));
}

/** The imports of `file` that go against the order, as messages. */
function wrongWay(file: string, text: string): string[] {
  const from = folderOf(file);
  if (from === null) return [];
  return importsOf(text).flatMap((spec) => {
    const to = folderOf(path.resolve(path.dirname(file), spec));
    if (to === null || to === from || rank(to) < rank(from)) return [];
    const name = (folder: string) => (folder === TOP ? "the top-level files" : `${folder}/`);
    return [`${path.relative(serverDir, file)} imports "${spec}": ${name(from)} may not import ${name(to)}`];
  });
}

const sources = readdirSync(serverDir, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .map((name) => path.join(serverDir, name));

describe("src/server's folders", () => {
  it("are each placed in the order", () => {
    const folders = readdirSync(serverDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => rank(folder) < 0)).toEqual([]);
  });

  it("import only the folders below them", () => {
    expect(sources.length).toBeGreaterThan(50);
    const wrong = sources.flatMap((file) => wrongWay(file, readFileSync(file, "utf8")));
    expect(wrong, `lowest first: ${FOLDER_ORDER.join(" < ")} < top-level files`).toEqual([]);
  });

  it("the check sees static, re-exported and dynamic imports across folders", () => {
    const inDb = path.join(serverDir, "db", "connection.ts");
    const text = [
      'import { createApp } from "../app";',
      'export { Storage } from "../files/storage";',
      'const seed = await import("../seed");',
      'import type { Config } from "../config";',
      'import { lockDataDir } from "./data-lock";',
      'import { money } from "../../domain/money";',
    ].join("\n");
    expect(wrongWay(inDb, text)).toEqual([
      'db/connection.ts imports "../app": db/ may not import the top-level files',
      'db/connection.ts imports "../files/storage": db/ may not import files/',
      'db/connection.ts imports "../seed": db/ may not import seed/',
    ]);
  });
});

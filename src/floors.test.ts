/**
 * The front end's floors (docs/architecture.md "Floors"): the apps
 * (`storefront/`, `admin/`, `islands/`) never import one another, what they
 * share sits on the floor below them (`ui/`), and nothing below the UI
 * (`domain/`, `contract/`, `api/`, `stores/`, `auth/`, `i18n/`) imports a UI
 * folder. Read from the import statements (static, `export … from`,
 * `import()`) of every .ts and .tsx file under src/ but src/server/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = path.dirname(fileURLToPath(import.meta.url));
const APPS = ["storefront", "admin", "islands"];
const UI = [...APPS, "ui", "components", "layouts", "pages"];
const BELOW_UI = ["domain", "contract", "api", "stores", "auth", "i18n"];

/** Every import of a file, as the src/ folder it lands in (null outside src/ or for a top-level file). */
function importedFolders(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map((i) => i.fileName)
    .filter((name) => name.startsWith("."))
    .map((name) => path.relative(src, path.resolve(path.dirname(file), name)).split(path.sep))
    .filter((parts) => parts.length > 1 && parts[0] !== "..")
    .map((parts) => parts[0] as string);
}

/** The .ts/.tsx files of a src/ folder; with `tests`, its tests too. */
function filesOf(folder: string, tests = true): string[] {
  return readdirSync(path.join(src, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => tests || !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** "file → folder" for each import of `folders`' files that lands in one of `forbidden(folder)`. */
function crossings(folders: string[], forbidden: (folder: string) => string[], tests = true): string[] {
  return folders.flatMap((folder) =>
    filesOf(folder, tests).flatMap((file) =>
      importedFolders(file)
        .filter((target) => forbidden(folder).includes(target))
        .map((target) => `${path.relative(src, file)} → ${target}/`),
    ),
  );
}

describe("the front end's floors", () => {
  it("an app imports no other app: what two share lives in src/ui", () => {
    expect(crossings(APPS, (app) => APPS.filter((other) => other !== app))).toEqual([]);
  });

  it("src/ui imports no app", () => {
    expect(crossings(["ui"], () => APPS)).toEqual([]);
  });

  it("nothing below the UI imports a UI folder (a test may: i18n's reads the texts the storefront shows)", () => {
    expect(crossings(BELOW_UI, () => UI, false)).toEqual([]);
  });

  it("reads imports of every kind (the check itself)", () => {
    const { importedFiles } = ts.preProcessFile(
      'import a from "../admin/x";\nexport { b } from "./y";\nconst c = () => import("../ui/z");',
      true,
      true,
    );
    expect(importedFiles.map((i) => i.fileName)).toEqual(["../admin/x", "./y", "../ui/z"]);
  });
});

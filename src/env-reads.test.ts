/**
 * The environment is read in one place, src/settings.ts (its table and its
 * reader): this fails when another file of src, scripts, tests or the config
 * files reads process.env or import.meta.env, or hands process.env to a child
 * process (childEnv does that).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const READER = "src/settings.ts";
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|astro)$/;
const FOLDERS = ["src", "scripts", "tests"];
const CONFIG_FILES = ["astro.config.mjs", "playwright.config.ts", "vitest.config.ts", "drizzle.config.ts"];
const READS = [
  /\bprocess\s*(\?\.|\.)\s*env\b/, // process.env, process?.env
  /\bprocess\s*\[\s*["'`]env["'`]\s*\]/, // process["env"]
  /\{[^{}]*\benv\b[^{}]*\}\s*=\s*(globalThis\s*\.\s*)?process\b/, // const { env } = process
  /\bimport\s*\.\s*meta\s*\.\s*env\b/, // import.meta.env
];

/** A file's code without its comments (a comment may name process.env); an .astro file as it is. */
function code(file: string, text: string): string {
  if (file.endsWith(".astro")) return text;
  const kind = file.endsWith("x")
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  return ts.createPrinter({ removeComments: true }).printFile(source);
}

/** Whether a file reads the environment: only a text that matches as written is parsed to drop its comments
 * (removing comments never adds a read), so the check stays quick on a busy machine. */
const matches = (text: string) => READS.some((read) => read.test(text));
const readsEnv = (file: string, text: string) => matches(text) && matches(code(file, text));

function codeFiles(): string[] {
  const inFolders = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => CODE.test(f) && !f.split(path.sep).includes("node_modules"))
      .map((f) => path.join(folder, f)),
  );
  return [...inFolders, ...CONFIG_FILES];
}

describe("the environment is read in src/settings.ts only", () => {
  it("finds a read (the check itself)", () => {
    // Put together here, so that this file does not read the environment itself.
    const proc = "process";
    const env = `${proc}.env`;
    expect(readsEnv("a.ts", `const port = ${env}.WEB_PORT;`)).toBe(true);
    expect(readsEnv("a.ts", `spawn("x", [], { env: { ...${env}, X: "1" } });`)).toBe(true);
    expect(readsEnv("a.mjs", `const { env } = ${proc};`)).toBe(true);
    expect(readsEnv("a.ts", `const e = ${proc}["env"];`)).toBe(true);
    expect(readsEnv("a.tsx", `const url = ${["import", "meta", "env"].join(".")}.PUBLIC_API_URL;`)).toBe(
      true,
    );
    expect(readsEnv("a.astro", `---\nconst x = ${env}.X;\n---`)).toBe(true);
    expect(readsEnv("a.ts", `// ${env} is read in src/settings.ts\n/** not ${env} */ const a = "env";`)).toBe(
      false,
    );
    expect(readsEnv("a.ts", "const vars = processVars();")).toBe(false);
  });

  it("no other file of src, scripts, tests or the config files reads the environment", () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(200);
    const readers = files.filter(
      (file) => file !== READER && readsEnv(file, readFileSync(path.join(root, file), "utf8")),
    );
    expect(readers).toEqual([]);
  });
});

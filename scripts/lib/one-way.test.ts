/** Tooling beside the product, one way: tests may use scripts, scripts never import tests. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./procs";

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** The relative specifiers a source file imports that land under tests/. */
function importsOfTests(file: string, code: string): string[] {
  return [...code.matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? "")
    .filter((spec) => spec.startsWith("."))
    .filter((spec) =>
      path
        .relative(root, path.resolve(path.dirname(file), spec))
        .split(path.sep)[0]
        ?.startsWith("tests"),
    );
}

describe("scripts/ never imports tests/", () => {
  it("finds an import of tests/ (the check itself)", () => {
    const file = path.join(root, "scripts/audit/run.ts");
    expect(importsOfTests(file, 'import { cfg } from "../../tests/e2e/support/servers";\n')).toEqual([
      "../../tests/e2e/support/servers",
    ]);
    expect(importsOfTests(file, 'import { root } from "../lib/procs";\n')).toEqual([]);
  });

  it("no script imports a test or a test helper", () => {
    const files = readdirSync(path.join(root, "scripts"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .map((f) => path.join(root, "scripts", f));
    expect(files.length).toBeGreaterThan(20);
    const wrong = files.flatMap((file) =>
      importsOfTests(file, readFileSync(file, "utf8")).map(
        (spec) => `${path.relative(root, file)} → ${spec}`,
      ),
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * The docs name files of the repository (`src/…`, `scripts/…`, `tests/…`):
 * each named file exists, so a move that forgets the docs fails here.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../lib/procs";

const NAMED =
  /`((?:src|scripts|tests|public|docs|patches)\/[\w./-]+)`|\]\(((?:\.\.\/)*(?:src|scripts|tests|public|docs)\/[^)#\s]*)/g;

/** The repository paths a Markdown text names that do not exist (`dir`: where its relative links start). */
function missingPaths(text: string, dir: string): string[] {
  return [...text.matchAll(NAMED)].flatMap((m) => {
    const named = m[1] ?? m[2] ?? "";
    const file = m[1] ? path.join(root, named) : path.resolve(dir, named);
    return existsSync(file) ? [] : [named];
  });
}

const docs = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
  "src/server/README.md",
];

describe("the docs name files that exist", () => {
  it("finds a path that is not there (the check itself)", () => {
    expect(missingPaths("see `src/domain/no-such-file.ts` and `src/settings.ts`", root)).toEqual([
      "src/domain/no-such-file.ts",
    ]);
  });

  for (const doc of docs)
    it(doc, () => {
      const file = path.join(root, doc);
      expect(missingPaths(readFileSync(file, "utf8"), path.dirname(file))).toEqual([]);
    });
});

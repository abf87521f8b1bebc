/** Reads the JSON reports that Vitest and Playwright write for `npm test`'s summary. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Count {
  passed: number;
  failed: number;
  skipped: number;
}

/** Counts from a Vitest or Playwright JSON report. */
export function countReport(file: string): Count | null {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, "utf8"));
  if (typeof json.numPassedTests === "number") {
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests,
      skipped: json.numPendingTests + (json.numTodoTests ?? 0),
    };
  }
  const s = json.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0), skipped: s.skipped ?? 0 };
}

interface PlaywrightSuite {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: { projectName: string; status: string; results: { errors?: { message?: string }[] }[] }[];
  }[];
}

/** The first line of an error message, without terminal colours. */
export function firstLine(message: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes are what it removes
  const plain = (message ?? "").replace(/\u001b\[[0-9;]*m/g, "");
  return (
    plain
      .split("\n")
      .find((line) => line.trim() !== "")
      ?.trim() ?? ""
  );
}

/** One line per failed (or flaky) test in a Vitest or Playwright JSON report, paths relative to root. */
export function failuresOf(file: string, root: string): string[] {
  if (!existsSync(file)) return [];
  const json = JSON.parse(readFileSync(file, "utf8"));
  const lines: string[] = [];
  if (Array.isArray(json.testResults)) {
    for (const suite of json.testResults) {
      const name = path.relative(root, suite.name);
      for (const test of suite.assertionResults ?? []) {
        if (test.status === "failed")
          lines.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      }
      if (suite.status === "failed" && (suite.assertionResults ?? []).length === 0) {
        lines.push(`${name}: ${firstLine(suite.message)}`);
      }
    }
    return lines;
  }
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results.flatMap((result) => result.errors ?? [])[0];
        const where = `[${test.projectName}] ${spec.file}:${spec.line}`;
        lines.push(`${where} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? [])
    lines.push(`${path.relative(root, file)}: ${firstLine(error.message)}`);
  return lines;
}

/** Reads the JSON reports that Vitest and Playwright write, for `npm test`'s summary. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

export interface Count {
  passed: number;
  failed: number;
  skipped: number;
}

/** What one report says: its counts, and one line per failed (or flaky) test. */
export interface ReportSummary {
  count: Count;
  failures: string[];
}

/** Vitest's JSON report, cut to what is read. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

/** Playwright's JSON report, cut to what is read. */
interface PlaywrightReport {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
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
  const lines = stripVTControlCharacters(message ?? "").split("\n");
  return lines.find((line) => line.trim() !== "")?.trim() ?? "";
}

/** Reads a Vitest or Playwright JSON report once (null when the step wrote none); paths relative to root. */
export function readReport(file: string, root: string): ReportSummary | null {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, "utf8"));
  return typeof json.numPassedTests === "number"
    ? vitestSummary(json, root)
    : playwrightSummary(json, file, root);
}

function vitestSummary(json: VitestReport, root: string): ReportSummary {
  const failures: string[] = [];
  for (const suite of json.testResults ?? []) {
    const name = path.relative(root, suite.name);
    for (const test of suite.assertionResults ?? []) {
      if (test.status === "failed")
        failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (suite.status === "failed" && (suite.assertionResults ?? []).length === 0)
      failures.push(`${name}: ${firstLine(suite.message)}`);
  }
  const count = {
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + (json.numTodoTests ?? 0),
  };
  return { count, failures };
}

function playwrightSummary(json: PlaywrightReport, file: string, root: string): ReportSummary {
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results.flatMap((result) => result.errors ?? [])[0];
        const where = `[${test.projectName}] ${spec.file}:${spec.line}`;
        failures.push(`${where} › ${[...titles, spec.title].join(" › ")}: ${firstLine(error?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? [])
    failures.push(`${path.relative(root, file)}: ${firstLine(error.message)}`);
  const s = json.stats ?? {};
  const count = {
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (s.flaky ?? 0),
    skipped: s.skipped ?? 0,
  };
  return { count, failures };
}

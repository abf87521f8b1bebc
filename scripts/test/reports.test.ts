import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { firstLine, readReport } from "./reports";

const dir = mkdtempSync(path.join(tmpdir(), "test-reports-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const countReport = (file: string) => readReport(file, dir)?.count ?? null;
const failuresOf = (file: string, root: string) => readReport(file, root)?.failures ?? [];

function report(name: string, json: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
}

// The shapes Vitest's and Playwright's JSON reporters write, cut to what is read.
const vitest = report("unit.json", {
  numPassedTests: 3,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    {
      name: path.join(dir, "src/lib/money.test.ts"),
      status: "failed",
      message: "",
      assertionResults: [
        { fullName: "formatInr groups lakhs", status: "passed", failureMessages: [] },
        {
          fullName: "formatInr keeps paise",
          status: "failed",
          failureMessages: [
            "\n\u001b[31mAssertionError: expected '₹1.5' to be '₹1.50'\u001b[39m\n    at money.test.ts:9",
          ],
        },
      ],
    },
    {
      name: path.join(dir, "src/lib/broken.test.ts"),
      status: "failed",
      message: "SyntaxError: x",
      assertionResults: [],
    },
  ],
});

const playwright = report("e2e.json", {
  stats: { expected: 5, unexpected: 1, flaky: 1, skipped: 18 },
  errors: [],
  suites: [
    {
      title: "bag.spec.ts",
      file: "bag.spec.ts",
      specs: [
        {
          title: "the bag survives a reload",
          file: "bag.spec.ts",
          line: 12,
          tests: [{ projectName: "main", status: "expected", results: [{ errors: [] }] }],
        },
      ],
      suites: [
        {
          title: "checkout",
          file: "bag.spec.ts",
          specs: [
            {
              title: "UPI pays",
              file: "bag.spec.ts",
              line: 40,
              tests: [
                {
                  projectName: "main",
                  status: "unexpected",
                  results: [
                    {
                      errors: [
                        { message: "Error: \u001b[2mexpect(\u001b[22mlocator).toBeVisible()\nwaited 10 s" },
                      ],
                    },
                  ],
                },
              ],
            },
            {
              title: "COD pays",
              file: "bag.spec.ts",
              line: 60,
              tests: [
                {
                  projectName: "faults",
                  status: "flaky",
                  results: [{ errors: [{ message: "Timeout 30000ms" }] }, {}],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});

describe("readReport: counts", () => {
  it("counts a Vitest report, todo tests among the skipped", () => {
    expect(countReport(vitest)).toEqual({ passed: 3, failed: 1, skipped: 2 });
  });

  it("counts a Playwright report, flaky tests among the failed", () => {
    expect(countReport(playwright)).toEqual({ passed: 5, failed: 2, skipped: 18 });
  });

  it("returns null when the step wrote no report", () => {
    expect(countReport(path.join(dir, "missing.json"))).toBeNull();
  });
});

describe("readReport: failures", () => {
  it("names each failed Vitest test with its first error line, and a file that failed to load", () => {
    expect(failuresOf(vitest, dir)).toEqual([
      "src/lib/money.test.ts › formatInr keeps paise: AssertionError: expected '₹1.5' to be '₹1.50'",
      "src/lib/broken.test.ts: SyntaxError: x",
    ]);
  });

  it("names each failed or flaky Playwright test with its project, place, describe titles and first error line", () => {
    expect(failuresOf(playwright, dir)).toEqual([
      "[main] bag.spec.ts:40 › checkout › UPI pays: Error: expect(locator).toBeVisible()",
      "[faults] bag.spec.ts:60 › checkout › COD pays: Timeout 30000ms",
    ]);
  });

  it("names errors outside any test, such as a failed global setup", () => {
    const file = report("setup.json", {
      stats: {},
      suites: [],
      errors: [{ message: "Error: build failed\nstack" }],
    });
    expect(failuresOf(file, dir)).toEqual(["setup.json: Error: build failed"]);
  });

  it("has nothing to say of a missing report", () => {
    expect(failuresOf(path.join(dir, "missing.json"), dir)).toEqual([]);
  });
});

describe("firstLine", () => {
  it("skips blank lines and strips terminal colours", () => {
    expect(firstLine("\n\n  \u001b[31mred\u001b[39m text\nmore")).toBe("red text");
    expect(firstLine(undefined)).toBe("");
  });
});

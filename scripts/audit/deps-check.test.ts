import { describe, expect, it } from "vitest";
import { type AuditReport, auditUnavailable, failingAdvisories } from "./deps-check";

/** npm audit --json's shape (npm 10/11) for one direct and one transitive advisory. */
const report: AuditReport = {
  vulnerabilities: {
    hono: {
      name: "hono",
      severity: "high",
      via: [
        {
          source: 1101,
          title: "Path traversal in serveStatic",
          url: "https://github.com/advisories/GHSA-aaaa-bbbb-cccc",
          severity: "high",
          range: "<4.6.5",
        },
        {
          source: 1102,
          title: "Minor header issue",
          url: "https://github.com/advisories/GHSA-mmmm-nnnn-oooo",
          severity: "moderate",
        },
      ],
    },
    "@hono/node-server": { name: "@hono/node-server", severity: "high", via: ["hono"] },
    ws: {
      name: "ws",
      severity: "critical",
      via: [
        {
          source: 7,
          title: "DoS",
          url: "https://github.com/advisories/GHSA-wwww-xxxx-yyyy",
          severity: "critical",
        },
      ],
    },
  },
};

describe("failingAdvisories", () => {
  it("fails on high and critical advisories, once each, not on moderate ones or on the packages that only depend on one", () => {
    const { findings } = failingAdvisories(report, [], "2026-11-25");
    expect(findings.map((f) => `${f.package} ${f.id} ${f.severity}`)).toEqual([
      "hono GHSA-aaaa-bbbb-cccc high",
      "ws GHSA-wwww-xxxx-yyyy critical",
    ]);
  });

  it("accepts an advisory a reviewed exception names, until its date; an expired exception accepts nothing", () => {
    const exception = {
      id: "GHSA-wwww-xxxx-yyyy",
      package: "ws",
      reason: "only the dev server uses it",
      reviewedBy: "platform team",
      until: "2026-12-31",
    };
    const live = failingAdvisories(report, [exception], "2026-11-25");
    expect(live.findings.map((f) => f.id)).toEqual(["GHSA-aaaa-bbbb-cccc"]);
    expect(live.accepted.map((f) => f.id)).toEqual(["GHSA-wwww-xxxx-yyyy"]);
    const later = failingAdvisories(report, [exception], "2027-01-01");
    expect(later.findings.map((f) => f.id)).toEqual(["GHSA-aaaa-bbbb-cccc", "GHSA-wwww-xxxx-yyyy"]);
    expect(later.expired).toEqual([exception]);
  });

  it("an exception for the same advisory in another package does not accept it", () => {
    const other = {
      id: "GHSA-aaaa-bbbb-cccc",
      package: "express",
      reason: "",
      reviewedBy: "",
      until: "2099-01-01",
    };
    expect(failingAdvisories(report, [other], "2026-11-25").findings).toHaveLength(2);
  });

  it("a clean report fails nothing", () => {
    expect(failingAdvisories({ vulnerabilities: {} }, [], "2026-11-25").findings).toEqual([]);
  });
});

describe("auditUnavailable", () => {
  it("says why npm could not audit (the endpoint refused it, no network), and nothing for a report", () => {
    expect(
      auditUnavailable({
        message: "405 Method Not Allowed - POST /-/npm/v1/security/advisories/bulk",
        statusCode: 405,
      }),
    ).toMatch(/405 Method Not Allowed/);
    expect(auditUnavailable({ error: { code: "ENOTFOUND", summary: "request failed" } })).toBe(
      "request failed",
    );
    expect(auditUnavailable({ vulnerabilities: {} })).toBeNull();
  });
});

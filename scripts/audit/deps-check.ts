/**
 * The dependency check's rule, apart from running npm: which advisories in an
 * `npm audit --json` report fail the build. A high or critical advisory in
 * what ships (the report is of `--omit=dev`) fails it, unless a reviewed,
 * unexpired exception names that advisory (scripts/audit/dependency-exceptions.json).
 */

/** One reviewed advisory the check accepts until `until` (YYYY-MM-DD). */
export interface DependencyException {
  /** The advisory: its GHSA id (the last part of its URL). */
  id: string;
  package: string;
  /** Why what ships is not exposed to it. */
  reason: string;
  reviewedBy: string;
  until: string;
}

/** The part of npm audit's JSON report (npm 7+) the check reads. */
export interface AuditReport {
  vulnerabilities?: Record<
    string,
    {
      name: string;
      severity: string;
      via: (string | { source?: number; title?: string; url?: string; severity?: string; range?: string })[];
    }
  >;
  error?: { code?: string; summary?: string; detail?: string };
  message?: string;
  statusCode?: number;
}

export interface Finding {
  package: string;
  id: string;
  severity: string;
  title: string;
  url: string;
}

const FAILING = new Set(["high", "critical"]);

/** The advisory's id from its URL (https://github.com/advisories/GHSA-…), else its npm source number. */
function advisoryId(url: string | undefined, source: number | undefined): string {
  return url?.split("/").pop() || String(source ?? "unknown");
}

/** When npm could not audit at all (no audit endpoint, no network): why; else null. */
export function auditUnavailable(report: AuditReport): string | null {
  if (report.vulnerabilities) return null;
  return report.error?.summary || report.message || report.error?.code || "npm audit gave no report";
}

/** The high and critical advisories no unexpired exception accepts, and the exceptions that have expired. */
export function failingAdvisories(
  report: AuditReport,
  exceptions: DependencyException[],
  today: string,
): { findings: Finding[]; accepted: Finding[]; expired: DependencyException[] } {
  const live = exceptions.filter((e) => e.until >= today);
  const expired = exceptions.filter((e) => e.until < today);
  const seen = new Map<string, Finding>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names another vulnerable package, whose own entry carries the advisory.
      if (typeof via === "string") continue;
      const severity = via.severity ?? vulnerability.severity;
      if (!FAILING.has(severity)) continue;
      const id = advisoryId(via.url, via.source);
      seen.set(`${vulnerability.name} ${id}`, {
        package: vulnerability.name,
        id,
        severity,
        title: via.title ?? "",
        url: via.url ?? "",
      });
    }
  }
  const all = [...seen.values()];
  const isAccepted = (f: Finding) => live.some((e) => e.id === f.id && e.package === f.package);
  return { findings: all.filter((f) => !isAccepted(f)), accepted: all.filter(isAccepted), expired };
}

/**
 * The alert rules and the configuration start:prod gives Prometheus, checked
 * by Debian's promtool (installed with Prometheus by scripts/prod/install.sh,
 * which .ci/run runs): the rules parse, each alert fires on the series that
 * should raise it after its `for` and not before (ops/prometheus/alerts.test.yml),
 * and the written configuration is one Prometheus accepts.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "../lib/procs";
import { ALERT_RULES, writePrometheusConfig } from "./prometheus";

const promtool = (...args: string[]) => {
  const { status, stdout, stderr, error } = spawnSync("promtool", args, { cwd: root, encoding: "utf8" });
  if (error)
    throw new Error(`promtool: ${error.message} (scripts/prod/install.sh installs Debian's prometheus)`);
  return { status, output: `${stdout}${stderr}` };
};

const dir = mkdtempSync(path.join(tmpdir(), "prometheus-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Prometheus for the production topology", () => {
  it("has alert rules promtool accepts", () => {
    const { status, output } = promtool("check", "rules", ALERT_RULES);
    expect(output).toContain("SUCCESS: 11 rules found");
    expect(status).toBe(0);
  });

  it("raises each alert on the series that should, after its `for`, and no other (promtool's rule tests)", () => {
    const { status, output } = promtool("test", "rules", path.join(root, "ops/prometheus/alerts.test.yml"));
    expect(output).toContain("SUCCESS");
    expect(status).toBe(0);
  });

  it("writes a configuration promtool accepts, its token in a file of its own that only the owner reads", () => {
    const file = writePrometheusConfig({
      dir,
      api: ["127.0.0.1:8801", "127.0.0.1:8802"],
      web: ["127.0.0.1:4331"],
      node: ["127.0.0.1:9100"],
      self: "127.0.0.1:9090",
      token: "the-scraper's-token",
    });
    const { status, output } = promtool("check", "config", file);
    expect(output).toContain("SUCCESS");
    expect(status).toBe(0);
    const config = readFileSync(file, "utf8");
    expect(config).not.toContain("the-scraper's-token");
    const tokenFile = path.join(dir, "metrics-token");
    expect(readFileSync(tokenFile, "utf8")).toBe("the-scraper's-token");
    expect(statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(config).toContain('- targets: ["127.0.0.1:8801", "127.0.0.1:8802"]');
  });
});

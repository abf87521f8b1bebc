/**
 * Prometheus for the production topology (issue 38): Debian's `prometheus`
 * scraping each API replica's and the web server's /metrics (with the
 * scraper's token: src/server/http/metrics.ts) and Debian's node exporter
 * (the disks), evaluating the alert rules of ops/prometheus/alerts.yml.
 * `npm run start:prod` writes the configuration and starts both; what each
 * alert means and what to do is in docs/operations.md ("Metrics and alerts").
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/procs";
import type { ProdPorts } from "./stack";

/** Debian's binaries (scripts/prod/install.sh installs them). */
export const PROMETHEUS_BIN = "/usr/bin/prometheus";
export const NODE_EXPORTER_BIN = "/usr/bin/prometheus-node-exporter";

/** The alert rules Prometheus evaluates (and promtool checks in the tests). */
export const ALERT_RULES = path.join(root, "ops/prometheus/alerts.yml");

export interface PrometheusSite {
  /** Where the configuration, the token's file and the data go. */
  dir: string;
  /** host:port of each API replica and of the web server, read directly (never through nginx). */
  api: string[];
  web: string[];
  /** host:port of the node exporter (the disks' free space). */
  node: string[];
  /** Prometheus's own host:port. */
  self: string;
  /** The scraper's token (METRICS_TOKEN): kept in a file of its own, not in the configuration. */
  token: string;
  /** How often each target is read (seconds). */
  scrapeSeconds?: number;
}

const list = (targets: string[]) => `[${targets.map((t) => JSON.stringify(t)).join(", ")}]`;

/** prometheus.yml for `site`; its token goes to `{dir}/metrics-token` (0600). Answers the file's path. */
export function writePrometheusConfig(site: PrometheusSite): string {
  mkdirSync(site.dir, { recursive: true });
  const tokenFile = path.join(site.dir, "metrics-token");
  writeFileSync(tokenFile, site.token, { mode: 0o600 });
  chmodSync(tokenFile, 0o600);
  const every = `${site.scrapeSeconds ?? 15}s`;
  const scraper = `
    authorization:
      type: Bearer
      credentials_file: ${JSON.stringify(tokenFile)}`;
  const config = `# Written by scripts/prod/prometheus.ts for npm run start:prod; edits are overwritten.
global:
  scrape_interval: ${every}
  evaluation_interval: ${every}
rule_files:
  - ${JSON.stringify(ALERT_RULES)}
scrape_configs:
  - job_name: api${scraper}
    static_configs:
      - targets: ${list(site.api)}
  - job_name: web${scraper}
    static_configs:
      - targets: ${list(site.web)}
  - job_name: node
    static_configs:
      - targets: ${list(site.node)}
  - job_name: prometheus
    static_configs:
      - targets: ${list([site.self])}
`;
  const file = path.join(site.dir, "prometheus.yml");
  writeFileSync(file, config);
  return file;
}

/** The command line of Debian's prometheus for the configuration at `file`, listening on `self`. */
export function prometheusArgs(file: string, dir: string, self: string): string[] {
  return [
    `--config.file=${file}`,
    `--storage.tsdb.path=${path.join(dir, "data")}`,
    `--web.listen-address=${self}`,
    // Debian's package points its console templates here; the topology uses none.
    "--web.console.templates=/etc/prometheus/consoles",
    "--web.console.libraries=/etc/prometheus/console_libraries",
  ];
}

/** The node exporter with the one collector the alerts read (filesystems), listening on `address`. */
export function nodeExporterArgs(address: string): string[] {
  return [`--web.listen-address=${address}`, "--collector.disable-defaults", "--collector.filesystem"];
}

/** A process of the monitoring: its name, binary and arguments, and the URL that answers once it is up. */
export interface MonitorProcess {
  name: "node-exporter" | "prometheus";
  bin: string;
  args: string[];
  readyUrl: string;
}

/**
 * The production topology's monitoring (start:prod, e2e:prod): writes Prometheus's configuration in
 * `dir` for the topology's `ports`, and answers the node exporter and Prometheus to start, in that order.
 */
export function monitoring(
  ports: ProdPorts,
  dir: string,
  token: string,
  scrapeSeconds?: number,
): MonitorProcess[] {
  const local = (port: number) => `127.0.0.1:${port}`;
  const self = local(ports.prometheus);
  const node = local(ports.nodeExporter);
  const config = writePrometheusConfig({
    dir,
    api: ports.replicas.map(local),
    web: [local(ports.webUpstream)],
    node: [node],
    self,
    token,
    ...(scrapeSeconds ? { scrapeSeconds } : {}),
  });
  return [
    {
      name: "node-exporter",
      bin: NODE_EXPORTER_BIN,
      args: nodeExporterArgs(node),
      readyUrl: `http://${node}/metrics`,
    },
    {
      name: "prometheus",
      bin: PROMETHEUS_BIN,
      args: prometheusArgs(config, dir, self),
      readyUrl: `http://${self}/-/ready`,
    },
  ];
}

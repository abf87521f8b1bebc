/**
 * Starts the API on a fresh database, builds the production site from it
 * (the blogs are prerendered from it, as a deployment does), then starts the
 * web server and the Auth emulator for the e2e run. With E2E_STACK=prod the
 * same through the production topology (scripts/prod/stack.ts): a fresh
 * PostgreSQL cluster, the migration once, two API replicas, nginx on the
 * public ports, the build precompressed, the web server behind nginx.
 */
import path from "node:path";
import {
  assertPortFree,
  buildFromApi,
  root,
  startAuthEmulator,
  waitForUrl,
} from "../../../scripts/lib/procs";
import { precompress } from "../../../scripts/prod/precompress";
import { monitoring } from "../../../scripts/prod/prometheus";
import {
  ensurePackages,
  nginxArgs,
  nginxBin,
  prepareDatabase,
  prodPorts,
  reloadNginxConf,
  writeNginxConf,
} from "../../../scripts/prod/stack";
import { readSettings } from "../../../src/settings";
import {
  API_SERVERS,
  background,
  cfg,
  e2eCluster,
  env,
  freshData,
  keepPid,
  runDir,
  STACK,
  STUB_PORT,
  STUB_SMTP_PORT,
  STUB_URL,
  saveApiEnv,
  startApi,
  startServer,
} from "./servers";

export default async function globalSetup() {
  for (const port of [cfg.webPort, cfg.apiPort, cfg.authPort, STUB_PORT, STUB_SMTP_PORT])
    await assertPortFree(port);
  freshData();
  keepPid(startAuthEmulator(cfg, env, background("auth"), runDir));
  // The message providers' stub, before any API that sends to it.
  startServer("stub", "tsx", ["scripts/stubs/main.ts"]);
  await waitForUrl(`${STUB_URL}/_stub/messages`);
  if (STACK === "prod") await startProdStack();
  else {
    await startApi();
    await buildFromApi(env, cfg.apiUrl);
    startServer("web", "tsx", ["src/web/serve.ts"]);
  }
  await Promise.all([waitForUrl(`http://127.0.0.1:${cfg.webPort}/`), waitForUrl(cfg.authEmulatorUrl)]);
}

async function startProdStack(): Promise<void> {
  const ports = prodPorts(env);
  for (const port of [ports.webUpstream, ...ports.replicas, ports.prometheus, ports.nodeExporter])
    await assertPortFree(port);
  ensurePackages();
  const apiEnv = await prepareDatabase(
    e2eCluster,
    env,
    { secrets: runDir, uploads: path.join(runDir, "uploads") },
    true,
  );
  for (const [i, name] of API_SERVERS.entries()) saveApiEnv(name, apiEnv(ports.replicas[i] as number));
  const conf = writeNginxConf(path.join(runDir, "nginx"), ports, cfg);
  startServer("nginx", nginxBin(), nginxArgs(conf));
  await startApi();
  await buildFromApi(env, cfg.apiUrl);
  precompress(path.join(root, "dist/client"));
  reloadNginxConf(path.join(runDir, "nginx"), ports, cfg);
  startServer("web", "tsx", ["src/web/serve.ts"], { ...env, WEB_PORT: String(ports.webUpstream) });
  // Prometheus reading the replicas, the web server and the disks, with the alert rules, as start:prod
  // runs it (scripts/prod/prometheus.ts), every 2 s instead of 15 (tests/e2e/metrics.spec.ts).
  const token = readSettings(env, "start").METRICS_TOKEN ?? "";
  for (const p of monitoring(ports, path.join(runDir, "prometheus"), token, 2)) {
    startServer(p.name, p.bin, p.args);
    await waitForUrl(p.readyUrl);
  }
}

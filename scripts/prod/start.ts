/**
 * `npm run start:prod`: the production topology on this machine, from
 * Debian's packages (installed when missing): PostgreSQL (the project's own
 * cluster in .data/prod/pg, data kept between runs), the migration run once,
 * two API replicas on it, the Firebase Auth emulator, nginx in front (the
 * public ports of `npm start`, so the URLs are the same), the production
 * build made through nginx from the API and precompressed, the web server
 * for the on-demand routes behind nginx, and Prometheus reading them all
 * with the alert rules (scripts/prod/prometheus.ts). One Ctrl-C stops it all.
 *
 * The replicas run with production's settings (PostgreSQL, SESSION_SECRET,
 * BLOG_PASSCODE_HASH, behind a proxy, JSON logs) but not NODE_ENV=production,
 * which refuses the Auth emulator sign-in needs here.
 */
import path from "node:path";
import { DEV_DEFAULT_PASSCODE } from "../../src/server/config/passcode";
import { readSettings } from "../../src/settings";

import { urlsBanner } from "../lib/banner";
import { localConfig, messageEnv, sharedEnv } from "../lib/config";
import {
  assertPortFree,
  buildFromApi,
  root,
  run,
  startAuthEmulator,
  startWeb,
  waitForUrl,
} from "../lib/procs";
import { supervise } from "../lib/supervise";
import { precompress } from "./precompress";
import { monitoring } from "./prometheus";
import {
  ensurePackages,
  nginxArgs,
  nginxBin,
  type PgCluster,
  prepareDatabase,
  prodCluster,
  prodPorts,
  prodUploads,
  reloadNginxConf,
  stopPostgres,
  writeNginxConf,
} from "./stack";

const started = Date.now();
const prodDir = path.join(root, ".data/prod");
const cfg = localConfig();
const ports = prodPorts();
const { SEED_SELLER_KEY: sellerKey, SEED_RIDER_KEY: riderKey } = readSettings(undefined, "start:prod");
// Its WAL archived into BACKUP_DIR for npm run backup and restore (point-in-time recovery).
const cluster: PgCluster = prodCluster();
let pgStarted = false;
const { watch, shutdown } = supervise(() => {
  if (pgStarted) stopPostgres(cluster);
});

try {
  for (const port of [
    ports.web,
    ports.api,
    ports.webUpstream,
    ...ports.replicas,
    cfg.authPort,
    ports.prometheus,
    ports.nodeExporter,
  ])
    await assertPortFree(port);
  ensurePackages();

  console.log("▶ PostgreSQL, and the migration (once, before any replica)…");
  pgStarted = true;
  const base = {
    ...sharedEnv(cfg),
    // The message providers: the local stub's (scripts/stubs/messages.ts), unless the environment names real ones.
    ...messageEnv("start:prod"),
    SEED_SELLER_KEY: sellerKey,
    SEED_RIDER_KEY: riderKey,
    // The web server reaches the API through nginx, as the browsers do.
    API_INTERNAL_URL: `http://127.0.0.1:${ports.api}`,
  };
  const apiEnv = await prepareDatabase(cluster, base, {
    secrets: prodDir,
    uploads: prodUploads,
  });

  const stubUrl = `http://127.0.0.1:${readSettings().MESSAGE_STUB_PORT}`;
  const stub = watch(run("stub", "tsx", ["scripts/stubs/main.ts"], base));
  await waitForUrl(`${stubUrl}/_stub/messages`, 30_000, stub);
  console.log(`▶ Two API replicas (${ports.replicas.join(", ")}), the Auth emulator and nginx…`);
  const replicas = ports.replicas.map((port, i) =>
    watch(run(`api-${i + 1}`, "tsx", ["src/server/main.ts"], apiEnv(port))),
  );
  const auth = watch(startAuthEmulator(cfg, base));
  const conf = writeNginxConf(path.join(prodDir, "nginx"), ports, cfg);
  const nginx = watch(run("nginx", nginxBin(), nginxArgs(conf), base));
  await Promise.all(
    replicas.map((p, i) => waitForUrl(`http://127.0.0.1:${ports.replicas[i]}/ready`, 90_000, p)),
  );
  await waitForUrl(`http://127.0.0.1:${ports.api}/health`, 30_000, nginx);

  console.log("▶ Building the production site (astro build) through nginx…");
  await buildFromApi(base, `http://127.0.0.1:${ports.api}`);
  console.log(`▶ Precompressed ${precompress(path.join(root, "dist/client"))} files (brotli, gzip)`);
  // The CSP of nginx's pages names the inline scripts of the pages just built.
  reloadNginxConf(path.join(prodDir, "nginx"), ports, cfg);

  console.log("▶ The web server for the on-demand routes…");
  const web = watch(startWeb({ ...base, WEB_PORT: String(ports.webUpstream) }));
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${ports.webUpstream}/`, 60_000, web),
    waitForUrl(cfg.authEmulatorUrl, 90_000, auth),
  ]);

  console.log("▶ Prometheus (the replicas', the web server's and the disks' metrics; the alerts)…");
  const token = readSettings(undefined, "start:prod").METRICS_TOKEN ?? "";
  for (const p of monitoring(ports, path.join(prodDir, "prometheus"), token))
    await waitForUrl(p.readyUrl, 60_000, watch(run(p.name, p.bin, p.args, base)));
  console.log(
    urlsBanner(cfg, {
      started,
      blogPasscode: DEV_DEFAULT_PASSCODE,
      sellerKey,
      riderKey,
      extra: `
  Behind nginx         API replicas http://127.0.0.1:${ports.replicas.join(", :")} (/ready), web server :${ports.webUpstream}
  PostgreSQL           127.0.0.1:${ports.postgres} (data in .data/prod/pg; URL in .data/prod/pg/url)
  Messages sent        ${stubUrl}   (WhatsApp, SMS, email and web push: the providers' local stub)
  Metrics              each replica's and the web server's /metrics on its own port (Authorization: Bearer ${readSettings(undefined, "start:prod").METRICS_TOKEN}); nginx answers 404
  Prometheus           http://127.0.0.1:${ports.prometheus}   (targets: /targets, alerts: /alerts; rules in ops/prometheus/alerts.yml)
  Logs                 nginx: .data/prod/nginx/access.log (JSON, with each request's id); the API's JSON lines here
`,
    }),
  );
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  await shutdown(1);
}

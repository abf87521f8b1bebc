/**
 * `npm start`: start the API (creating and seeding its embedded database on
 * first run) and the Firebase Auth emulator, build the production site from
 * that API (the blogs are prerendered from it), then serve the platform and
 * the storefronts. One Ctrl-C stops everything.
 */
import { readSettings } from "../../src/settings";
import { urlsBanner } from "../lib/banner";
import { localConfig, messageEnv, sharedEnv } from "../lib/config";
import { buildFromApi, run, startApi, startAuthEmulator, startWeb, waitForUrl } from "../lib/procs";
import { supervise } from "../lib/supervise";

const cfg = localConfig();
// npm start's own defaults (src/settings.ts): local demo keys for the /Admin orders console, unless
// given: a new database is seeded with them.
const settings = readSettings(undefined, "start");
const { SEED_SELLER_KEY: sellerKey, SEED_RIDER_KEY: riderKey } = settings;
// The message providers: the local stub's (scripts/stubs/messages.ts), unless the environment names real ones.
const env = {
  ...sharedEnv(cfg),
  ...messageEnv("start"),
  SEED_SELLER_KEY: sellerKey,
  SEED_RIDER_KEY: riderKey,
};
const stubUrl = `http://127.0.0.1:${settings.MESSAGE_STUB_PORT}`;
const started = Date.now();
// The passcode the API uses: BLOG_PASSCODE's, or its development default, unless a hash is configured.
const blogPasscode = settings.BLOG_PASSCODE_HASH
  ? "the one BLOG_PASSCODE_HASH was made from"
  : settings.BLOG_PASSCODE;
const { watch, shutdown } = supervise();

try {
  console.log("▶ Starting the message stub, the API and the Firebase Auth emulator…");
  const stub = watch(run("stub", "tsx", ["scripts/stubs/main.ts"], env));
  await waitForUrl(`${stubUrl}/_stub/messages`, 30_000, stub);
  const api = watch(startApi(env));
  const auth = watch(startAuthEmulator(cfg, env));
  await waitForUrl(`${cfg.apiUrl}/health`, 90_000, api);

  console.log("▶ Building the production site (astro build) from the API…");
  await buildFromApi(env, cfg.apiUrl);

  console.log("▶ Starting the web server…");
  const web = watch(startWeb(env));
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${cfg.webPort}/`, 60_000, web),
    waitForUrl(cfg.authEmulatorUrl, 90_000, auth),
  ]);
  const extra =
    `  Messages sent        ${stubUrl}   (WhatsApp, SMS, email and web push: the providers' local stub)\n` +
    `  Metrics              ${cfg.apiUrl}/metrics, http://localhost:${cfg.webPort}/metrics   (Prometheus's; Authorization: Bearer ${settings.METRICS_TOKEN})\n`;
  console.log(urlsBanner(cfg, { started, blogPasscode, sellerKey, riderKey, extra }));
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  await shutdown(1);
}

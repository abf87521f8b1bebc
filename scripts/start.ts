/**
 * `npm start`: start the API (creating and seeding its embedded database on
 * first run) and the Firebase Auth emulator, build the production site from
 * that API (the blogs are prerendered from it), then serve the platform and
 * the storefronts. One Ctrl-C stops everything.
 */
import { DEV_DEFAULT_PASSCODE } from "../src/server/blogs/passcode";
import { localConfig, sharedEnv } from "./lib/config";
import {
  buildFromApi,
  type Proc,
  startApi,
  startAuthEmulator,
  startWeb,
  stopAll,
  waitForUrl,
} from "./lib/procs";

const cfg = localConfig();
// Local demo keys for the /Admin orders console, unless given: a new database is seeded with them.
const sellerKey = process.env.SEED_SELLER_KEY ?? "local-seller-key";
const riderKey = process.env.SEED_RIDER_KEY ?? "local-rider-key";
const env = { ...sharedEnv(cfg), SEED_SELLER_KEY: sellerKey, SEED_RIDER_KEY: riderKey };
const started = Date.now();
// The development passcode the API falls back to (src/server/config/content.ts), unless one is configured.
const blogPasscode = process.env.BLOG_PASSCODE_HASH
  ? "the one BLOG_PASSCODE_HASH was made from"
  : (process.env.BLOG_PASSCODE ?? DEV_DEFAULT_PASSCODE);
const procs: Proc[] = [];
let stopping = false;

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping…");
  await stopAll(procs);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));

try {
  const watch = (p: Proc) => {
    procs.push(p);
    p.exited.then((code) => {
      if (!stopping) {
        console.error(`${p.name} stopped unexpectedly (exit ${code}); stopping the rest.`);
        void shutdown(1);
      }
    });
    return p;
  };
  console.log("▶ Starting the API and the Firebase Auth emulator…");
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
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const port = cfg.webPort;
  const shop = (name: string) => `http://${name}.${cfg.platformDomain}:${port}`;
  console.log(`
✔ Everything is up (${seconds} s). Open:

  Platform site        ${cfg.siteUrl}   (also http://localhost:${port})
  Demo storefront      ${shop("demo")}   (also http://demo.localhost:${port})
  Service shop         ${shop("seva")}
  Unknown shop         ${shop("nosuchshop")}   (store-not-found)
  Blogs                ${cfg.siteUrl}/blogs   (shop blogs: ${shop("kala")}/blogs)
  Add a blog           ${cfg.siteUrl}/addBlog   (passcode: ${blogPasscode})
  API                  ${cfg.apiUrl}   (health: ${cfg.apiUrl}/health)
  Auth emulator        ${cfg.authEmulatorUrl}
  Orders console       ${cfg.siteUrl}/Admin   (seller: shop demo, key ${sellerKey}-demo; rider key: ${riderKey})
                       (a database seeded by an earlier run keeps the keys it printed then)

  Sign-in hands over from the platform to the shop with cookies on ${cfg.platformDomain}:
  use the *.${cfg.platformDomain} addresses for it.

Press Ctrl-C to stop everything.
`);
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  await shutdown(1);
}

/**
 * Starts the API on a fresh database, builds the production site from it
 * (the blogs are prerendered from the API, as a deployment does), then
 * starts the web server and the Auth emulator for the e2e run.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { buildFromApi, root } from "../../../scripts/lib/procs";
import { assertPortFree, cfg, env, freshData, startApi, startServer, waitFor } from "./servers";

export default async function globalSetup() {
  for (const port of [cfg.webPort, cfg.apiPort, cfg.authPort]) await assertPortFree(port);
  freshData();
  const firebaseConfig = path.join(root, ".data/e2e/firebase.json");
  writeFileSync(
    firebaseConfig,
    JSON.stringify({
      emulators: {
        auth: { host: "127.0.0.1", port: cfg.authPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  startServer("auth", "firebase", [
    "emulators:start",
    "--only",
    "auth",
    "--project",
    cfg.projectId,
    "--config",
    firebaseConfig,
  ]);
  await startApi();
  await buildFromApi(env, cfg.apiUrl);
  startServer("web", "tsx", ["src/web/serve.ts"]);
  await Promise.all([waitFor(`http://127.0.0.1:${cfg.webPort}/`), waitFor(cfg.authEmulatorUrl)]);
}

// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { localConfig, sharedEnv } from "./scripts/lib/config.ts";
import { inSitemap } from "./src/domain/routes.ts";
import { readPublicEnv } from "./src/envReader.ts";
import { processVars, readSettings, setProcessVars } from "./src/settings.ts";
import { hostRouting } from "./src/web/devIntegration.ts";

// One set of local defaults for `npm start`, `npm run build`, `astro dev` and the e2e run
// (src/settings.ts, scripts/lib/config.ts): unset PUBLIC_* variables get them before Vite reads the environment.
const vars = processVars();
const fromFiles = loadEnv(readSettings(vars).NODE_ENV ?? "production", process.cwd(), "");
const env = sharedEnv(localConfig({ ...fromFiles, ...vars }), { ...fromFiles, ...vars });
setProcessVars(
  Object.fromEntries(
    Object.entries(env).filter(([key]) => key.startsWith("PUBLIC_") && vars[key] === undefined),
  ),
);
const port = Number(env.WEB_PORT);
const publicEnv = readPublicEnv(env);

/**
 * Vite `define` entries for every value of an object and of the objects in it (`X.a`, `X.a.b`), so each use gets just its value.
 * @param {string} prefix
 * @param {unknown} value
 * @returns {Record<string, string>}
 */
function defineEach(prefix, value) {
  /** @type {Record<string, string>} */
  const entries = { [prefix]: JSON.stringify(value) };
  if (typeof value !== "object" || value === null) return entries;
  for (const [key, inner] of Object.entries(value))
    Object.assign(entries, defineEach(`${prefix}.${key}`, inner));
  return entries;
}

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: publicEnv.siteUrl,
  output: "static",
  // BUILD_OUT_DIR: build elsewhere than dist/ (the build benchmark's throwaway builds).
  outDir: readSettings(vars).BUILD_OUT_DIR,
  adapter: node({ mode: "standalone" }),
  integrations: [
    react(),
    hostRouting(publicEnv.platform.domain),
    // Staff/operator areas and alias routes stay out of the sitemap (src/domain/routes.ts).
    sitemap({
      filter: (page) => inSitemap(new URL(page).pathname),
      // A blog's canonical URL is /blog/{slug} (SPEC §2), without the directory build's slash.
      serialize: (item) => ({ ...item, url: item.url.replace(/(\/blog\/[^/]+)\/$/, "$1") }),
    }),
  ],
  server: { port, host: true },
  // Shop hosts (*.localhost) are this dev server's own hosts.
  vite: {
    server: { allowedHosts: true },
    build: {
      rolldownOptions: {
        output: {
          // React and the stores in one chunk for every island and the storefront: left to itself the
          // bundler splits them by which pages share each module, and every new island moved bytes
          // into the shop's first load (a chunk per module set, each with its own overhead).
          codeSplitting: {
            groups: [
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores)[\\/]/,
              },
            ],
          },
        },
      },
    },
    // The public settings, read once here (src/env.ts): the browser gets each value, not the reader.
    define: defineEach("__PUBLIC_ENV__", publicEnv),
  },
  build: { format: "directory" },
});

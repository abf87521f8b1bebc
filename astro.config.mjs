// @ts-check
import { writeFileSync } from "node:fs";
import path from "node:path";
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
import { SCREEN_PRELOADS } from "./src/web/screenPreloads.ts";

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

/**
 * The client build's chunks by file name, kept as the bundle is finished so that
 * `resolveDependencies` can see what a chunk that imports another later has already loaded.
 * @type {Record<string, { type: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>}
 */
let clientBundle = {};

/**
 * The preload list of each chunk a later import loads, by its file, as the build wrote it.
 * @type {Map<string, string[]>}
 */
const preloadLists = new Map();

/**
 * The chunks certainly loaded once `file` runs: it and what it imports statically, and what every
 * chunk that imports it (statically, or later: a screen, a dialog) had loaded. An entry (an island,
 * a page's script) counts only its own.
 * @param {string} file
 * @param {Set<string>} visiting
 * @returns {Set<string>}
 */
function loadedWith(file, visiting = new Set()) {
  const loaded = new Set();
  const add = (/** @type {string} */ f) => {
    if (loaded.has(f)) return;
    loaded.add(f);
    for (const imported of clientBundle[f]?.imports ?? []) add(imported);
  };
  add(file);
  if (clientBundle[file]?.isEntry || visiting.has(file)) return loaded;
  const importers = Object.keys(clientBundle).filter(
    (f) => clientBundle[f]?.imports?.includes(file) || clientBundle[f]?.dynamicImports?.includes(file),
  );
  if (importers.length === 0) return loaded;
  const inner = new Set([...visiting, file]);
  const before = importers.map((f) => loadedWith(f, inner));
  for (const f of before[0] ?? []) if (before.every((set) => set.has(f))) loaded.add(f);
  return loaded;
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
    plugins: [
      {
        // Astro builds the client with strict entry signatures (an island's chunk exports only what its
        // module does), which stops Rolldown from merging a common chunk into the entry chunk that already
        // loads it: the shop's shell came in 18 files where 11 hold it (-1.1 KB gzipped on every shop
        // route, -1.5 KB on the staff app's shell: each file's imports, exports and preload list). An
        // island is loaded by its default export, so a chunk that exports more changes nothing.
        name: "client-entry-extension",
        applyToEnvironment: (environment) => environment.name === "client",
        options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
        // The shop page's one script (src/pages/storefront.astro: it mounts the app) keeps the name the
        // shop's island had, Storefront.[hash].js, which the e2e tests hold and measure by.
        outputOptions: (output) => ({
          ...output,
          // The React chunk is compiled whole while it downloads (V8's explicit compile hint, off the main
          // thread): React DOM's code is most of it and runs at the first render, where compiling each
          // function on its first call was one task of 80-110 ms on the calibrated phone (cached: 11 ms).
          postBanner: (chunk) => (chunk.name === "react" ? "//# allFunctionsCalledOnLoad" : ""),
          entryFileNames: (chunk) => {
            const { entryFileNames: names } = output;
            const file = typeof names === "function" ? names(chunk) : (names ?? "[name].js");
            return chunk.name.startsWith("storefront.astro_astro_type_script")
              ? file.replace(/[^/]*(?=\.\[hash\]\.js$)/, "Storefront")
              : file;
          },
        }),
      },
      {
        // A chunk imported later (a screen, a dialog) is fetched with what it imports, all at once; what the
        // importing chunk already loaded is left out of that list (each list is a few hundred bytes of file
        // names in the importing chunk: the shop's shell lists every screen's). Astro sets the client's
        // modulePreload, so this joins it from here.
        name: "client-bundle",
        applyToEnvironment: (environment) => environment.name === "client",
        configEnvironment: (name) =>
          name === "client"
            ? {
                build: {
                  modulePreload: {
                    resolveDependencies: (file, deps, { hostId, hostType }) => {
                      if (hostType !== "js") return deps;
                      const loaded = loadedWith(hostId);
                      const listed = deps.filter((dep) => !loaded.has(dep));
                      preloadLists.set(file, listed);
                      // The shop's shell lists only the CSS its later imports need: its screens' script lists
                      // were 0.9 KB gzipped of file names in every shop page's first load. The first screen's
                      // scripts are in the page's head (writeBundle, below); a later screen's chunk imports
                      // all it needs at its top (hoisted), so a screen opened later costs one round trip more.
                      if (/(^|\/)Storefront\.[\w-]+\.js$/.test(hostId))
                        return listed.filter((dep) => dep.endsWith(".css"));
                      return listed;
                    },
                  },
                },
              }
            : undefined,
        generateBundle: {
          order: "pre",
          handler(_options, bundle) {
            clientBundle = /** @type {typeof clientBundle} */ (bundle);
          },
        },
        // Each shop screen's script files, as the shell's start-up fetches them (its preload list): the
        // shop's page names its screen's in its head (src/web/screenPreloads.ts), so the browser fetches
        // them while it parses and the start-up's task has none to add (the bag's were 23 links).
        writeBundle(options, bundle) {
          /** @type {Record<string, string[]>} */
          const screens = {};
          for (const chunk of Object.values(bundle)) {
            const screen =
              chunk.type === "chunk" &&
              chunk.facadeModuleId?.match(/src[\\/]storefront[\\/]screens[\\/](\w+)\.tsx$/)?.[1];
            if (!screen) continue;
            const listed = preloadLists.get(chunk.fileName) ?? [chunk.fileName];
            screens[screen] = listed.filter((file) => file.endsWith(".js"));
          }
          writeFileSync(path.join(options.dir ?? "", SCREEN_PRELOADS), JSON.stringify(screens));
        },
      },
    ],
    server: { allowedHosts: true },
    build: {
      rolldownOptions: {
        output: {
          // React and the stores in one chunk for every island and the storefront: left to itself the
          // bundler splits them by which pages share each module, and every new island moved bytes
          // into the shop's first load (a chunk per module set, each with its own overhead). The shop's
          // t() (src/i18n/t.ts, a store every screen reads) joins them: alone it was a chunk of its own.
          codeSplitting: {
            groups: [
              // Two small rules the shop's product screens and the console share (a line's GST, a photo's
              // sizes): one chunk, where each alone was a file whose import and export lines cost as much as
              // its code (the GST one: 90 bytes).
              { name: "kit", test: /src[\\/]domain[\\/](gst|photos)\.ts$/ },
              // What every client's first load shares (valibot, the contract's common parts, the persisted
              // stores' helper, the session token): one file, where they were three (-0.2 KB on the shop's).
              // The host rules stay apart (the group would take them in, being imported by its modules): the
              // platform's sign-in page needs them at once and none of the rest (3.2 KB, not 7.6).
              { name: "host", test: /src[\\/]domain[\\/]host\.ts$/ },
              {
                name: "base",
                test: /node_modules[\\/]valibot[\\/]|src[\\/](api[\\/]token|contract[\\/]common|stores[\\/]persist)\.ts$/,
              },
              {
                name: "react",
                test: /node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores)[\\/]|src[\\/]i18n[\\/]t\.ts$/,
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

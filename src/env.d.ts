/**
 * This build's public settings, as one global constant. The build reads them
 * once with readPublicEnv (src/envReader.ts, over the one settings reader,
 * src/settings.ts, which the scripts and servers use too) and Vite puts each
 * value in where it is used
 * (astro.config.mjs `define`), the way it does for import.meta.env: a page
 * carries the values it uses, never the reader.
 */
declare const __PUBLIC_ENV__: import("./envReader").PublicEnv;

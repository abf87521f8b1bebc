// @ts-check
import node from "@astrojs/node";
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { hostRouting } from "./src/web/dev-integration.ts";

const env = loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "");
const port = Number(env.WEB_PORT ?? 4321);

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: env.PUBLIC_SITE_URL || `http://localhost:${port}`,
  output: "static",
  adapter: node({ mode: "standalone" }),
  integrations: [react(), hostRouting(env.PUBLIC_PLATFORM_DOMAIN || undefined)],
  server: { port, host: true },
  // Shop hosts (*.localhost) are this dev server's own hosts.
  vite: { server: { allowedHosts: true } },
  build: { format: "directory" },
});

/** Helpers shared by the platform-site specs (platform-*.spec.ts). */
import type { Page } from "@playwright/test";
import { cfg } from "./support/servers";

/** The platform's own origin, e.g. http://platform.localhost:4321. */
export const SITE = new URL(cfg.siteUrl).origin;
export const API = new URL(cfg.apiUrl).origin;

/** A platform URL for a path. */
export const site = (path: string) => `${SITE}${path}`;

/**
 * The same URL for a request made from Node (`request` fixture): Node does not
 * resolve *.localhost names, and the bare localhost host is the platform too.
 */
export function fromNode(url: string): string {
  const u = new URL(url, SITE);
  if (u.hostname.endsWith(".localhost")) u.hostname = "localhost";
  return u.href;
}

export const counterUrl = (name: "emitraCounter" | "marketplaceCounter") => `${API}/counter/${name}`;

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Collects requests that leave the platform's own origins (the site and its API). */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== SITE && url.origin !== API) foreign.push(r.url());
  });
  return foreign;
}

/** Scrolls through the whole page so lazy images and carousels load, then waits for the network to settle. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState("networkidle");
}

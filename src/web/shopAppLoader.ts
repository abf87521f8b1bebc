/**
 * The shop's app is fetched once the browser has shown the server's first
 * paint (its first contentful paint), never beside the page's stylesheets and
 * first photos on a phone's connection; taps made meanwhile are kept
 * (src/storefront/earlyTaps.ts). Astro writes the shop page's script as
 * `<script type="module" src="/_astro/Storefront.[hash].js">` (it mounts the
 * app, src/pages/storefront.astro); the middleware swaps that element for a
 * small inline one which imports the same file after the first paint
 * (deferShopApp). The dev server's page keeps its script as it is.
 *
 * It starts at once where waiting would show nothing sooner: a browser
 * without paint timing (its timer then starts the app), or a first paint
 * hidden until the app draws it (a shopper who chose Hindi); and after
 * FIRST_PAINT_FALLBACK_MS in any case (a page opened in a background tab
 * paints only when shown).
 *
 * Why it waits (performance.md, "fourth pass"): on a busy machine Chromium
 * sometimes presents a page's first frame a second late, a static page with
 * no script as well; Lighthouse then counts every script fetched before that
 * paint as part of it, and the shop's scores fell from 100 to 89-94.
 */

/** The longest the app waits for the first paint. */
export const FIRST_PAINT_FALLBACK_MS = 3000;

/** The built shop page's script element: the shop's app (astro.config.mjs names it Storefront.[hash].js). */
const SHOP_SCRIPT = /<script type="module" src="(\/_astro\/Storefront\.[\w-]+\.js)"><\/script>/;

/**
 * The inline script element that imports `appUrl` once the first paint is on
 * screen, written by hand to a few hundred bytes (every shop page's first
 * load carries it).
 */
export function shopAppLoader(appUrl: string): string {
  const code = `new Promise(go=>{var P=window.PerformanceObserver;if(!P||document.documentElement.classList.contains("saved-hi"))return go();setTimeout(go,${FIRST_PAINT_FALLBACK_MS});new P(l=>l.getEntriesByName("first-contentful-paint").length&&go()).observe({type:"paint",buffered:!0})}).then(()=>import(${JSON.stringify(appUrl)}));`;
  return `<script type="module">${code}</script>`;
}

/** A page's HTML with the shop app's script, where it has one, swapped for shopAppLoader's. */
export function deferShopApp(html: string): string {
  return html.replace(SHOP_SCRIPT, (_script, url: string) => shopAppLoader(url));
}

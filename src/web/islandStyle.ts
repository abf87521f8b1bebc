/**
 * Astro writes the style its islands need (`astro-island{display:contents}`)
 * just before the first island, inside <body>, where HTML allows no <style>
 * (the W3C validator's error). `islandStyleToHead` moves it into <head>, where
 * it applies the same; the page is otherwise left byte for byte.
 */

/** The tag as Astro writes it (astro/dist/runtime/server/astro-island-styles.js). */
export const ISLAND_STYLE_TAG = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

export function islandStyleToHead(html: string): string {
  const headEnd = html.indexOf("</head>");
  const at = html.indexOf(ISLAND_STYLE_TAG, headEnd);
  if (headEnd < 0 || at < 0) return html;
  return (
    html.slice(0, headEnd) +
    ISLAND_STYLE_TAG +
    html.slice(headEnd, at) +
    html.slice(at + ISLAND_STYLE_TAG.length)
  );
}

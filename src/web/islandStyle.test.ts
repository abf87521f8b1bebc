import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ISLAND_STYLE_TAG, islandStyleToHead } from "./islandStyle";

describe("islandStyleToHead", () => {
  it("moves the island style from the body into the head", () => {
    const html = `<html><head><title>x</title></head><body><h1>x</h1>${ISLAND_STYLE_TAG}<script>1</script><astro-island></astro-island></body></html>`;
    expect(islandStyleToHead(html)).toBe(
      `<html><head><title>x</title>${ISLAND_STYLE_TAG}</head><body><h1>x</h1><script>1</script><astro-island></astro-island></body></html>`,
    );
  });

  it("leaves a page without islands, or with the style already in its head, as it was", () => {
    const plain = "<html><head></head><body><p>x</p></body></html>";
    expect(islandStyleToHead(plain)).toBe(plain);
    const done = `<html><head>${ISLAND_STYLE_TAG}</head><body></body></html>`;
    expect(islandStyleToHead(done)).toBe(done);
  });

  it("matches the style Astro writes (its runtime file; not exported by the package)", () => {
    const file = new URL(
      "../../node_modules/astro/dist/runtime/server/astro-island-styles.js",
      import.meta.url,
    );
    const [, styles] = /ISLAND_STYLES = "([^"]+)"/.exec(readFileSync(file, "utf8")) ?? [];
    expect(ISLAND_STYLE_TAG).toBe(`<style>${styles}</style>`);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { htmlFileOf, htmlJs, pageUrl } from "./page-js";

describe("a built page's URL and its file", () => {
  const dir = "/build/client";
  it("a folder page is its index.html; a page built as a file is that file", () => {
    expect(htmlFileOf(dir, "/")).toBe(path.join(dir, "index.html"));
    expect(htmlFileOf(dir, "/emitra/dashboard/")).toBe(path.join(dir, "emitra/dashboard/index.html"));
    expect(htmlFileOf(dir, "/404")).toBe(path.join(dir, "404.html"));
  });

  it("each is the other's inverse", () => {
    for (const page of ["/", "/emitra/", "/blog/some-slug/", "/404"])
      expect(pageUrl(dir, htmlFileOf(dir, page))).toBe(page);
  });
});

describe("htmlJs: what a page loads at start", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "page-js-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "_astro"));
  const files: [name: string, code: string][] = [
    ["entry.js", 'import"./react.js";'],
    ["react.js", "export const r=1;"],
    ["Cart.js", "export const c=2;"],
  ];
  for (const [name, code] of files) writeFileSync(path.join(dir, "_astro", name), code);

  it("follows its scripts, their static imports and its modulepreload links", () => {
    const html =
      '<link rel="modulepreload" href="/_astro/react.js"><script type="module" src="/_astro/entry.js"></script>';
    expect(htmlJs(dir, html, "/").files).toEqual(["/_astro/entry.js", "/_astro/react.js"]);
  });
  it("follows what an inline script imports as it runs (the shop page's app, after its first paint)", () => {
    const html = '<script type="module">go.then(function(){return import("/_astro/entry.js")});</script>';
    expect(htmlJs(dir, html, "/").files).toEqual(["/_astro/entry.js", "/_astro/react.js"]);
  });
  it("leaves out a shop page's screen links (data-screen): they count with that screen's route", () => {
    const html =
      '<link rel="modulepreload" href="/_astro/Cart.js" crossorigin="" data-screen><script type="module" src="/_astro/entry.js"></script>';
    expect(htmlJs(dir, html, "/").files).toEqual(["/_astro/entry.js", "/_astro/react.js"]);
  });
});

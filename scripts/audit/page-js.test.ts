import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileOf, pageUrl } from "./page-js";

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

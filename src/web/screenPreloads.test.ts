import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { $router } from "../storefront/router";
import { readScreenPreloads, SCREEN_PRELOADS, screenOfRoute, screenPreloads } from "./screenPreloads";

const screensDir = path.resolve(import.meta.dirname, "../storefront/screens");

describe("screenOfRoute", () => {
  it("names an existing screen module for every shop route and the not-found screen", () => {
    for (const [route] of [...$router.routes, ["notFound"]]) {
      const file = path.join(screensDir, `${screenOfRoute(String(route))}.tsx`);
      expect(existsSync(file), `${route} → ${file}`).toBe(true);
    }
    expect(screenOfRoute("phoneLogin")).toBe("PhoneLogin");
    expect(screenOfRoute("customerLogin")).toBe("CompleteSignIn");
  });
});

describe("readScreenPreloads", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "screens-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (body: string) => {
    mkdirSync(path.join(dir, "_astro"), { recursive: true });
    writeFileSync(path.join(dir, SCREEN_PRELOADS), body);
  };

  it("reads the build's lists: a screen's script files", () => {
    write(JSON.stringify({ Cart: ["_astro/Cart.abc.js", "_astro/inr.def.js"], Home: ["_astro/Home.x1.js"] }));
    expect(readScreenPreloads(dir)).toEqual({
      Cart: ["_astro/Cart.abc.js", "_astro/inr.def.js"],
      Home: ["_astro/Home.x1.js"],
    });
  });
  it("keeps no list with anything but built script files in it (nothing else reaches the page's head)", () => {
    write(
      JSON.stringify({
        Cart: ["_astro/Cart.abc.js", '"><script>'],
        Home: "x",
        Blog: ["https://elsewhere/a.js"],
      }),
    );
    expect(readScreenPreloads(dir)).toEqual({});
  });
  it("gives none without a build (the dev server), or with a file that is not JSON", () => {
    expect(readScreenPreloads(null)).toEqual({});
    expect(readScreenPreloads(path.join(dir, "missing"))).toEqual({});
    write("{not json");
    expect(readScreenPreloads(dir)).toEqual({});
  });
  it("from source (no server build around it) a page names no script", () => {
    expect(screenPreloads("cart")).toEqual([]);
  });
});

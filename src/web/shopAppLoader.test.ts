import { runInNewContext } from "node:vm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferShopApp, FIRST_PAINT_FALLBACK_MS, shopAppLoader } from "./shopAppLoader";

const APP = "/_astro/Storefront.abc_123.js";

/** Runs the loader in a page: its paint timing and classes; what it imported. */
function page({ hindi = false, paintTiming = true } = {}) {
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const observed: unknown[] = [];
  const imported: string[] = [];
  class PerformanceObserver {
    constructor(readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {}
    observe(options: unknown) {
      observed.push(options);
      observers.push(this.callback);
    }
  }
  const context = {
    window: paintTiming ? { PerformanceObserver } : {},
    document: { documentElement: { classList: { contains: (c: string) => hindi && c === "saved-hi" } } },
    setTimeout,
    // The loader's `import(url)`, run here as a call the test sees (vm scripts have no module loader).
    importApp: (url: string) => {
      imported.push(url);
      return Promise.resolve({});
    },
  };
  const code = /^<script type="module">([\s\S]*)<\/script>$/.exec(shopAppLoader(APP))?.[1] ?? "";
  const call = `import(${JSON.stringify(APP)})`;
  expect(code.split(call)).toHaveLength(2);
  runInNewContext(code.replace(call, `importApp(${JSON.stringify(APP)})`), context);
  const paint = (name: string) => {
    for (const callback of observers) callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  };
  return { observed, imported, paint };
}

describe("the shop page's script: the app is imported once the first paint is on screen", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the first contentful paint (one reported already counts), then imports the app", async () => {
    const p = page();
    expect(p.observed).toEqual([{ type: "paint", buffered: true }]);
    p.paint("first-paint");
    await vi.advanceTimersByTimeAsync(0);
    expect(p.imported).toEqual([]);
    p.paint("first-contentful-paint");
    await vi.advanceTimersByTimeAsync(0);
    expect(p.imported).toEqual([APP]);
  });

  it("imports it after the fallback when no paint comes (a page opened in a background tab)", async () => {
    const p = page();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_FALLBACK_MS - 1);
    expect(p.imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.imported).toEqual([APP]);
  });

  it("imports it at once when the first paint waits hidden for the app (Hindi chosen), or without paint timing", async () => {
    for (const p of [page({ hindi: true }), page({ paintTiming: false })]) {
      await vi.advanceTimersByTimeAsync(0);
      expect(p.observed).toEqual([]);
      expect(p.imported).toEqual([APP]);
    }
  });
});

describe("deferShopApp", () => {
  it("swaps the built shop page's script for the loader of the same file, and nothing else", () => {
    const html = `<head><script type="module" src="${APP}"></script><script type="module" src="/_astro/Other.x.js"></script></head>`;
    expect(deferShopApp(html)).toBe(
      `<head>${shopAppLoader(APP)}<script type="module" src="/_astro/Other.x.js"></script></head>`,
    );
  });
  it("leaves a page without it as it is (the dev server's, a platform page)", () => {
    const dev = `<script type="module" src="/src/pages/storefront.astro?astro&type=script&index=0&lang.ts"></script>`;
    expect(deferShopApp(dev)).toBe(dev);
  });
});

/**
 * The storefront's first paint (issue 13): the web server draws the shop's
 * first screen as HTML from the data it embeds, so a phone shows the shop
 * before the app's JavaScript runs; the app then replaces it with the same
 * page (no spinner, no layout shift), keeps a tap made before it ran, and
 * never shows a returning shopper's saved bag wrong meanwhile.
 */
import { expect, type Page, type Route, test } from "@playwright/test";
import { fetchPage } from "../../scripts/audit/page-js";
import { bagLink, card, header, shop } from "./storefront-support";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { allowPages } from "./support/budget";
import { cfg } from "./support/servers";

/**
 * How a page whose app is held is opened: the navigation is done once the HTML starts to come (the app's
 * script is imported after the first paint, src/web/shopAppLoader.ts, and may be held for the whole test).
 */
const HELD = { waitUntil: "commit" } as const;

/**
 * Holds the storefront's own script until `release` is called: the page shows only the server's HTML. The app
 * is imported once the first paint is on screen (src/web/shopAppLoader.ts), which may come after the test has
 * seen the first paint and released it: a request that comes then goes through at once. The page's cache is
 * off, so the script is asked of the network, where the route is, each time.
 */
async function holdApp(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await page.route(/\/_astro\/Storefront\.[\w-]+\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** Notes every spinner shown and every layout shift from the start of the page (with what moved). */
async function watchPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { spinners: number; shifts: number; moved: string[] };
    w.spinners = 0;
    w.shifts = 0;
    w.moved = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && (n.matches(".boot") || n.querySelector(".boot"))) w.spinners += 1;
    }).observe(document, { childList: true, subtree: true });
    type Shift = { value: number; startTime: number; sources: { node?: Node; previousRect: DOMRect }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[]) {
        w.shifts += e.value;
        for (const { node, previousRect } of e.sources) {
          const el = node instanceof Element ? node : node?.parentElement;
          w.moved.push(
            `${Math.round(e.startTime)} ms: ${el?.outerHTML.slice(0, 80)} from y=${previousRect.y}`,
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** Spinners and layout shifts so far; what moved, when something did (the message of a failure). */
const painted = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { spinners: number; shifts: number; moved: string[] };
    return { spinners: w.spinners, shifts: w.shifts, ...(w.shifts ? { moved: w.moved } : {}) };
  });

test("with JavaScript off the home, a product, the wishlist and the bag still show; an unknown shop says so", async ({
  browser,
}) => {
  allowPages(4);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(shop("demo", "/"));
  await expect(page).toHaveTitle("Demo Kirana Store");
  await expect(page.getByRole("heading", { level: 1, name: /Our Products/ })).toBeVisible();
  await expect(card(page, "Toor Dal 1 kg")).toBeVisible();
  await expect(card(page, "Toor Dal 1 kg").getByText("₹")).toBeVisible();
  // On a phone the bag and wishlist sit in the bar at the bottom of the header (the menu's copy waits
  // behind Menu, which the app opens): the bar's link is the one on screen.
  await expect(header(page).getByRole("link", { name: "Bag 0 items" })).toBeVisible();

  await page.goto(shop("demo", "/product/toor-dal-1kg"));
  await expect(page.getByRole("heading", { level: 1, name: "Toor Dal 1 kg" })).toBeVisible();
  await expect(page.getByRole("button", { name: /ADD TO BAG/ })).toBeVisible();

  await page.goto(shop("demo", "/wishlist"));
  await expect(page.getByText("Hey, it feels so light!")).toBeVisible();
  await page.goto(shop("demo", "/cart"));
  await expect(page.getByRole("heading", { level: 1, name: "Bag" })).toBeVisible();

  await page.goto(shop("nosuchshop", "/"));
  await expect(page.getByRole("heading", { name: "Try any other Store.." })).toBeVisible();
  await expect(page).toHaveTitle("Try any other Store..");
  await context.close();
});

test("the app takes over the first paint with the same page: no spinner, no layout shift", async ({
  page,
}) => {
  await watchPaint(page);
  const release = await holdApp(page);
  await page.goto(shop("demo", "/"), HELD);
  await expect(card(page, "Toor Dal 1 kg")).toBeVisible();
  await expect(page.locator(".first-paint")).toHaveCount(1);
  // The first paint is a page of its own for assistive technology too (axe runs with the app held).
  await expectNoSeriousA11yViolations(page);
  await release();
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await expect(card(page, "Toor Dal 1 kg")).toBeVisible();
  expect(await painted(page)).toEqual({ spinners: 0, shifts: 0 });

  // A product opened directly: the same, titled by the product once the app runs.
  await page.goto(shop("demo", "/product/toor-dal-1kg"));
  await expect(page.getByRole("heading", { level: 1, name: "Toor Dal 1 kg" })).toBeVisible();
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await expect(page).toHaveTitle(/Toor Dal 1 kg/);
  expect(await painted(page)).toEqual({ spinners: 0, shifts: 0 });
});

test("a slow phone never sees the first paint half drawn: it shows whole, with no layout shift", async ({
  page,
}) => {
  // The parser of a slow phone stops between chunks of the page and the browser draws what it has:
  // a header line or a grid row drawn half-filled would move when the rest comes. Here the page
  // ends half way through the shop's grid, as if the rest had not come yet: nothing of it shows.
  const url = shop("demo", "/");
  await holdApp(page);
  await page.route(url, async (route) => {
    // (This machine's Node resolves no *.localhost: the same request to 127.0.0.1, for that host.)
    const { host } = new URL(url);
    const response = await route.fetch({
      url: url.replace(host, `127.0.0.1:${new URL(url).port}`),
      headers: { ...route.request().headers(), host },
    });
    const html = await response.text();
    const cut = html.indexOf("Toor Dal 1 kg", html.indexOf('class="first-paint"'));
    expect(cut).toBeGreaterThan(0);
    await route.fulfill({ response, body: html.slice(0, cut) });
  });
  await page.goto(url, HELD);
  await expect(page.locator(".first-paint")).toHaveCount(1);
  await expect(header(page)).toBeHidden();
  await expect(page.locator(".first-paint .card").first()).toBeHidden();
  await page.unroute(url);

  // A phone six times slower than this machine, the whole page: it comes in one piece, no shift.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await watchPaint(page);
  for (let i = 0; i < 3; i++) {
    await page.goto(url, HELD);
    await expect(card(page, "Toor Dal 1 kg")).toBeVisible();
    await expect(header(page).getByText("Demo Kirana Store")).toBeVisible();
    expect(await painted(page)).toEqual({ spinners: 0, shifts: 0 });
  }
});

test("a tap on ADD TO BAG before the app runs is done once it does; a saved bag is hidden, not shown wrong, until then", async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto(shop("demo", "/"), HELD);
  await card(page, "Toor Dal 1 kg")
    .getByRole("button", { name: /ADD TO BAG/ })
    .click();
  await release();
  await expect(card(page, "Toor Dal 1 kg").getByRole("link", { name: "GO TO BAG" })).toBeVisible();
  await expect(bagLink(page, 1)).toBeAttached();

  // Back with the bag saved: while the app is held the first paint cannot know it, so the
  // badge and the card's buttons wait hidden rather than saying 0 and ADD TO BAG.
  const again = await holdApp(page);
  await page.reload(HELD);
  const badge = header(page).locator(".badge").first();
  await expect(page.locator(".first-paint")).toHaveCount(1);
  await expect(badge).toBeHidden();
  await expect(card(page, "Toor Dal 1 kg").locator(".card-actions")).toBeHidden();
  await again();
  await expect(card(page, "Toor Dal 1 kg").getByRole("link", { name: "GO TO BAG" })).toBeVisible();
  await expect(bagLink(page, 1)).toBeAttached();
});

test("a tap begun on the first paint and ended on the app (it took over in between) is done once", async ({
  page,
}) => {
  const release = await holdApp(page);
  await page.goto(shop("demo", "/"), HELD);
  const add = card(page, "Toor Dal 1 kg").getByRole("button", { name: /ADD TO BAG/ });
  await expect(page.locator(".first-paint")).toHaveCount(1);
  const box = await add.boundingBox();
  if (!box) throw new Error("ADD TO BAG has no box");
  // The finger goes down on the first paint's button; the app replaces the paint; the finger comes up on the
  // app's button: the browser fires no click for it (its press began on a node that is gone).
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await release();
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await expect(add).toBeVisible();
  await page.mouse.up();
  await expect(card(page, "Toor Dal 1 kg").getByRole("link", { name: "GO TO BAG" })).toBeVisible();
  await expect(bagLink(page, 1)).toBeAttached();

  // A press that ends on the first paint away from its button (the finger slid off) is no tap.
  await page.evaluate(() => localStorage.clear());
  const again = await holdApp(page);
  await page.goto(shop("demo", "/product/toor-dal-1kg"), HELD);
  await expect(page.locator(".first-paint")).toHaveCount(1);
  const buy = page.getByRole("main").getByRole("button", { name: /ADD TO BAG/ });
  const at = await buy.boundingBox();
  if (!at) throw new Error("ADD TO BAG has no box");
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  await page.mouse.down();
  await page.mouse.move(5, at.y + at.height / 2 + 120);
  await page.mouse.up();
  await again();
  await expect(page.locator(".first-paint")).toHaveCount(0);
  await expect(buy).toBeVisible();
  await expect(bagLink(page, 0)).toBeAttached();
  // The shopper's own tap on the app is the bag's only one.
  await buy.click();
  await expect(bagLink(page, 1)).toBeAttached();
});

test("a returning signed-in shopper never sees the visitor's Continue with Google in the first paint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const google = page.getByRole("button", { name: "Continue with Google" });
  // A visitor: the first paint offers the sign-in at once.
  const visitor = await holdApp(page);
  await page.goto(shop("demo", "/"), HELD);
  await expect(page.locator(".first-paint")).toHaveCount(1);
  await expect(google).toBeVisible();
  await visitor();
  await expect(page.locator(".first-paint")).toHaveCount(0);
  // Saved sign-in (the shop keeps it under "user"): the first paint cannot know it, so the button waits hidden.
  await page.evaluate(() => localStorage.setItem("user", JSON.stringify({ userLogged: true })));
  const signedIn = await holdApp(page);
  await page.reload(HELD);
  await expect(page.locator(".first-paint")).toHaveCount(1);
  await expect(google).toBeHidden();
  await signedIn();
});

test("a screen's scripts are named in the page's head, fetched while it parses: the start-up adds none of them", async ({
  page,
}) => {
  for (const path of ["/cart", "/history", "/"]) {
    const html = await fetchPage(cfg.webPort, "demo.localhost", path);
    const named = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*data-screen/g)].map(
      (m) => m[1] as string,
    );
    const screen = { "/cart": "Cart", "/history": "History", "/": "Home" }[path];
    // The screen's own chunk first, then what it imports that the shell does not already load.
    expect(named[0], path).toMatch(new RegExp(`^/_astro/${screen}\\.[\\w-]+\\.js$`));
    expect(named.length, path).toBeGreaterThan(1);
    await page.goto(shop("demo", path));
    await expect(page.locator(".first-paint")).toHaveCount(0);
    const links = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((all) => all.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    // Each named once: the start-up's preload found them in the head and added no second link.
    for (const href of named)
      expect(
        links.filter((l) => l === href),
        `${path}: ${href}`,
      ).toHaveLength(1);
  }
});

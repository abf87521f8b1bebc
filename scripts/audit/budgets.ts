/**
 * The JavaScript budgets, in one table that `npm run size` and the budget
 * e2e test (tests/e2e/budgets.spec.ts) both read. KB of gzipped JavaScript,
 * inline scripts included. `start`: what the browser loads before any tap;
 * `all`: that plus the chunks the screen fetches later (a carousel's Swiper,
 * the bag's QR encoder), where the page has such chunks to count.
 */
export const KB = 1024;

export interface Budget {
  /** KB loaded at start. */
  start: number;
  /** KB with the lazy chunks too. */
  all?: number;
}

/**
 * The storefront shell alone, as the web server draws it: every shop route loads it first. 84.4 KB since
 * issue 26 (was 90): what it measured before that issue; 83.0 once the issue won its budgets back (below).
 * 83 since issue 34 (82.3 measured): see the home's line.
 */
export const SHELL_BUDGET: Budget = { start: 83 };

/** Shop routes: the screen whose chunk they load after the shell, and their budget (shell included). */
export const SHOP_BUDGETS: { route: string; screen: string; budget: Budget }[] = [
  // 91 since issue 24 (was 90): the shop's WhatsApp number and UPI payee name in storeData, and uploaded
  // photos' srcset (src/domain/photos.ts, a chunk the console shares) took the home to 90.6 KB in the browser.
  // 91.5 since issue 25: the closed-shop page and the shop's status (+0.2 KB), and valibot functions only the
  // staff app uses (a variant schema of the kiosk's payment) in the valibot chunk every client shares: valibot
  // is one module, so the shop's first load carries what any client code uses of it (+0.2 KB).
  // Issue 26 keeps the budgets it started with (2026-11-26). Its first pass had raised them to what it measured
  // (the shell 84.4 -> 85.9 KB: the phone's bottom bar, the footer, the offline notice, the chunk time-out, the
  // start-up in parts; the home's search and listing +2.2; the bag's checkout +5.3; the history +2.6; the profile
  // +2.9), and Hindi's t() then took +0.5 on every route. Won back, by `npm run size`:
  // - the shop's app mounted by its own module script (src/storefront/mount.ts) instead of Astro's client:only
  //   island, whose inline runtime and React renderer the one app does not need: -2.5 KB on every route;
  // - the HTTP client (src/api/client.ts, about 1 KB) instead of ky 2 (8.5 KB): -7.0 on the bag, history, profile;
  // - the client build (astro.config.mjs): the common chunks merged into the entry that already loads them, and
  //   preload lists without what is loaded already: -1.3 on every route (18 files of the shell -> 10);
  // - the bag screen's own rules and actions (domain/bagLines.ts, stores/bagActions.ts) and a line's GST
  //   (domain/gst.ts) apart from what the catalogue screens load: -1.0 on the home, a product and the wishlist.
  // Then (with Hindi's font CSS in its chunk): shell 83.0, home 90.4 (91.2 in the browser until idle: the
  // header's Google button for a visitor), product 89.8, wishlist 86.6, bag 104.9 / 107.9, history 97.0,
  // profile 94.5 KB.
  // 90 since issue 34 (was 91.5; the browser counted 91.45 KB until idle, the issue asks for 90 at most), 89.75
  // KB in the browser now: the shell lists only the CSS of its later imports (its screens' script lists were
  // 0.9 KB of file names: -0.9 on every route), valibot, the contract's common parts, the persisted stores'
  // helper and the token in one file (-0.2), and the visitor's Google button in the shell instead of a chunk
  // of its own (+0.2 on the shell, -0.6 in the browser for a visitor). Measured: shell 82.3, home 89.8 (89.75
  // in the browser, the Google button and the inline scripts included), product 89.1, wishlist 85.9, bag
  // 113.7 / 115.0, history 105.6, profile 101.4 KB; the home is held to the 90, the rest keep about 1 KB.
  { route: "/", screen: "Home", budget: { start: 90 } },
  { route: "/product/{id}", screen: "Product", budget: { start: 90 } },
  { route: "/wishlist", screen: "Wishlist", budget: { start: 87 } },
  // The QR encoder is a lazy chunk of the bag: counted in `all`, never in the first load. `all` 110.5 since
  // issue 25 (was 110, at 110.0): a shop's status in storeData and the closed-shop page (+0.2 KB on every route).
  // +7.5 KB on the bag, the history, the profile and /addBlog since issue 34 (ky back as the HTTP client, as the
  // owner chose): ky's measured cost on each screen that calls the API at once, net of the 1 KB client it
  // replaced (the bag 105.6 -> 113.0, the history 97.5 -> 104.8, the profile 94.9 -> 102.3 KB; the home,
  // the product and the wishlist make no call and do not load it).
  // 115.6 / 119.5 since issue 37 (was 114.5 / 116): paying online through the gateway, a lazy
  // chunk the bag loads only on a shop that takes online payments (+2.5 KB in `all`, which counts it with the QR
  // encoder though a bag loads one or the other), and the QR drawing shared with the kiosk console, a chunk of
  // its own (+0.5 KB at start); measured 115.5 / 119.4 (docs/performance.md). 111.6 / 118.0 measured with the
  // UPI intent (+0.45 KB lazy), after the bag stopped loading the refunds, order-detail and after-order code it
  // never ran (docs/performance.md).
  { route: "/cart", screen: "Cart", budget: { start: 115.6, all: 119.5 } },
  // 101 since issue 24 (was 100, at 99.8): the shop's own WhatsApp number and UPI payee name in storeData
  // (+0.2 KB on every shop route) and the srcset of sellers' uploaded photos (+0.2 KB) took it to 100.3.
  // 101.5 since issue 25: 101.2 before the closed-shop page, which (with the shop's status) took it to 101.4.
  // 102 since issue 25's staff apps: the valibot chunk the shop shares with them (+0.2 KB, as the home) and
  // the support admin's cancel reason on the order card took it to 101.6.
  { route: "/history", screen: "History", budget: { start: 106.5 } },
  { route: "/profile", screen: "Profile", budget: { start: 102.5 } },
];

/** Platform pages (built URL paths): a page not listed ships no JavaScript at all. */
export const PLATFORM_BUDGETS: Record<string, Budget> = {
  // The kiosk and franchise pages fetch Swiper when their carousel nears the screen.
  "/emitra/": { start: 4, all: 40 },
  "/hyperlocal/": { start: 4, all: 40 },
  // The visitor counter alone.
  "/marketplace/": { start: 1 },
  // Firebase and js-cookie come only with the tap on sign-in (not budgeted: `all` is unbounded by design).
  "/customerLogin/": { start: 4 },
  // The staff app's shell on every staff page (React, the router, the sign-in: 82.4 KB measured since issue 25,
  // the phone sign-in and the areas included); the signed-in frame, each screen, the HTTP client and Firebase come later.
  "/Admin/": { start: 84 },
  "/masteradmin/": { start: 84 },
  "/masteradmin/shop/": { start: 84 },
  "/masteradmin/supportadmin/": { start: 84 },
  "/masteradmin/audit/": { start: 84 },
  // Issue 37's figures: the same shell; the screen, its charts' library (uPlot) and their CSS come with it later.
  "/masteradmin/figures/": { start: 84 },
  "/emitra/dashboard/": { start: 84 },
  // 97.5 since issue 34 (was 90): ky, as the shop's screens above (90.7 KB measured).
  "/addBlog/": { start: 97.5, all: 97.5 },
};

/** A platform page's budget (0 KB for a page not listed: with nothing at start, nothing comes later either). */
export const platformBudget = (page: string): Budget => PLATFORM_BUDGETS[page] ?? { start: 0 };

/**
 * The platform pages' behaviour: carousels (SPEC §9 settings), the FAQ
 * linkify, the visit counters against the real API
 * and with the API failing, the looping video, the mobile menu and the
 * Devanagari font.
 */
import { expect, type Locator, type Page, test } from "@playwright/test";
import { counterUrl, fromNode, site, watchErrors } from "./platform-support";

/** The carousel's autoplay delay (emitraCarousel in src/data/emitra.ts) and its slide's length (src/islands/swiper.ts). */
const AUTOPLAY_MS = 3000;
const SLIDE_MS = 400;
/** Long enough for a running carousel to take one step: what "no autoplay" waits out. */
const ONE_STEP_MS = AUTOPLAY_MS + SLIDE_MS + 200;

/** A carousel's Swiper container, with the autoplay step times a test records on it. */
type SwiperElement = HTMLElement & {
  swiper: { realIndex: number; on(event: "autoplay", handler: () => void): void };
  autoplaySteps?: number[];
};

const carousel = (page: Page, name: string) => page.locator(`platform-carousel[aria-label="${name}"]`);
const bullets = (c: Locator) => c.locator(".carousel-pagination button");
/** Index of the active pagination bullet (Swiper's a11y module marks it aria-current). */
const activeIndex = (c: Locator) =>
  bullets(c).evaluateAll((bs) => bs.findIndex((b) => b.getAttribute("aria-current") === "true"));
const activeTitle = (c: Locator) => c.locator(".swiper-slide-active h3").textContent();

/** Clicks a carousel control and waits until the carousel has settled on the expected slide. */
async function move(c: Locator, control: string, expected: number, message?: string) {
  await c.getByRole("button", { name: control }).click();
  await expect.poll(() => activeIndex(c), { message: message ?? control }).toBe(expected);
  await settled(c);
}

/** Waits until no slide is moving: Swiper ignores loop-mode clicks meanwhile, as for a person clicking fast. */
async function settled(c: Locator) {
  await expect
    .poll(() =>
      c
        .locator(".swiper")
        .evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating),
    )
    .toBe(false);
}

async function startCarousel(c: Locator) {
  await c.scrollIntoViewIfNeeded();
  await expect(c.locator(".swiper")).toHaveClass(/swiper-initialized/);
}

test.describe("kiosk page carousel", () => {
  test("has 13 slides, autoplays every 3 s and keeps going after the arrows are used", async ({ page }) => {
    await page.goto(site("/emitra"));
    const c = carousel(page, "How it works, in 13 steps");
    await startCarousel(c);
    await expect(c.locator(".swiper-slide")).toHaveCount(13);
    await expect(bullets(c)).toHaveCount(13);

    // Each autoplay step's time, taken in the page (a wait in the test would race the carousel's start).
    const first = await c.locator(".swiper").evaluate((el) => {
      const carousel = el as SwiperElement;
      carousel.autoplaySteps = [];
      carousel.swiper.on("autoplay", () => carousel.autoplaySteps?.push(performance.now()));
      return carousel.swiper.realIndex;
    });
    const steps = () => c.locator(".swiper").evaluate((el) => (el as SwiperElement).autoplaySteps ?? []);
    await expect.poll(async () => (await steps()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    const [one = 0, two = 0] = await steps();
    // The 3 s delay, then the 0.4 s slide; a loaded machine may fire the timer late, never early.
    expect(two - one, "3 s between autoplay steps").toBeGreaterThanOrEqual(AUTOPLAY_MS);
    expect(two - one, "3 s between autoplay steps").toBeLessThan(AUTOPLAY_MS + SLIDE_MS + 1000);
    await expect.poll(() => activeIndex(c)).toBe((first + 2) % 13);

    await settled(c);
    await move(c, "Next slide", (first + 3) % 13);
    await expect
      .poll(() => activeIndex(c), { timeout: 4500, message: "autoplay goes on after the click" })
      .toBe((first + 4) % 13);
  });

  test("arrows, pagination and loop move between slides", async ({ page }) => {
    await page.goto(site("/emitra"));
    const c = carousel(page, "How it works, in 13 steps");
    await startCarousel(c);
    await c.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(c.getByRole("button", { name: "Play slideshow" })).toBeVisible();

    await move(c, "Go to slide 5", 4);
    expect(await activeTitle(c)).toBe("Logo and welcome banner");
    await move(c, "Next slide", 5);
    await move(c, "Previous slide", 4);
    await move(c, "Previous slide", 3);
    await move(c, "Go to slide 13", 12);
    await move(c, "Next slide", 0, "loops to the first slide");
    await move(c, "Previous slide", 12, "loops back to the last slide");

    // Paused: no autoplay.
    await page.waitForTimeout(ONE_STEP_MS);
    expect(await activeIndex(c)).toBe(12);
  });

  test("with reduced motion the carousel and the video start paused", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto(site("/emitra"));
    const video = page.locator("video");
    await expect(video).toHaveJSProperty("paused", true);
    const c = carousel(page, "How it works, in 13 steps");
    await startCarousel(c);
    await expect(c.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    const first = await activeIndex(c);
    await page.waitForTimeout(ONE_STEP_MS);
    expect(await activeIndex(c)).toBe(first);
    await context.close();
  });
});

test.describe("franchise page carousels", () => {
  for (const name of ["Things we would take care of for your business", "How will you make money"]) {
    test(`${name}: 4 slides, 30 px apart, one per view, looping, autoplay continues after interaction`, async ({
      page,
    }) => {
      await page.goto(site("/hyperlocal"));
      const c = carousel(page, name);
      await startCarousel(c);
      await expect(c.locator(".swiper-slide")).toHaveCount(4);
      await expect(bullets(c)).toHaveCount(4);

      const boxes = await c
        .locator(".swiper-slide")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).sort((a, b) => a.left - b.left));
      const [a, b] = boxes;
      expect(Math.round((b?.left ?? 0) - (a?.right ?? 0)), "gap between slides").toBe(30);
      const view = await c.locator(".swiper").boundingBox();
      expect(Math.round(a?.width ?? 0), "one slide per view").toBe(Math.round(view?.width ?? -1));

      await move(c, "Go to slide 4", 3);
      await move(c, "Next slide", 0, "loops");
      await expect.poll(() => activeIndex(c), { timeout: 4500, message: "autoplay goes on" }).toBe(1);
    });
  }

  test("the plans lead to the franchise sign-up with their plan and the FAQ is a 7-question accordion", async ({
    page,
  }) => {
    await page.goto(site("/hyperlocal"));
    const plans = page.getByRole("article");
    await expect(plans).toHaveCount(2);
    const basic = plans.filter({ hasText: "Basic Subscription" });
    await expect(basic).toContainText("50 stores");
    await expect(basic.locator("del")).toHaveText("₹15,000");
    await expect(basic.locator("ins")).toHaveText("₹10,000");
    await expect(basic).toContainText("35% Off");
    const premium = plans.filter({ hasText: "Premium Subscription" });
    await expect(premium).toContainText("100 stores");
    await expect(premium.locator("del")).toHaveText("₹25,000");
    await expect(premium.locator("ins")).toHaveText("₹20,000");
    await expect(premium).toContainText("45% Off");
    await expect(basic.getByRole("link", { name: /^Get Started/ })).toHaveAttribute(
      "href",
      "/Admin/franchise/signup?plan=basic",
    );
    await expect(premium.getByRole("link", { name: /^Get Started/ })).toHaveAttribute(
      "href",
      "/Admin/franchise/signup?plan=premium",
    );

    const faq = page.locator("#faq + .faq details");
    await expect(faq).toHaveCount(7);
    await faq.nth(0).locator("summary").click();
    await expect(faq.nth(0)).toHaveAttribute("open", "");
    await faq.nth(3).locator("summary").click();
    await expect(faq.nth(3)).toHaveAttribute("open", "");
    await expect(faq.nth(0), "one answer open at a time").not.toHaveAttribute("open");

    const contact = page.getByRole("region", { name: "Talk to us" });
    await expect(contact.getByRole("link", { name: "+91 90000 12345" })).toHaveAttribute(
      "href",
      "https://wa.me/919000012345",
    );
    await expect(contact.getByRole("link", { name: "support@platform.in" })).toHaveAttribute(
      "href",
      "mailto:support@platform.in",
    );
  });
});

test.describe("guide pages", () => {
  for (const path of ["/emitra/guide", "/emitra/Emitra-guide"]) {
    test(`${path}: the guide PDF and the FAQ item that turns URLs into links`, async ({ page, request }) => {
      await page.goto(site(path));
      const pdf = page.getByRole("link", { name: "Download the guide (PDF)" });
      const href = (await pdf.getAttribute("href")) ?? "";
      const response = await request.get(fromNode(href));
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");

      const training = page.locator("details", { hasText: "When and where is the training?" });
      await expect(training.getByRole("link")).toHaveCount(0); // closed: hidden
      await training.locator("summary").click();
      const meet = training.getByRole("link", { name: "https://meet.platform.in/emitra-training" });
      await expect(meet).toBeVisible();
      await expect(meet).toHaveAttribute("href", "https://meet.platform.in/emitra-training");
      // The text around the URL, and a sentence without any, stay plain text.
      await expect(training.getByRole("link", { name: /Monday/ })).toHaveCount(0);
      await expect(training).toContainText("Online training runs Monday to Saturday at 5 pm on https://meet");
      const fees = page.locator("details", { hasText: "How much does a merchant pay" });
      await fees.locator("summary").click();
      await expect(fees.locator("p")).toBeVisible();
      await expect(fees.getByRole("link")).toHaveCount(0);
    });
  }

  test("the Training button opens the training document", async ({ page, request }) => {
    await page.goto(site("/emitra"));
    const href = (await page.getByRole("link", { name: /^Training/ }).getAttribute("href")) ?? "";
    const response = await request.get(fromNode(href));
    expect(response.headers()["content-type"]).toContain("pdf");
    await page.getByRole("link", { name: "E-mitra Terms and Conditions" }).first().click();
    await expect(page).toHaveURL(/\/emitra\/emitra_terms_and_conditions\/?$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-mitra Terms and Conditions");
  });
});

test.describe("visit counters", () => {
  test("the kiosk page shows the emitraCounter number from the API", async ({ page }) => {
    const errors = watchErrors(page);
    const answer = page.waitForResponse(counterUrl("emitraCounter"));
    await page.goto(site("/emitra"));
    const response = await answer;
    expect(response.status()).toBe(200);
    const count = Number(await response.json());
    expect(Number.isInteger(count)).toBe(true);
    await expect(page.locator("visit-counter [data-count]")).toHaveText(count.toLocaleString("en-IN"));
    expect(errors).toEqual([]);
  });

  test("the marketplace shows the marketplaceCounter number under 'Total Visits'", async ({ page }) => {
    const errors = watchErrors(page);
    const answer = page.waitForResponse(counterUrl("marketplaceCounter"));
    await page.goto(site("/marketplace"));
    const response = await answer;
    expect(response.status()).toBe(200);
    const count = Number(await response.json());
    const widget = page.locator("visit-counter", { hasText: "Total Visits" });
    await expect(widget.locator("[data-count]")).toHaveText(count.toLocaleString("en-IN"));
    expect(errors).toEqual([]);
  });

  for (const failure of ["a non-OK answer", "no answer (API down)"] as const) {
    test(`with ${failure} the count stays 0 and 'Network response was not ok' is logged`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on("console", (m) => logged.push(m.text()));
      for (const name of ["emitraCounter", "marketplaceCounter"] as const) {
        await page.route(counterUrl(name), (route) =>
          failure === "a non-OK answer"
            ? route.fulfill({ status: 500, json: { error: "Internal error" } })
            : route.abort("connectionrefused"),
        );
      }
      for (const path of ["/emitra", "/marketplace"]) {
        logged.length = 0;
        await page.goto(site(path));
        await expect.poll(() => logged.includes("Network response was not ok"), { message: path }).toBe(true);
        await expect(page.locator("visit-counter [data-count]")).toHaveText("0");
      }
    });
  }
});

test("the kiosk page video is a small local muted loop with a poster", async ({ page, request }) => {
  await page.goto(site("/emitra"));
  const video = page.locator("video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveAttribute("poster", /^\/_astro\/.+\.webp$/);
  await expect(video).not.toHaveAttribute("autoplay");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
  for (const src of await video
    .locator("source")
    .evaluateAll((s) => s.map((e) => e.getAttribute("src") ?? ""))) {
    const response = await request.get(fromNode(src));
    expect(response.status(), src).toBe(200);
    expect((await response.body()).length, src).toBeLessThan(300 * 1024);
  }
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  /** The Menu button's expanded state as assistive technology gets it. */
  async function expanded(page: Page): Promise<unknown> {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const menu = nodes.find((n) => n.role?.value === "button" && n.name?.value === "Menu");
    return menu?.properties?.find((p) => p.name === "expanded")?.value.value;
  }

  test("the Menu button opens and closes the navigation by keyboard, exposing its expanded state", async ({
    page,
  }) => {
    await page.goto(site("/"));
    const menu = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "E-Mitra" })).toBeHidden();
    expect(await expanded(page)).toBe(false);

    await menu.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "E-Mitra" })).toBeVisible();
    expect(await expanded(page)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("button", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "E-Mitra" })).toBeHidden();
    await expect(menu).toBeFocused();
    expect(await expanded(page)).toBe(false);

    await menu.click();
    await nav.getByRole("link", { name: "Franchise" }).click();
    await expect(page).toHaveURL(/\/hyperlocal\/?$/);
  });
});

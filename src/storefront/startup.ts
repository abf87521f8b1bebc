/**
 * The storefront's start-up, run once when its code loads, before React's
 * first render (SPEC §2 "Shop startup"). It fills the stores from the data
 * the web server embedded in the shell (src/stores/boot.ts), or starts the
 * shop's one lookup by host when there is none (no other call: never the
 * shop list), and fetches the current screen's code, so the app's first render
 * draws the same page the server's first paint showed (FirstPaint.tsx) and
 * replaces it in one step, with no spinner in between.
 */
import { hostKind } from "../domain/host";
import { markLoadedFromBoot, peekBoot } from "../stores/boot";
import { loadShop } from "../stores/store";
import { withChunkTimeout } from "./chunkTimeout";
import { $router } from "./router";
import { loadLanguage } from "./ShopHeader";
import { preloadScreen } from "./screens";

/**
 * Starts everything; resolves once the current screen's code is here (or
 * failed: the screen says so). Its parts run in tasks of their own (after
 * the module's evaluation, then one after another), so the start adds no long
 * task to the page's main thread (issue 26: a phone's CPU made one of it).
 */
export async function startUp(): Promise<void> {
  await nextTask();
  // The current screen's code first: its download runs while the rest is set up.
  const route = $router.get()?.route;
  const ready = [preloadScreen(route)];
  // A shopper who chose Hindi (the shell's script marked it, src/pages/storefront.astro): its words are
  // here for the first render (their own chunk, fetched meanwhile; should it fail, the shop is in English).
  const quiet = () => {};
  if (document.documentElement.classList.contains("saved-hi")) ready.push(loadLanguage().then(quiet, quiet));
  await nextTask();
  // The shop this host names: from the embedded data (no call), or the one lookup by host.
  const host = hostKind(location.host, __PUBLIC_ENV__.platform.domain);
  if (host.kind === "shop") {
    void loadShop(host.subdomain, location.host);
    markLoadedFromBoot(`shop:${host.subdomain}`);
  }
  await nextTask();
  // The catalogue takes its part of the embedded data at once; the screens do the rest as before.
  const { shopId, catalogue } = peekBoot();
  // The screens that show products: the catalogue's code comes with theirs, not in the first load.
  if (shopId && catalogue && (route === "home" || route === "product")) {
    ready.push(
      withChunkTimeout(import("../stores/catalogue")).then(
        ({ loadCatalogue }) => {
          void loadCatalogue(shopId);
          markLoadedFromBoot(`catalogue:${shopId}`);
        },
        () => {},
      ),
    );
  }
  ready.push(firstScreenPainted());
  await Promise.all(ready);
}

/**
 * Resolves in a task of its own: what follows runs after the browser has had
 * its turn (input, painting), so one long piece of work becomes several short
 * ones. `scheduler.yield()` where the browser has it (its continuation runs
 * before other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the first paint's above-the-fold images have loaded and been
 * drawn, or after `waitMs`: the app replaces them with the same images, and an
 * image replaced before it was ever drawn would appear only after the app's
 * JavaScript (taps made meanwhile are kept, earlyTaps.ts).
 */
function firstScreenPainted(waitMs = 1000): Promise<void> {
  const pending = [
    ...document.querySelectorAll<HTMLImageElement>('.first-paint img[loading="eager"]'),
  ].filter((img) => !img.complete);
  const loaded = Promise.all(
    pending.map(
      (img) =>
        new Promise((done) => {
          img.addEventListener("load", done, { once: true });
          img.addEventListener("error", done, { once: true });
        }),
    ),
  );
  // Then one frame, so the loaded images are on screen before the app's render.
  const drawn = loaded.then(() => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done))));
  return Promise.race([drawn, new Promise<void>((done) => setTimeout(done, waitMs))]);
}

import { atom } from "nanostores";
import { type ConsoleRoute, parseConsoleHash } from "./routes";

/** The console's current screen, following the location hash. */
export const $consoleRoute = atom<ConsoleRoute>(
  typeof location === "undefined" ? { name: "orders" } : parseConsoleHash(location.hash),
);

// A screen opened by navigation takes focus on its title (a screen reader hears where it is);
// the first screen of a page load does not steal focus.
let focusWanted = false;

if (typeof window !== "undefined") {
  window.addEventListener("hashchange", () => {
    focusWanted = true;
    $consoleRoute.set(parseConsoleHash(location.hash));
  });
}

/** Whether the screen now mounting should take focus (asked once per navigation). */
export function takeFocusRequest(): boolean {
  const wanted = focusWanted;
  focusWanted = false;
  return wanted;
}

/** Opens a screen (pushes its hash: Back returns to the screen before). */
export function openScreen(hash: string): void {
  location.hash = hash;
}

/** The page's path (/masteradmin/shop/demo): the master area's screens follow it. */
export const $staffPath = atom<string>(typeof location === "undefined" ? "/" : location.pathname);

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    focusWanted = true;
    $staffPath.set(location.pathname);
  });
}

/**
 * Opens another path of the same staff page without reloading it (the shell
 * and the person stay; the new path's screen loads): pushes it, so Back works.
 */
export function openPath(href: string): void {
  const url = new URL(href, location.href);
  history.pushState(null, "", url);
  focusWanted = true;
  $staffPath.set(url.pathname);
  window.scrollTo(0, 0);
}

/**
 * A click on a link within `root` (the area's own paths, e.g. /masteradmin)
 * opens it in place; any other click (another page, a new tab, a modifier
 * key, a download) is the browser's.
 */
export function followInPlace(event: MouseEvent, root: string): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  if (url.pathname !== root && !url.pathname.startsWith(`${root}/`)) return;
  event.preventDefault();
  if (url.pathname === location.pathname && url.search === location.search && url.hash) {
    location.hash = url.hash;
    return;
  }
  openPath(url.href);
}

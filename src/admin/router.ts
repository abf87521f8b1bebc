/**
 * The staff router live in the page (the table: src/admin/routes.ts): it
 * follows the location, opens the app's own links in place, moves an old
 * hash address (/Admin#/orders) to its path, and asks the screen a
 * navigation opens to take focus on its title.
 */
import { $staffRouter, pathOfOldHash, ROUTE_AREAS, staffRouteAt } from "./routes";

export { $staffRouter };

// A screen opened by navigation takes focus on its title (a screen reader hears where it is);
// the first screen of a page load does not steal focus.
let focusWanted = false;

if (typeof window !== "undefined") {
  const moved = pathOfOldHash(location.pathname, location.hash);
  if (moved) history.replaceState(history.state, "", moved);
  // Back and Forward are navigations too (the router follows them itself).
  window.addEventListener("popstate", () => {
    focusWanted = true;
  });
}

/** Whether the screen now mounting should take focus (asked once per navigation). */
export function takeFocusRequest(): boolean {
  const wanted = focusWanted;
  focusWanted = false;
  return wanted;
}

/** Opens a screen of the app in place (pushes it: Back returns to the screen before). */
export function openScreen(href: string): void {
  focusWanted = true;
  $staffRouter.open(new URL(href, location.href).href.slice(location.origin.length));
  window.scrollTo(0, 0);
}

/** Replaces the address with another of the same screen (a search typed, a filter chosen): no new history entry. */
export function replaceScreen(href: string): void {
  $staffRouter.open(new URL(href, location.href).href.slice(location.origin.length), true);
}

/**
 * A click on a link to another screen of the same staff page opens it in
 * place (the shell and the person stay; the new screen's code loads); any
 * other click (another page, a new tab, a modifier key, a download) is the
 * browser's.
 */
function followInPlace(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== location.origin) return;
  const to = staffRouteAt(url.pathname);
  const here = staffRouteAt(location.pathname);
  if (!to || !here || ROUTE_AREAS[to.route].page !== ROUTE_AREAS[here.route].page) return;
  event.preventDefault();
  if (url.pathname === location.pathname && url.search === location.search && url.hash) {
    location.hash = url.hash;
    return;
  }
  openScreen(url.href);
}

if (typeof document !== "undefined") {
  // On the document: React's own handlers (a screen's link that does something else) run first.
  document.addEventListener("click", followInPlace);
}

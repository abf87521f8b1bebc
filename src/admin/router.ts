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

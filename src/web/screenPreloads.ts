/**
 * The script files of each shop screen, for the shop page's head: the build
 * writes each screen's preload list (the files the shell's start-up fetches
 * for it, astro.config.mjs) to SCREEN_PRELOADS in the client build, and the
 * page names the current screen's as `<link rel="modulepreload">`. The
 * browser then fetches them while it parses the page, and the start-up's
 * preload finds them there and adds none: on the bag that was 23 links added
 * in one task of the start (each one a request begun on the main thread).
 * Where there is no built list (the dev server) the page names none and the
 * start-up fetches them as before.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The list's file, in the client build's directory. */
export const SCREEN_PRELOADS = "_astro/shop-screens.json";

/** A screen's file name where it is not the route's name capitalised (src/storefront/screens.ts). */
const SCREEN_OF: Readonly<Record<string, string>> = { customerLogin: "CompleteSignIn", notFound: "NotFound" };

/** The screen module (src/storefront/screens/{name}.tsx) of a shop route. */
export function screenOfRoute(route: string): string {
  return SCREEN_OF[route] ?? `${route.charAt(0).toUpperCase()}${route.slice(1)}`;
}

/**
 * The client build's directory beside the server build this module runs from
 * (dist/server/… → dist/client, found as the adapter finds it: up to the
 * folder of entry.mjs); null where this is no server build.
 */
function clientDirOf(moduleUrl: string): string | null {
  let dir = path.dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (existsSync(path.join(dir, "entry.mjs"))) return path.join(dir, "..", "client");
    const up = path.dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** Reads the built lists: screen → its files ("_astro/…js"); empty where there are none. */
export function readScreenPreloads(clientDir: string | null): Readonly<Record<string, readonly string[]>> {
  if (!clientDir) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(clientDir, SCREEN_PRELOADS), "utf8"));
    if (typeof parsed !== "object" || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) &&
          entry[1].every((f) => typeof f === "string" && /^_astro\/[\w.-]+\.js$/.test(f)),
      ),
    );
  } catch {
    return {};
  }
}

let lists: Readonly<Record<string, readonly string[]>> | undefined;

/** The site paths ("/_astro/…js") of a route's screen scripts, from this server build's lists (read once). */
export function screenPreloads(route: string | undefined): readonly string[] {
  lists ??= readScreenPreloads(clientDirOf(import.meta.url));
  return (lists[screenOfRoute(route ?? "notFound")] ?? []).map((file) => `/${file}`);
}

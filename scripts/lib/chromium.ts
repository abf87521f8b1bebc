/**
 * Finds a Chromium: CHROMIUM_PATH, Debian's, or Playwright's own download. The
 * end-to-end tests drive Chromium's headless shell where it is installed
 * (Debian's chromium-headless-shell, the build Playwright itself runs headless
 * tests in: the same engine without the full browser's UI, about a fifth less
 * CPU per test here); the Lighthouse audit measures in the full browser, as a
 * shopper's is.
 */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { processVars, readSettings, type Vars } from "../../src/settings";

/** The flags every test browser starts with (playwright.config.ts, and a spec that picks its own browser). */
export const TEST_BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
/** The binary itself first: /usr/bin's is a shell script that does not exec it. */
const HEADLESS_SHELLS = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell"];

/** The browser the end-to-end tests launch: CHROMIUM_PATH, else Debian's headless shell, else findChromium's. */
export function findTestChromium(
  env: Vars = processVars(),
  shells: readonly string[] = HEADLESS_SHELLS,
): string {
  if (!readSettings(env).CHROMIUM_PATH) for (const shell of shells) if (existsSync(shell)) return shell;
  return findChromium(env);
}

/** The path of a Chromium to launch; throws with instructions when there is none. */
export function findChromium(env: Vars = processVars()): string {
  const fromEnv = readSettings(env).CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist.`);
  }
  for (const candidate of CANDIDATES) if (existsSync(candidate)) return candidate;
  try {
    const own = chromium.executablePath();
    if (existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own installed.
  }
  throw new Error(
    [
      "No Chromium found for the end-to-end tests. Install one of:",
      "  Debian/Ubuntu:  sudo apt-get install chromium",
      "  Any OS:         npx playwright install chromium",
      "or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
}

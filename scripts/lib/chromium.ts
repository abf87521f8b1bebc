/** Finds a Chromium for Playwright: CHROMIUM_PATH, Debian's, or Playwright's own download. */
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { processVars, readSettings, type Vars } from "../../src/settings";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

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

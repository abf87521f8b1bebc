/** axe-core check: no serious or critical violations on the current page. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { AXE_MS, allow } from "./budget";
import { STACK } from "./servers";

/**
 * Checks the page with axe-core in the e2e run on npm start's topology. The
 * run through nginx (E2E_STACK=prod) draws the same pages from the same build
 * and API code, so it skips this check and spends its time on what nginx and
 * the replicas change.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  if (STACK === "prod") return;
  // Each run gets its own share of time: axe walks the whole page.
  allow(AXE_MS);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

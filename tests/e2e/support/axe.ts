/** axe-core check: no serious or critical violations on the current page. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { AXE_MS, allow } from "./budget";

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Each run gets its own share of time: axe walks the whole page.
  allow(AXE_MS);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious).toEqual([]);
}

/**
 * Time budgets that grow with a test's work, so a test that loads several
 * pages or runs axe several times still fits on a loaded 2-core machine
 * (CI's), where one page load can take seconds. The base is the config's
 * timeout; each call adds its share to the running test's timeout.
 */
import { test } from "@playwright/test";

/** One page load and its checks on a busy machine. */
export const PAGE_MS = 10_000;
/** One axe-core run: a long page (/emitra) takes several seconds on a busy machine. */
export const AXE_MS = 20_000;

/** Adds `ms` to the running test's timeout. */
export function allow(ms: number): void {
  const info = test.info();
  info.setTimeout(info.timeout + ms);
}

/** Adds the share of `pages` page loads to the running test's timeout. */
export const allowPages = (pages: number) => allow(pages * PAGE_MS);

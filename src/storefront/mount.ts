import { createElement, startTransition } from "react";
import { Storefront } from "./Storefront";
import { nextTask } from "./startup";

/**
 * Starts the shop's app in `element`, which holds the server's first paint:
 * React renders it in a transition (its render yields every 5 ms), and the
 * first paint stays until the first render commits (Storefront waits for the
 * start-up). What Astro's `client:only` island did, without its island
 * runtime and renderer (2.5 KB gzipped on every shop route): the shell is
 * one app, with no props to pass.
 *
 * React DOM's client is first run in a task of its own, after the one that
 * evaluates the page's modules (as the island's two imports were): together
 * they were one task of 140-170 ms under a 4× slower CPU. Its code is in the
 * shell's React chunk, already loaded: the import asks nothing of the network.
 */
export async function mountStorefront(element: HTMLElement): Promise<void> {
  await nextTask();
  const { createRoot } = await import("react-dom/client");
  startTransition(() => createRoot(element).render(createElement(Storefront)));
}

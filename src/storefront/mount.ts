import { createElement, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { Storefront } from "./Storefront";

/**
 * Starts the shop's app in `element`, which holds the server's first paint:
 * React renders it in a transition (its render yields every 5 ms), and the
 * first paint stays until the first render commits (Storefront waits for the
 * start-up). What Astro's `client:only` island did, without its island
 * runtime and renderer (2.7 KB gzipped on every shop route): the shell is
 * one app, with no props to pass.
 */
export function mountStorefront(element: HTMLElement): void {
  startTransition(() => createRoot(element).render(createElement(Storefront)));
}

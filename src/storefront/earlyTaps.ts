/**
 * Taps on the server's first paint before the app runs. The shell's inline
 * script (src/pages/storefront.astro) notes each press of a first-paint
 * button as its text and pressed state; once the app has drawn the page, the
 * same button, if it still reads the same, is pressed for the shopper. A
 * button whose state changed meanwhile (the product was in the bag already,
 * the heart was on) is left alone rather than doing something else.
 */

/** A press as the shell's script notes it: the button's text and its aria-pressed. */
export type EarlyTap = [text: string | null, pressed: string | null];

declare global {
  interface Window {
    __earlyTaps?: EarlyTap[] | undefined;
  }
}

/** Presses, in the app's page, the buttons tapped on the first paint; then stops noting. */
export function replayEarlyTaps(root: ParentNode = document): void {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = undefined;
  for (const [text, pressed] of taps) {
    const button = [...root.querySelectorAll("button")].find(
      (b) =>
        !b.closest(".first-paint") &&
        b.textContent === text &&
        b.getAttribute("aria-pressed") === pressed &&
        !b.disabled,
    );
    button?.click();
  }
}

/**
 * Taps on the server's first paint before the app runs. The shell's inline
 * script (src/pages/storefront.astro) notes each press of a first-paint
 * button as its text and pressed state; once the app has drawn the page, the
 * same button, if it still reads the same, is pressed for the shopper. A
 * button whose state changed meanwhile (the product was in the bag already,
 * the heart was on) is left alone rather than doing something else.
 *
 * A tap that straddles the take-over (the finger goes down on the first
 * paint's button and comes up on the app's, which has replaced it) makes
 * the browser fire no click at all: the shell's script presses the app's
 * button itself when such a press ends (tests/e2e/first-paint.spec.ts).
 */

/** A press as the shell's script notes it: the button's text and its aria-pressed. */
export type EarlyTap = [text: string | null, pressed: string | null];

declare global {
  interface Window {
    __earlyTaps?: EarlyTap[] | undefined;
  }
}

/** Presses the app's button that reads and stands as the tapped one, if there is one. */
function press(root: ParentNode, [text, pressed]: EarlyTap): void {
  const button = [...root.querySelectorAll("button")].find(
    (b) =>
      !b.closest(".first-paint") &&
      b.textContent === text &&
      b.getAttribute("aria-pressed") === pressed &&
      !b.disabled,
  );
  // As the tap did: focus (a dialog it opens gives focus back there), then the press.
  button?.focus({ preventScroll: true });
  button?.click();
}

/**
 * Presses, in the app's page, the buttons tapped on the first paint; then
 * stops noting. The app's first render draws every button its first paint
 * had (it waits for the screen's code; FirstPaint.tsx draws the same
 * components), so each is there to be pressed.
 */
export function replayEarlyTaps(root: ParentNode = document): void {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = undefined;
  for (const tap of taps) press(root, tap);
}

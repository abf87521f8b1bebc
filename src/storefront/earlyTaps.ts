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

/** Presses the app's button that reads and stands as the tapped one; false when there is none (yet). */
function press(root: ParentNode, [text, pressed]: EarlyTap): boolean {
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
  return button !== undefined;
}

/**
 * Presses, in the app's page, the buttons tapped on the first paint; then
 * stops noting. A button the app draws a moment later (a lazy part, such as
 * the header's Google button) is waited for up to `waitMs`.
 */
export function replayEarlyTaps(root: ParentNode = document, waitMs = 3000): void {
  const taps = window.__earlyTaps ?? [];
  window.__earlyTaps = undefined;
  let pending = taps.filter((tap) => !press(root, tap));
  if (pending.length === 0 || typeof MutationObserver === "undefined") return;
  const observer = new MutationObserver(() => {
    pending = pending.filter((tap) => !press(root, tap));
    if (pending.length === 0) observer.disconnect();
  });
  observer.observe(root, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), waitMs);
}

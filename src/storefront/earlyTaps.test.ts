import { afterEach, describe, expect, it, vi } from "vitest";
import { replayEarlyTaps } from "./earlyTaps";

/** A button as replayEarlyTaps sees it. */
function button(text: string, pressed: string | null, { inFirstPaint = false, disabled = false } = {}) {
  return {
    textContent: text,
    disabled,
    click: vi.fn(),
    focus: vi.fn(),
    getAttribute: (name: string) => (name === "aria-pressed" ? pressed : null),
    closest: (selector: string) => (selector === ".first-paint" && inFirstPaint ? {} : null),
  };
}
const rootOf = (buttons: ReturnType<typeof button>[]) =>
  ({ querySelectorAll: () => buttons }) as unknown as ParentNode;

afterEach(() => vi.unstubAllGlobals());

describe("replayEarlyTaps", () => {
  it("presses the app's button that reads and stands as the one tapped, not the first paint's", () => {
    const old = button("ADD TO BAG Toor Dal", null, { inFirstPaint: true });
    const add = button("ADD TO BAG Toor Dal", null);
    const other = button("ADD TO BAG Basmati", null);
    vi.stubGlobal("window", { __earlyTaps: [["ADD TO BAG Toor Dal", null]] });
    replayEarlyTaps(rootOf([old, other, add]));
    expect(add.click).toHaveBeenCalledOnce();
    expect(old.click).not.toHaveBeenCalled();
    expect(other.click).not.toHaveBeenCalled();
  });

  it("leaves a button whose state changed meanwhile (a heart already on, a disabled button) alone", () => {
    const heart = button("Wishlist Toor Dal", "true");
    const soldOut = button("ADD TO BAG Ghee", null, { disabled: true });
    vi.stubGlobal("window", {
      __earlyTaps: [
        ["Wishlist Toor Dal", "false"],
        ["ADD TO BAG Ghee", null],
      ],
    });
    replayEarlyTaps(rootOf([heart, soldOut]));
    expect(heart.click).not.toHaveBeenCalled();
    expect(soldOut.click).not.toHaveBeenCalled();
  });

  it("replays once and then stops noting", () => {
    const add = button("ADD TO BAG Toor Dal", null);
    const w: { __earlyTaps?: unknown } = { __earlyTaps: [["ADD TO BAG Toor Dal", null]] };
    vi.stubGlobal("window", w);
    replayEarlyTaps(rootOf([add]));
    replayEarlyTaps(rootOf([add]));
    expect(add.click).toHaveBeenCalledOnce();
    expect(w.__earlyTaps).toBeUndefined();
  });
});

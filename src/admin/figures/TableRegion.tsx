/** A table that may be wider than a phone: it scrolls sideways in its own region, which takes focus to be scrolled by keyboard. */
import type { ReactNode } from "react";

export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section className="figures-table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

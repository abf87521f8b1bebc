/**
 * <visit-counter data-src="…">: asks the counter call once and shows the
 * number; on a non-OK answer (or no answer) the count stays 0 and
 * 'Network response was not ok' is logged (SPEC §8).
 */
import { COUNTER_ERROR, formatCount, parseCount } from "../domain/counter";

class VisitCounter extends HTMLElement {
  connectedCallback(): void {
    const src = this.dataset.src;
    const out = this.querySelector("[data-count]");
    if (!src || !out) return;
    fetch(src, { headers: { Accept: "application/json" } })
      .then((res) => {
        if (!res.ok) throw new Error(COUNTER_ERROR);
        return res.json() as Promise<unknown>;
      })
      .then((body) => {
        const count = parseCount(body);
        if (count === null) throw new Error(COUNTER_ERROR);
        out.textContent = formatCount(count);
      })
      .catch(() => console.error(COUNTER_ERROR));
  }
}

if (!customElements.get("visit-counter")) customElements.define("visit-counter", VisitCounter);

/**
 * <visit-counter data-api="…" data-counter="…">: counts the visit once and
 * shows the total; on a non-OK answer (or no answer) the count stays 0 and
 * 'Network response was not ok' is logged (SPEC §8).
 */
import { countVisit } from "../api/counters";
import { COUNTER_ERROR, COUNTERS, type CounterName, formatCount } from "../domain/counter";

const isCounter = (name: string | undefined): name is CounterName =>
  (COUNTERS as readonly (string | undefined)[]).includes(name);

class VisitCounter extends HTMLElement {
  connectedCallback(): void {
    const { api, counter } = this.dataset;
    const out = this.querySelector("[data-count]");
    if (!api || !isCounter(counter) || !out) return;
    countVisit(api, counter)
      .then((count) => {
        out.textContent = formatCount(count);
      })
      .catch(() => console.error(COUNTER_ERROR));
  }
}

if (!customElements.get("visit-counter")) customElements.define("visit-counter", VisitCounter);

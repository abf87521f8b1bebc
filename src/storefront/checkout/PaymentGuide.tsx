import { useEffect, useState } from "react";
import { nextGuideStep, PAYMENT_GUIDE_STEP_MS } from "../../domain/checkout";
import { t } from "../../i18n/t";

/** Whether the shopper asked for less motion (followed live). */
function usePrefersReducedMotion(): boolean {
  const query = "(prefers-reduced-motion: reduce)";
  const [reduced, setReduced] = useState(() => matchMedia(query).matches);
  useEffect(() => {
    const list = matchMedia(query);
    const change = () => setReduced(list.matches);
    list.addEventListener("change", change);
    return () => list.removeEventListener("change", change);
  }, []);
  return reduced;
}

/**
 * The payment guide (SPEC §2, §9): four steps, one highlighted at a time for
 * 2.7 s each, going round. With reduced motion it stands still and shows
 * the four steps alike.
 */
export function PaymentGuide({ steps }: { steps: readonly [string, string, string, string] }) {
  const reduced = usePrefersReducedMotion();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (reduced) return;
    const timer = setInterval(() => setCurrent(nextGuideStep), PAYMENT_GUIDE_STEP_MS);
    return () => clearInterval(timer);
  }, [reduced]);
  return (
    <section className="pay-guide" aria-labelledby="pay-guide-title">
      <h2 id="pay-guide-title">{t("How to pay")}</h2>
      <ol>
        {steps.map((text, i) => (
          <li key={text} className={!reduced && i === current ? "pay-guide-now" : undefined}>
            {text}
          </li>
        ))}
      </ol>
    </section>
  );
}

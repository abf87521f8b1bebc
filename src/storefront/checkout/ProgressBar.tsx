import { type CheckoutStep, canOpenStep, type StepState } from "../../domain/checkout";
import { t } from "../../i18n/t";

const STEPS: Exclude<CheckoutStep, "success">[] = ["bag", "address", "payment"];

/**
 * The checkout's progress bar (SPEC §2): Bag, Address, Payment as real
 * buttons, each enabled by the step rules, the current one announced as the
 * current step.
 */
export function ProgressBar({
  current,
  state,
  onOpen,
}: {
  current: CheckoutStep;
  state: StepState;
  onOpen: (step: CheckoutStep) => void;
}) {
  const reached = STEPS.indexOf(current as (typeof STEPS)[number]);
  const labels = { bag: t("Bag"), address: t("Address"), payment: t("Payment") };
  return (
    <nav className="progress" aria-label={t("Checkout steps")}>
      <ol>
        {STEPS.map((step, i) => (
          <li key={step} className={i <= reached ? "progress-done" : undefined}>
            <button
              type="button"
              aria-current={step === current ? "step" : undefined}
              disabled={step !== current && !canOpenStep(step, state)}
              onClick={() => step !== current && onOpen(step)}
            >
              <span className="progress-number" aria-hidden="true">
                {i + 1}
              </span>
              {labels[step]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

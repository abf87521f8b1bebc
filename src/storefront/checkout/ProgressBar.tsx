import { type CheckoutStep, canOpenStep, type StepState } from "../../domain/checkout";

const STEPS: { step: Exclude<CheckoutStep, "success">; label: string }[] = [
  { step: "bag", label: "Bag" },
  { step: "address", label: "Address" },
  { step: "payment", label: "Payment" },
];

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
  const reached = STEPS.findIndex((s) => s.step === current);
  return (
    <nav className="progress" aria-label="Checkout steps">
      <ol>
        {STEPS.map(({ step, label }, i) => (
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
              {label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

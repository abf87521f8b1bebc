/**
 * "Delivered" on a rider's delivery (the rider's list), or on an order line
 * of the rider-key console: a modal dialog asks first (focus on the cash
 * field on a COD order, else on "Not yet"; Escape keeps it as it is),
 * checks the cash with the server's own rule, and stays open with the
 * server's words on a refusal.
 */
import { useId, useRef, useState } from "react";
import type { RiderDelivery } from "../../contract/rider";
import { cashProblem, deliverQuestion, RIDER_STEPS } from "../../domain/orders/riderSteps";
import { Alert } from "../../ui/Alert";
import { type CloseOptions, ModalButton } from "../ModalButton";

export function DeliverButton({
  delivery,
  busy,
  onDeliver,
  label = RIDER_STEPS.deliver.label,
  hiddenName = ` order #${delivery.number}`,
  className = "button rider-step",
}: {
  /** What is delivered: its number, how it was paid and the cash due on it. */
  delivery: Pick<RiderDelivery, "number" | "paymentMethod" | "cashDue">;
  busy: boolean;
  /** Takes the step; answers the server's refusal, or null (the list then shows the card where it went). */
  onDeliver: (cash?: number) => Promise<string | null>;
  /** The button's words ("Delivered"; the rider-key console's "Mark as Delivered"). */
  label?: string;
  /** The order the button is for, for screen readers only (" order #A2B3C4"). */
  hiddenName?: string;
  className?: string;
}) {
  const cod = delivery.paymentMethod === "COD";
  const [cash, setCash] = useState("");
  const [error, setError] = useState("");
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const id = useId();
  /** Delivered: the dialog shuts and the screen moves focus (the card went to its new place). */
  const confirm = async (close: (options?: CloseOptions) => void) => {
    const typed = cash.trim();
    const amount = cod ? (typed === "" ? undefined : Number(typed)) : undefined;
    const problem =
      amount !== undefined && !Number.isFinite(amount)
        ? "Enter the cash as a number of rupees, like 520"
        : cashProblem(delivery.paymentMethod, delivery.cashDue, amount);
    if (problem) {
      setError(problem);
      first.current?.focus();
      return;
    }
    const refusal = await onDeliver(amount);
    if (refusal) {
      setError(refusal);
      first.current?.focus();
    } else close({ refocus: false });
  };
  return (
    <ModalButton
      label={
        <>
          {label}
          <span className="visually-hidden">{hiddenName}</span>
        </>
      }
      className={className}
      disabled={busy}
      title={`Mark order #${delivery.number} as delivered?`}
      text={deliverQuestion(delivery.paymentMethod, delivery.cashDue)}
      onClose={() => setError("")}
    >
      {(close) => (
        <form
          method="dialog"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void confirm(close);
          }}
        >
          {cod ? (
            <div className={`console-field${error ? " has-error" : ""}`}>
              <label htmlFor={`${id}-cash`}>Cash collected (₹)</label>
              <input
                ref={first}
                id={`${id}-cash`}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                value={cash}
                onChange={(e) => setCash(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
          ) : null}
          <Alert id={`${id}-error`}>{error}</Alert>
          <div className="console-dialog-actions">
            <button
              ref={cod ? undefined : first}
              type="button"
              className="button button-secondary"
              onClick={() => close()}
            >
              Not yet
            </button>
            <button type="submit" className="button" disabled={busy}>
              Mark as Delivered
            </button>
          </div>
        </form>
      )}
    </ModalButton>
  );
}

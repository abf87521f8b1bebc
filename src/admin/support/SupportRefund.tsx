/**
 * A cancelled, paid UPI order's refund on the support admin's order view
 * (issue 26): "Refund due ₹X", and for one still due the UTR of the UPI
 * transfer the seller sent (a shopper who wrote to support, the seller who
 * read the UTR out on the phone) with "Mark refunded"; once marked, when and
 * with which UTR, as the seller and the shopper read it.
 */
import { useRef, useState } from "react";
import type { SupportOrderResponse } from "../../contract/support";
import { refundText, refundUtr } from "../../domain/orders/refund";
import { type ChangeResult, markSupportRefund } from "../../stores/supportOrders";
import { Field } from "../ui";

const UTR_HINT = "Enter the 12-digit UTR of the UPI refund the seller sent";

export function SupportRefund({
  order,
  number,
  busy,
  onSaid,
}: {
  order: SupportOrderResponse["order"];
  number: string;
  busy: boolean;
  /** The view says the refund marked (and moves focus to what it said); a refusal brings focus back here. */
  onSaid: (result: ChangeResult) => void;
}) {
  const [utr, setUtr] = useState("");
  const [problem, setProblem] = useState("");
  const box = useRef<HTMLInputElement>(null);
  const refund = order.refund;
  if (!refund) return null;

  const send = () => {
    const digits = refundUtr(utr);
    if (!digits) {
      setProblem(UTR_HINT);
      box.current?.focus();
      return;
    }
    setProblem("");
    void markSupportRefund(digits).then((result) => {
      if (result === "done") {
        setUtr("");
        onSaid(result);
      } else box.current?.focus();
    });
  };

  return (
    <section className="console-section" aria-labelledby="support-refund">
      <h2 id="support-refund">Refund</h2>
      <p>
        <strong>{refundText(refund)}</strong>:{" "}
        {refund.by === "gateway"
          ? "paid online; the payment gateway sends it back and marks it refunded when the bank confirms"
          : "cancelled after its UPI payment came in"}
      </p>
      {refund.status === "due" && refund.by !== "gateway" ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <Field
            id="support-refund-utr"
            label="UTR of the seller's refund"
            hint="Once the seller has sent the money back by UPI to the account the shopper paid from."
            error={problem}
          >
            {(props) => (
              <input
                {...props}
                ref={box}
                inputMode="numeric"
                autoComplete="off"
                maxLength={30}
                value={utr}
                onChange={(e) => {
                  setUtr(e.target.value);
                  setProblem("");
                }}
              />
            )}
          </Field>
          <div className="console-actions">
            <button type="submit" className="button" disabled={busy}>
              Mark refunded<span className="visually-hidden"> order #{number}</span>
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

/**
 * A cancelled, paid UPI line's refund on the seller's placement (issue 26):
 * "Refund due ₹X" with the UTR of the UPI transfer the seller sent and
 * "Mark refunded"; once marked, when and with which UTR (the shopper reads
 * the same on their order).
 */
import { useId, useState } from "react";
import { markRefunded } from "../../api/refund";
import { refusalOf } from "../../api/refusal";
import type { SellerOrder } from "../../contract/sellerOrders";
import { orderNumber } from "../../domain/orders/orderNumber";
import { refundText, refundUtr } from "../../domain/orders/refund";
import { UPDATE_FAILED } from "../../domain/orders/tracking";

const UTR_HINT = "Enter the 12-digit UTR of the UPI refund you sent";

export function RefundReview({
  order,
  onChange,
  onMessage,
}: {
  order: SellerOrder;
  onChange: (fresh: readonly SellerOrder[]) => void;
  onMessage: (m: string) => void;
}) {
  const [utr, setUtr] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const utrId = useId();
  const refund = order.refund;
  if (!refund) return null;
  const number = orderNumber(order.orderId);

  const send = async () => {
    const digits = refundUtr(utr);
    if (!digits) {
      setError(UTR_HINT);
      document.getElementById(utrId)?.focus();
      return;
    }
    setError("");
    setBusy(true);
    onMessage("");
    try {
      onChange(await markRefunded(order.orderId, digits));
      onMessage(`Order #${number}: refund marked sent`);
    } catch (cause) {
      setError(refusalOf(cause, UPDATE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="console-upi-flag console-refund" aria-label={`Refund of #${number}`}>
      <p>
        <strong>{refundText(refund)}</strong> · #{number}, cancelled after its UPI payment came in
      </p>
      {refund.status === "due" ? (
        <>
          <p className="console-muted">
            Send it back by UPI to the account the shopper paid from, then enter that transfer's UTR.
          </p>
          <label htmlFor={utrId}>UTR of your refund for #{number}</label>
          <input
            id={utrId}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            value={utr}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${utrId}-error` : undefined}
            onChange={(e) => {
              setUtr(e.target.value);
              setError("");
            }}
          />
          {error ? (
            <p id={`${utrId}-error`} className="console-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="console-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void send()}>
              Mark refunded<span className="visually-hidden"> order #{number}</span>
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}

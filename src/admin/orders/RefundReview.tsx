/**
 * A cancelled, paid UPI line's refund on the seller's placement (issue 26):
 * "Refund due ₹X" with the UTR of the UPI transfer the seller sent and
 * "Mark refunded"; once marked, when and with which UTR (the shopper reads
 * the same on their order).
 */
import { useStore } from "@nanostores/react";
import { useId, useRef, useState } from "react";
import type { SellerOrder } from "../../contract/sellerOrders";
import { orderNumber } from "../../domain/orders/orderNumber";
import { refundText, refundUtr } from "../../domain/orders/refund";
import { $refundMarks, forgetRefundFailure, markOrderRefunded } from "../../stores/orderMoves";
import { Alert } from "../../ui/Alert";
import { useFocusLater } from "./useFocusLater";

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
  const [problem, setProblem] = useState("");
  const mark = useStore($refundMarks)[order.orderId];
  const utrId = useId();
  const said = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  const refund = order.refund;
  if (!refund) return null;
  const number = orderNumber(order.orderId);
  const busy = mark?.status === "sending";
  const error = problem || (mark?.status === "failed" ? mark.message : "");

  const send = async () => {
    const digits = refundUtr(utr);
    if (!digits) {
      setProblem(UTR_HINT);
      document.getElementById(utrId)?.focus();
      return;
    }
    setProblem("");
    onMessage("");
    const marked = await markOrderRefunded(order.orderId, digits);
    if (marked) {
      onChange(marked.lines);
      onMessage(marked.message);
      // The form goes with the refund marked: its line ("Refunded ₹… (UTR …)") takes focus.
      focusLater(() => said.current);
    } else document.getElementById(utrId)?.focus();
  };

  return (
    <section className="console-upi-flag console-refund" aria-label={`Refund of #${number}`}>
      <p ref={said} tabIndex={-1}>
        <strong>{refundText(refund)}</strong> · #{number},{" "}
        {refund.by === "gateway" ? "paid online" : "cancelled after its UPI payment came in"}
      </p>
      {refund.by === "gateway" && refund.status === "due" ? (
        <p className="console-muted">
          The payment gateway sends it back to the shopper's account; it shows refunded when the bank
          confirms.
        </p>
      ) : null}
      {refund.status === "due" && refund.by !== "gateway" ? (
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
              setProblem("");
              forgetRefundFailure(order.orderId);
            }}
          />
          {error ? <Alert id={`${utrId}-error`}>{error}</Alert> : null}
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

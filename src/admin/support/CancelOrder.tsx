/**
 * "Cancel the order" on the support admin's order view (issue 25): why (the
 * seller and the shopper read it), asked for first, then a confirmation
 * that quotes it; its stock goes back. An order on its way can't be.
 */
import { useRef, useState } from "react";
import type { SupportOrderResponse } from "../../contract/support";
import { CANCEL_REASON_MAX, cancelRefusal } from "../../domain/orders/cancel";
import { CANCELED } from "../../domain/orders/console";
import { lineLabel } from "../../domain/orders/queue";
import { type ChangeResult, cancelSupportOrder, checkCancelReason } from "../../stores/supportOrders";
import { ConfirmButton, Field } from "../ui";

export function CancelOrder({
  data: { order, shop },
  number,
  busy,
  reasonProblem,
  onSaid,
}: {
  data: SupportOrderResponse;
  number: string;
  busy: boolean;
  /** What is wrong with the reason (the rule's, or the server's), beside the box. */
  reasonProblem: string;
  /** The view says how it went (and moves focus to what it said). */
  onSaid: (result: ChangeResult) => void;
}) {
  const [reason, setReason] = useState("");
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const cannotCancel =
    order.stage === CANCELED ? "This order was canceled" : cancelRefusal("support", order.riderStatus);
  const checkReason = () => {
    const fine = checkCancelReason(reason);
    if (!fine) reasonBox.current?.focus();
    return fine;
  };
  return (
    <section className="console-section" aria-labelledby="support-cancel">
      <h2 id="support-cancel">Cancel the order</h2>
      {cannotCancel ? (
        <p>{cannotCancel}.</p>
      ) : (
        <>
          <Field
            id="support-reason"
            label="Why it is cancelled"
            hint={`The seller and the shopper read this. Up to ${CANCEL_REASON_MAX} characters.`}
            error={reasonProblem}
          >
            {(props) => (
              <textarea
                {...props}
                ref={reasonBox}
                rows={3}
                maxLength={CANCEL_REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <div className="console-danger-zone">
            <ConfirmButton
              label="Cancel order"
              hiddenLabel={`#${number}`}
              className="button button-danger-quiet"
              disabled={busy}
              title={`Cancel order #${number}?`}
              text={`${lineLabel(order)} from ${shop.shopName} will be cancelled and its stock put back. The seller and the shopper see it cancelled, with your reason: “${reason.trim()}”. This can't be undone.`}
              confirm="Cancel order"
              keep="Keep the order"
              beforeOpen={checkReason}
              onConfirm={() =>
                void cancelSupportOrder(reason).then((result) => {
                  if (result === "done") setReason("");
                  if (result === "field") reasonBox.current?.focus();
                  else onSaid(result);
                })
              }
            />
          </div>
        </>
      )}
    </section>
  );
}

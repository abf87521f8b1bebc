/**
 * The shopper's return on a seller's order line (issue 26): the reason and
 * photo, and, while it waits, a note and Accept or Refuse (a refusal must
 * say why: the shopper reads the note on their order).
 */
import { useId, useRef, useState } from "react";
import type { OrderDetail } from "../../contract/orderDetail";
import { formatIndiaDateTime } from "../../domain/delivery";
import { REASON_MAX, RETURN_TEXT } from "../../domain/orders/afterOrder";
import { Alert } from "../../ui/Alert";

export function ReturnReview({
  order,
  busy,
  onDecide,
}: {
  order: OrderDetail;
  busy: boolean;
  onDecide: (decision: "accept" | "refuse", note: string) => void;
}) {
  const asked = order.returnRequest;
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const noteBox = useRef<HTMLTextAreaElement>(null);
  const noteId = useId();
  if (!asked) return null;
  const waiting = asked.status === "requested";
  return (
    <section className="console-return" aria-label={`Return of #${order.orderId.slice(-6)}`}>
      <p className="console-return-status">
        <strong>{waiting ? "Return requested" : RETURN_TEXT[asked.status]}</strong> ·{" "}
        {formatIndiaDateTime(asked.requestedAt)}
      </p>
      <p>Reason: {asked.reason}</p>
      {asked.photo ? (
        <a href={asked.photo} target="_blank" rel="noopener">
          <img
            src={asked.photo}
            alt={`What the shopper sent with the return of #${order.orderId.slice(-6)}`}
            width={160}
          />
        </a>
      ) : null}
      {!waiting && asked.note ? <p>Your note: {asked.note}</p> : null}
      {waiting ? (
        <div className="console-return-decide">
          <label htmlFor={noteId}>Note to the shopper (required to refuse)</label>
          <textarea
            ref={noteBox}
            id={noteId}
            value={note}
            maxLength={REASON_MAX}
            rows={2}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${noteId}-error` : undefined}
            onChange={(e) => {
              setNote(e.target.value);
              setMissing(false);
            }}
          />
          {missing ? <Alert id={`${noteId}-error`}>Tell the shopper why you refuse the return</Alert> : null}
          <div className="console-actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onDecide("accept", note.trim())}
            >
              Accept return<span className="visually-hidden"> of #{order.orderId.slice(-6)}</span>
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => {
                if (note.trim()) onDecide("refuse", note.trim());
                else {
                  setMissing(true);
                  noteBox.current?.focus();
                }
              }}
            >
              Refuse return<span className="visually-hidden"> of #{order.orderId.slice(-6)}</span>
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

import { type FormEvent, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { refusalOf } from "../../api/refusal";
import { formatIndiaDateTime } from "../../domain/delivery";
import {
  customerCancelRefusal,
  REASON_MAX,
  RETURN_TEXT,
  returnRefusal,
  returnWindowEnd,
} from "../../domain/orders/afterOrder";
import { orderNumber } from "../../domain/orders/orderNumber";
import { askForReturn, cancelMyOrder } from "../../stores/afterOrder";
import { dropDraft, keepDraft, keptDraft } from "../../stores/sessionDraft";
import type { OrderCard } from "../../stores/user";

const FAILED = "Something was worng. Check your connection and try again.";

/**
 * A card's own after-the-order controls (issue 26): Cancel order before it
 * leaves the shop, Return within 45 days of delivery, and the return's state
 * with the seller's note. Each asks in the browser's modal dialog.
 */
export function AfterOrderActions({ order }: { order: OrderCard }) {
  // A card held from before the server said its stage offers nothing until the history's refresh brings it.
  const canCancel = order.riderStatus !== "" && customerCancelRefusal(order) === null;
  const canReturn = returnRefusal(order, new Date()) === null;
  return (
    <>
      {canCancel ? <CancelDialog order={order} /> : null}
      {canReturn ? <ReturnDialog order={order} /> : null}
    </>
  );
}

/** What the card says about a return asked for: its state and the seller's note. */
export function ReturnState({ order }: { order: OrderCard }) {
  const asked = order.returnRequest;
  if (!asked) return null;
  return (
    <div className={`order-return order-return-${asked.status}`}>
      <p className="order-return-status">{RETURN_TEXT[asked.status]}</p>
      {asked.note ? <p>Seller's note: {asked.note}</p> : null}
    </div>
  );
}

/** The reason typed so far for `kind` on an order, kept for the tab (a reload or a failure loses nothing). */
const draftKey = (kind: string, orderId: string) => `order-${kind}:${orderId}`;
const keptReason = (key: string) => keptDraft(key, v.string()) ?? "";

/** A modal dialog opened by a button, closed by Escape, its close button or `done`; focus goes back to the opener. */
function useDialog() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return { open, setOpen, dialog, opener, close };
}

function CancelDialog({ order }: { order: OrderCard }) {
  const number = orderNumber(order.orderId);
  const key = draftKey("cancel", order.orderId);
  const { open, setOpen, dialog, opener, close } = useDialog();
  const [reason, setReason] = useState(() => keptReason(key));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const titleId = `cancel-${order.orderId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError("Tell the shop why you are cancelling");
    setBusy(true);
    setError("");
    try {
      await cancelMyOrder(order.orderId, reason.trim());
      dropDraft(key);
      setOpen(false);
    } catch (cause) {
      setError(refusalOf(cause, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button ref={opener} type="button" className="button button-quiet" onClick={() => setOpen(true)}>
        Cancel order<span className="visually-hidden"> #{number}</span>
      </button>
      <dialog
        ref={dialog}
        className="track-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {open ? (
          <form className="after-form" onSubmit={(e) => void submit(e)}>
            <h2 id={titleId}>Cancel order #{number}?</h2>
            <p className="track-product">{order.productName}</p>
            <label htmlFor={`${titleId}-reason`}>Why are you cancelling?</label>
            <textarea
              id={`${titleId}-reason`}
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              required
              onChange={(e) => {
                setReason(e.target.value);
                keepDraft(key, e.target.value);
              }}
            />
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="order-actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? "Please wait.." : "Cancel order"}
              </button>
              <button type="button" className="button button-quiet" onClick={close}>
                Keep order
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}

function ReturnDialog({ order }: { order: OrderCard }) {
  const number = orderNumber(order.orderId);
  const key = draftKey("return", order.orderId);
  const { open, setOpen, dialog, opener, close } = useDialog();
  const [reason, setReason] = useState(() => keptReason(key));
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const titleId = `return-${order.orderId}`;
  const until = order.deliveredAt
    ? formatIndiaDateTime(returnWindowEnd(order.deliveredAt).toISOString())
    : "";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError("Tell the shop why you want to return it");
    setBusy(true);
    setError("");
    try {
      await askForReturn(order.orderId, reason.trim(), photo);
      dropDraft(key);
      setOpen(false);
    } catch (cause) {
      setError(refusalOf(cause, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button ref={opener} type="button" className="button button-quiet" onClick={() => setOpen(true)}>
        Return<span className="visually-hidden"> order #{number}</span>
      </button>
      <dialog
        ref={dialog}
        className="track-dialog"
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
      >
        {open ? (
          <form className="after-form" onSubmit={(e) => void submit(e)}>
            <h2 id={titleId}>Return order #{number}</h2>
            <p className="track-product">{order.productName}</p>
            {until ? <p>You can ask for a return until {until}.</p> : null}
            <label htmlFor={`${titleId}-reason`}>Why do you want to return it?</label>
            <textarea
              id={`${titleId}-reason`}
              value={reason}
              maxLength={REASON_MAX}
              rows={3}
              required
              onChange={(e) => {
                setReason(e.target.value);
                keepDraft(key, e.target.value);
              }}
            />
            <label htmlFor={`${titleId}-photo`}>Photo (optional)</label>
            <input
              id={`${titleId}-photo`}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
            {error ? (
              <p className="form-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="order-actions">
              <button type="submit" className="button" disabled={busy}>
                {busy ? "Please wait.." : "Ask for a return"}
              </button>
              <button type="button" className="button button-quiet" onClick={close}>
                Close
              </button>
            </div>
          </form>
        ) : null}
      </dialog>
    </>
  );
}

/**
 * The after-the-order dialogs (issue 26), loaded only when the shopper opens
 * one (AfterOrder.tsx): Cancel order with a reason, Return with a reason and
 * an optional photo. The reason typed is kept for the tab until sent.
 */
import { type ReactNode, type SubmitEvent, useEffect, useRef, useState } from "react";
import * as v from "valibot";
import { refusalOf } from "../../api/refusal";
import { REASON_MAX, returnWindowEnd } from "../../domain/orders/afterOrder";
import { orderNumber } from "../../domain/orders/orderNumber";
import { shopDateTime } from "../../i18n/dates";
import { t } from "../../i18n/t";
import { askForReturn, cancelMyOrder } from "../../stores/afterOrder";
import { dropDraft, keepDraft, keptDraft } from "../../stores/sessionDraft";
import type { OrderCard } from "../../stores/user";

const FAILED = "Something was worng. Check your connection and try again.";

/** The dialog `kind` for an order, open from its first render; `onClose` when it closes (sent, or let go). */
export default function AfterOrderDialog({
  kind,
  order,
  onClose,
}: {
  kind: "cancel" | "return";
  order: OrderCard;
  onClose: () => void;
}) {
  return kind === "cancel" ? (
    <CancelDialog order={order} onClose={onClose} />
  ) : (
    <ReturnDialog order={order} onClose={onClose} />
  );
}

/** The reason typed so far for `kind` on an order, kept for the tab (a reload or a failure loses nothing). */
const draftKey = (kind: string, orderId: string) => `order-${kind}:${orderId}`;
const keptReason = (key: string) => keptDraft(key, v.string()) ?? "";

/** A modal dialog open from its first render; Escape and the close buttons call `onClose`. */
function useDialog(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return { dialog, close: onClose };
}

/**
 * A reason form's state and submit: the reason kept for the tab under `key`,
 * refused with `missing` while blank, sent by `send`; on success the draft
 * goes and the dialog closes, on a failure the reason stays with the message.
 */
function useReasonForm(
  key: string,
  missing: string,
  send: (reason: string) => Promise<unknown>,
  close: () => void,
) {
  const [reason, setReason] = useState(() => keptReason(key));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(t(missing));
    setBusy(true);
    setError("");
    try {
      await send(reason.trim());
      dropDraft(key);
      close();
    } catch (cause) {
      setError(refusalOf(cause, t(FAILED)));
    } finally {
      setBusy(false);
    }
  };
  return { reason, setReason, busy, error, submit };
}

/**
 * One reason dialog: the order's title and product, `intro` (if any), the
 * reason with its label, `extra` fields after it, the failure, and the send
 * and close buttons. The reason is kept under `key` (useReasonForm).
 */
function ReasonDialog({
  order,
  kind,
  title,
  intro,
  label,
  missing,
  send,
  sendLabel,
  closeLabel,
  extra,
  onClose,
}: {
  order: OrderCard;
  kind: "cancel" | "return";
  title: string;
  intro?: ReactNode;
  label: string;
  missing: string;
  send: (reason: string) => Promise<unknown>;
  sendLabel: string;
  closeLabel: string;
  extra?: (titleId: string) => ReactNode;
  onClose: () => void;
}) {
  const key = draftKey(kind, order.orderId);
  const { dialog, close } = useDialog(onClose);
  const { reason, setReason, busy, error, submit } = useReasonForm(key, missing, send, close);
  const titleId = `${kind}-${order.orderId}`;

  return (
    <dialog
      ref={dialog}
      className="track-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <form className="after-form" onSubmit={(e) => void submit(e)}>
        <h2 id={titleId}>{title}</h2>
        <p className="track-product">{order.productName}</p>
        {intro}
        <label htmlFor={`${titleId}-reason`}>{label}</label>
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
        {extra?.(titleId)}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="order-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t("Please wait..") : sendLabel}
          </button>
          <button type="button" className="button button-quiet" onClick={close}>
            {closeLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}

function CancelDialog({ order, onClose }: { order: OrderCard; onClose: () => void }) {
  return (
    <ReasonDialog
      order={order}
      kind="cancel"
      title={t("Cancel order #{number}?", { number: orderNumber(order.orderId) })}
      label={t("Why are you cancelling?")}
      missing={t("Tell the shop why you are cancelling")}
      send={(why) => cancelMyOrder(order.orderId, why)}
      sendLabel={t("Cancel order")}
      closeLabel={t("Keep order")}
      onClose={onClose}
    />
  );
}

function ReturnDialog({ order, onClose }: { order: OrderCard; onClose: () => void }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const until = order.deliveredAt ? shopDateTime(returnWindowEnd(order.deliveredAt).toISOString()) : "";
  return (
    <ReasonDialog
      order={order}
      kind="return"
      title={t("Return order #{number}", { number: orderNumber(order.orderId) })}
      intro={until ? <p>{t("You can ask for a return until {date}.", { date: until })}</p> : null}
      label={t("Why do you want to return it?")}
      missing={t("Tell the shop why you want to return it")}
      send={(why) => askForReturn(order.orderId, why, photo)}
      sendLabel={t("Ask for a return")}
      closeLabel={t("Close")}
      extra={(titleId) => (
        <>
          <label htmlFor={`${titleId}-photo`}>{t("Photo (optional)")}</label>
          <input
            id={`${titleId}-photo`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          />
        </>
      )}
      onClose={onClose}
    />
  );
}

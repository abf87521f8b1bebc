import { useEffect, useRef, useState } from "react";
import type { OrderDetail } from "../../contract/orderDetail";
import { orderNumber } from "../../domain/orders/orderNumber";
import {
  listStatusFor,
  ORDER_STATUS_TEXT,
  type OrderStatus,
  orderStatus,
  RIDER_STAGES,
  stageIndex,
  WORKFLOW,
} from "../../domain/orders/orderStatus";
import {
  BADGE_MS,
  canManage,
  RECEIVED_DELAY_MS,
  SIMPLE_STAGES,
  simpleStage,
  UPDATE_FAILED,
  viewStage,
} from "../../domain/orders/tracking";
import { shopDateTime } from "../../i18n/dates";
import { t } from "../../i18n/t";
import { confirmOrderReceipt } from "../../stores/orderDetail";
import type { OrderCard } from "../../stores/user";
import { useOrderDetail } from "./useOrderDetail";

/**
 * A card's track control and its modal (SPEC §2, §4): 'Manage' once the
 * detail has loaded with a known history, else 'Track'. The modal is the
 * browser's modal dialog: focus stays inside, Escape and the close button
 * close it, and focus returns to the control that opened it.
 */
export function TrackOrder({ order }: { order: OrderCard }) {
  const [open, setOpen] = useState(false);
  // A failed fetch is kept in the store and logged (SPEC §8), not shown.
  const { detail } = useOrderDetail(order.orderId, open);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const manage = canManage(detail);
  const titleId = `track-${order.orderId}`;

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

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button-quiet track-button"
        onClick={() => setOpen(true)}
      >
        {manage ? t("Manage") : t("Track")}
        <span className="visually-hidden"> {t("order {name}", { name: order.productName })}</span>
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
          <>
            <div className="track-head">
              <h2 id={titleId}>
                {manage
                  ? t("Manage order #{number}", { number: orderNumber(order.orderId) })
                  : t("Track order #{number}", { number: orderNumber(order.orderId) })}
              </h2>
              <button type="button" className="track-close" aria-label={t("Close")} onClick={close}>
                ×
              </button>
            </div>
            <p className="track-product">{order.productName}</p>
            {manage && detail ? (
              <ManageView detail={detail} onConfirm={() => confirmOrderReceipt(order.orderId)} />
            ) : (
              <SimpleView
                status={detail ? listStatusFor(detail.riderStatus) : orderStatus(order.orderStatus)}
              />
            )}
          </>
        ) : null}
      </dialog>
    </>
  );
}

/** The simple modal: Pending, Confirmed, Shipped (SPEC §2). */
function SimpleView({ status }: { status: OrderStatus }) {
  const current = simpleStage(status);
  if (current === -1) return <p className="track-cancelled">{t(ORDER_STATUS_TEXT.CANCEL)}</p>;
  return (
    <ol className="track-stages">
      {SIMPLE_STAGES.map((stage, i) => (
        <li
          key={stage}
          className={i <= current ? "done" : undefined}
          aria-current={i === current ? "step" : undefined}
        >
          <span className="track-dot" aria-hidden="true" />
          {t(stage)}
        </li>
      ))}
    </ol>
  );
}

/**
 * The management view (SPEC §4): the six stages with their actors, the
 * rider once assigned, and the customer's own step, clickable only once the
 * order is Delivered. Confirming waits 0.8 s, records it on the server,
 * shows 'Status updated' for 3 s and adds the history entry.
 */
function ManageView({ detail, onConfirm }: { detail: OrderDetail; onConfirm: () => Promise<void> }) {
  const [settled, setSettled] = useState(detail.riderStatus !== "Delivered");
  const [busy, setBusy] = useState(false);
  const [badge, setBadge] = useState(false);
  const [failure, setFailure] = useState("");

  useEffect(() => {
    if (detail.riderStatus !== "Delivered") return;
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), RECEIVED_DELAY_MS);
    return () => clearTimeout(timer);
  }, [detail.riderStatus]);
  useEffect(() => {
    if (!badge) return;
    const timer = setTimeout(() => setBadge(false), BADGE_MS);
    return () => clearTimeout(timer);
  }, [badge]);

  const stage = viewStage(detail.riderStatus, settled);
  // The stages the server has reached are done.
  const reached = stageIndex(detail.riderStatus);
  const rider = detail.riderDetails[0];
  const actor = { seller: t("Seller"), rider: t("Rider"), customer: t("You") };

  const confirm = async () => {
    setBusy(true);
    setFailure("");
    try {
      await onConfirm();
      setBadge(true);
    } catch (cause) {
      console.error(UPDATE_FAILED, cause);
      setFailure(UPDATE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ol className="track-stages">
        {WORKFLOW.map((step, i) => (
          <li
            key={step.key}
            className={i <= reached ? "done" : undefined}
            aria-current={i === stage ? "step" : undefined}
          >
            <span className="track-dot" aria-hidden="true" />
            <span className="track-stage">
              <span className="track-label">{t(RIDER_STAGES[i] ?? "")}</span>
              <span className="track-actor">
                {t(step.label)} · {actor[step.actor]}
              </span>
            </span>
            {step.actor === "customer" && i > reached ? (
              <button
                type="button"
                className="button track-confirm"
                disabled={stage !== i || busy}
                onClick={() => void confirm()}
              >
                {busy ? t("Please wait..") : t(step.label)}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {badge ? (
        <p className="track-badge" role="status">
          {t("Status updated")}
        </p>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert">
          {t(failure)}
        </p>
      ) : null}
      {rider ? (
        <dl className="track-rider">
          <div>
            <dt>{t("Rider")}</dt>
            <dd>{rider.name}</dd>
          </div>
          <div>
            <dt>{t("Phone")}</dt>
            <dd>
              {/* Not shopLinks' telUrl: sharing that module with the shell's contact line split it into a chunk
                  of its own and put 99 bytes on every shop page's first load. */}
              <a href={`tel:${rider.phoneNumber.replace(/[^\d+]/g, "")}`}>{rider.phoneNumber}</a>
            </dd>
          </div>
          <div>
            <dt>{t("Vehicle")}</dt>
            <dd>{rider.vehicleType}</dd>
          </div>
        </dl>
      ) : null}
      <h3 className="track-history-title">{t("History")}</h3>
      <ul className="track-history">
        {detail.statusHistory.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            {t(entry.status)} · {shopDateTime(entry.at)}
            {entry.reason ? ` · ${t("Reason:")} ${entry.reason}` : null}
          </li>
        ))}
      </ul>
    </>
  );
}

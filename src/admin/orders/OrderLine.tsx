/**
 * One order row in a console: its line (with the variant), stage and total,
 * its next move first, and for the seller the rider, the note and, apart
 * and last, "Cancel order" behind a confirmation (never where the move was).
 */
import { type FormEvent, useState } from "react";
import * as api from "../../api/console";
import { refusalOf } from "../../api/refusal";
import type { OrderDetail } from "../../contract/orderDetail";
import type { ShopRidersResponse } from "../../contract/seller";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { CANCELED, canCancel, cancelNote, nextMove, stageLabel, stageOf } from "../../domain/orders/console";
import { cardTotal } from "../../domain/orders/orderCard";
import { orderNumber } from "../../domain/orders/orderNumber";
import { lineLabel } from "../../domain/orders/queue";
import { UPDATE_FAILED } from "../../domain/orders/tracking";
import { ConfirmButton } from "../ui";
import { ReturnReview } from "./ReturnReview";
import { RiderPicker } from "./RiderPicker";

type Rider = ShopRidersResponse["riders"][number];

/** The form's filled fields, trimmed. */
const fields = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  return Object.fromEntries(
    [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v).trim()]).filter(([, v]) => v !== ""),
  ) as Record<string, string>;
};

export function OrderLine({
  order,
  staff,
  showPlacement,
  heading: Heading = "h3",
  riders = [],
  onChange,
  onMessage,
}: {
  /** Riders the seller may pick (GET …/riders); anyone else is typed in. */
  riders?: readonly Rider[];
  order: OrderDetail;
  staff: api.ConsoleStaff;
  /** Show when it was placed and where it goes (a rider's flat list; the seller's placements show it once). */
  showPlacement: boolean;
  /** The line's heading level (under a placement's h3, an h4). */
  heading?: "h3" | "h4";
  onChange: (o: OrderDetail) => void;
  onMessage: (m: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const number = orderNumber(order.orderId);
  const move = nextMove(order, staff.role);
  const assigned = order.riderDetails[0];
  const stage = stageOf(order);
  const label = stageLabel(order);
  const seller = staff.role === "seller";
  const cancelled = cancelNote(order);

  const run = async (what: () => Promise<OrderDetail>, done: string) => {
    setBusy(true);
    onMessage("");
    try {
      onChange(await what());
      onMessage(`Order #${number}: ${done}`);
    } catch (cause) {
      onMessage(`Order #${number}: ${refusalOf(cause, UPDATE_FAILED)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="console-order">
      <div className="console-order-head">
        <Heading>
          #{number} · {lineLabel(order)}
        </Heading>
        <span className={`console-stage stage-${label.replace(/\s/g, "-").toLowerCase()}`}>{label}</span>
      </div>
      <dl>
        {showPlacement ? (
          <>
            <div>
              <dt>Placed</dt>
              <dd>{formatIndiaDateTime(order.createdAt)}</dd>
            </div>
            <div>
              <dt>Deliver to</dt>
              <dd>{order.address}</dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>Total</dt>
          <dd>
            {formatInr(cardTotal(order))} ({order.paymentMethod})
          </dd>
        </div>
        {cancelled ? (
          <div>
            <dt>
              Cancelled
              {cancelled.by === "support"
                ? " by the platform's support"
                : cancelled.by === "customer"
                  ? " by the shopper"
                  : ""}
            </dt>
            <dd>{cancelled.reason}</dd>
          </div>
        ) : null}
        {assigned ? (
          <div>
            <dt>Rider</dt>
            <dd>
              {assigned.name},{" "}
              <a href={`tel:${assigned.phoneNumber.replace(/[^\d+]/g, "")}`}>{assigned.phoneNumber}</a>,{" "}
              {assigned.vehicleType}
            </dd>
          </div>
        ) : null}
      </dl>
      {seller && order.returnRequest ? (
        <ReturnReview
          order={order}
          busy={busy}
          onDecide={(decision, note) =>
            void run(
              () => api.decideReturn(staff, order.orderId, decision, note),
              decision === "accept" ? "return accepted" : "return refused",
            )
          }
        />
      ) : null}
      {move ? (
        <div className="console-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => api.moveOrder(staff, order.orderId, move.to), move.to)}
          >
            {move.label}
            <span className="visually-hidden"> #{number}</span>
          </button>
        </div>
      ) : null}
      {seller && stage !== CANCELED ? (
        <>
          {canCancel(order) ? (
            <details>
              <summary>
                Assign rider<span className="visually-hidden"> for #{number}</span>
              </summary>
              <RiderPicker
                riders={riders}
                assigned={assigned}
                busy={busy}
                onMissing={() =>
                  onMessage(`Order #${number}: choose a rider, or type their name, phone and vehicle`)
                }
                onAssign={(rider) =>
                  void run(() => api.assignRider(staff, order.orderId, rider), "rider assigned")
                }
              />
            </details>
          ) : null}
          <details>
            <summary>
              Order note<span className="visually-hidden"> for #{number}</span>
            </summary>
            <form
              onSubmit={(e) => void run(() => api.writeNote(staff, order.orderId, fields(e)), "note saved")}
            >
              <label>
                Delivery partner
                <input name="deliveryPartner" />
              </label>
              <label>
                Shipping ID
                <input name="ShippingId" />
              </label>
              <label>
                Delivery date
                <input name="deliveryDate" type="date" defaultValue={order.deliveryBy} />
              </label>
              <label>
                Delivery time
                <input name="deliveryTime" type="time" defaultValue={order.deliveryTime} />
              </label>
              <button type="submit" className="button" disabled={busy}>
                Save note
              </button>
            </form>
          </details>
          {canCancel(order) ? (
            <div className="console-danger-zone">
              <ConfirmButton
                label="Cancel order"
                hiddenLabel={`#${number}`}
                className="button button-danger-quiet"
                disabled={busy}
                title={`Cancel order #${number}?`}
                text={`${lineLabel(order)} will be cancelled and its stock put back. The shopper sees it cancelled. This can't be undone.`}
                confirm="Cancel order"
                keep="Keep the order"
                onConfirm={() => void run(() => api.cancelOrder(staff, order.orderId), CANCELED)}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

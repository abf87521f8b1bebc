/**
 * One order row in a console: its line (with the variant), stage and total,
 * its next move first (a rider's "Mark as Delivered" asks first, and on a
 * cash-on-delivery order takes the cash collected, as the phone rider's
 * does), and for the seller the rider, the note and, apart and last,
 * "Cancel order" behind a confirmation (never where the move was).
 */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import type { OrderDetail } from "../../contract/orderDetail";
import type { ShopRidersResponse } from "../../contract/seller";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { CANCELED, canCancel, cancelNote, nextMove, stageLabel, stageOf } from "../../domain/orders/console";
import { cardTotal } from "../../domain/orders/orderCard";
import { orderNumber } from "../../domain/orders/orderNumber";
import { lineLabel } from "../../domain/orders/queue";
import {
  $orderMoves,
  assignOrderRider,
  type ConsoleStaff,
  cancelConsoleOrder,
  decideOrderReturn,
  type MoveResult,
  moveOrderOn,
  writeOrderNote,
} from "../../stores/orderMoves";
import { DeliverButton } from "../rider/DeliverButton";
import { ConfirmButton } from "../ui";
import { OrderNote } from "./OrderNote";
import { ReturnReview } from "./ReturnReview";
import { RiderPicker } from "./RiderPicker";
import { useFocusLater } from "./useFocusLater";

type Rider = ShopRidersResponse["riders"][number];

/** Focus fell to the page's body (the button pressed went away with the move). */
const focusLost = () => !document.activeElement || document.activeElement === document.body;

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
  staff: ConsoleStaff;
  /** Show when it was placed and where it goes (a rider's flat list; the seller's placements show it once). */
  showPlacement: boolean;
  /** The line's heading level (under a placement's h3, an h4). */
  heading?: "h3" | "h4";
  onChange: (o: OrderDetail) => void;
  onMessage: (m: string) => void;
}) {
  const busy = useStore($orderMoves)[order.orderId] === true;
  const heading = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusLater();
  const number = orderNumber(order.orderId);
  const move = nextMove(order, staff.role);
  const assigned = order.riderDetails[0];
  const stage = stageOf(order);
  const label = stageLabel(order);
  const seller = staff.role === "seller";
  const cancelled = cancelNote(order);

  /** One change (the store's call): the order put in its place, the line said, focus kept on the line. */
  const run = async (change: () => Promise<MoveResult>) => {
    onMessage("");
    const result = await change();
    if (result.ok) onChange(result.order);
    onMessage(result.message);
    focusLater(() => (focusLost() ? heading.current : null));
  };
  /** A rider's "Delivered" from its dialog: done as `run` does; refused, the dialog says why and stays open. */
  const deliver = async (to: string, cash?: number): Promise<string | null> => {
    onMessage("");
    const result = await moveOrderOn(staff, order.orderId, to, cash);
    if (!result.ok) return result.message;
    onChange(result.order);
    onMessage(result.message);
    focusLater(() => (focusLost() ? heading.current : null));
    return null;
  };

  return (
    <li className="console-order">
      <div className="console-order-head">
        <Heading ref={heading} tabIndex={-1}>
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
            void run(() => decideOrderReturn(staff, order.orderId, decision, note))
          }
        />
      ) : null}
      {move && !seller && move.to === "Delivered" ? (
        <div className="console-actions">
          <DeliverButton
            delivery={{
              number,
              paymentMethod: order.paymentMethod,
              cashDue: order.paymentMethod === "COD" ? cardTotal(order) : 0,
            }}
            busy={busy}
            label={move.label}
            hiddenName={` #${number}`}
            className="button"
            onDeliver={(cash) => deliver(move.to, cash)}
          />
        </div>
      ) : move ? (
        <div className="console-actions">
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => moveOrderOn(staff, order.orderId, move.to))}
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
                onAssign={(rider) => void run(() => assignOrderRider(staff, order.orderId, rider))}
              />
            </details>
          ) : null}
          <OrderNote
            order={order}
            number={number}
            busy={busy}
            onSave={(note) => void run(() => writeOrderNote(staff, order.orderId, note))}
          />
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
                onConfirm={() => void run(() => cancelConsoleOrder(staff, order.orderId))}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

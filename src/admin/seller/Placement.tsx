/**
 * One placement on the seller's orders: its reference, the shopper, its
 * unpaid UPI flag, its refunds, its lines and its papers, with the line
 * saying what the last move did (stores/sellerOrders.ts).
 */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import type { SellerOrder } from "../../contract/sellerOrders";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { deliveryContact } from "../../domain/orders/queue";
import { cashCollectedOf } from "../../domain/orders/riderSteps";
import { placementRef, unpaidUpi } from "../../domain/orders/sellerOrders";
import {
  $placementNotes,
  NO_NOTE,
  notePlacement,
  ordersChanged,
  payPlacement,
  type Rider,
} from "../../stores/sellerOrders";
import { OrderLine } from "../orders/OrderLine";
import { RefundReview } from "../orders/RefundReview";
import { staffHref } from "../routes";
import { UpiFlag } from "./UpiFlag";

/** One placement: its reference, the shopper, its unpaid UPI flag, its lines, its papers. */
export function Placement({
  placementKey,
  shopId,
  lines,
  riders,
}: {
  placementKey: string;
  shopId: string;
  lines: SellerOrder[];
  riders: readonly Rider[];
}) {
  const note = useStore($placementNotes)[placementKey] ?? NO_NOTE;
  const messageRef = useRef<HTMLParagraphElement>(null);
  const first = lines[0];
  if (!first) return null;
  const ref = placementRef(lines);
  const upi = unpaidUpi(lines);
  const cash = cashCollectedOf(lines);
  const staff = { role: "seller", shopId } as const;
  const setMessage = (message: string) => notePlacement(placementKey, message);

  // The flag's buttons leave with the flag once the payment is settled: the line saying what happened takes the focus.
  const pay = async (what: "received" | "cod") => {
    await payPlacement(placementKey, first.orderId, ref, what);
    messageRef.current?.focus();
  };

  return (
    <li className="console-placement" aria-labelledby={`placement-${first.orderId}`}>
      <PlacementHead first={first} count={lines.length} placementRef={ref} />
      {upi ? (
        <UpiFlag upi={upi} placementRef={ref} busy={note.busy} onPay={(what) => void pay(what)} />
      ) : null}
      {lines.map((line) =>
        line.refund ? (
          <RefundReview
            key={`refund-${line.orderId}`}
            order={line}
            onChange={ordersChanged}
            onMessage={setMessage}
          />
        ) : null,
      )}
      {cash ? (
        <p className="console-cash">
          <strong>Cash collected: {formatInr(cash.amount)}</strong>
          {cash.rider ? ` by ${cash.rider}` : ""}
          {cash.at ? `, ${formatIndiaDateTime(cash.at)}` : ""}
        </p>
      ) : null}
      <p ref={messageRef} tabIndex={-1} className="console-message" role="status">
        {note.message}
      </p>
      <ul className="console-list">
        {lines.map((order) => (
          <OrderLine
            key={order.orderId}
            order={order}
            staff={staff}
            showPlacement={false}
            heading="h4"
            riders={riders}
            onChange={(fresh) => ordersChanged([fresh])}
            onMessage={setMessage}
          />
        ))}
      </ul>
    </li>
  );
}

/** The placement's reference, when and how it was paid, the shopper with their phone and place, its papers. */
function PlacementHead({
  first,
  count,
  placementRef: ref,
}: {
  first: SellerOrder;
  count: number;
  placementRef: string;
}) {
  const contact = deliveryContact(first.address);
  return (
    <div className="console-placement-head">
      <h3 id={`placement-${first.orderId}`}>Order #{ref}</h3>
      <p>
        Placed {formatIndiaDateTime(first.createdAt)} · {first.paymentMethod}
        {count > 1 ? ` · ${count} lines` : ""}
      </p>
      <p>
        {contact.name}
        {contact.tel ? (
          <>
            {" · "}
            <a href={contact.tel}>{contact.phone}</a>
          </>
        ) : null}
      </p>
      {contact.place ? (
        <p>
          {contact.place}
          {contact.mapUrl ? (
            <>
              {" · "}
              <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
                Open in Maps<span className="visually-hidden"> (new tab)</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="console-papers">
        <a href={staffHref("invoice", { orderId: first.orderId })}>
          Invoice<span className="visually-hidden"> of order #{ref}</span>
        </a>
        <a href={staffHref("slip", { orderId: first.orderId })}>
          Packing slip<span className="visually-hidden"> of order #{ref}</span>
        </a>
      </p>
    </div>
  );
}

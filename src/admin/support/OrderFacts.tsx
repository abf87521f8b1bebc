/**
 * What one order is, on the support admin's order view (issue 25): its line
 * and stage, when it was placed, the total and how it is paid, the shopper
 * and the shop to reach, where it goes, its rider; and its timeline.
 */
import type { SupportOrderResponse } from "../../contract/support";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { lineLabel } from "../../domain/orders/queue";
import { paidText, phoneText, stageClass, tel } from "./orderText";

export function OrderFacts({ data: { order, shop, rider } }: { data: SupportOrderResponse }) {
  return (
    <div className="console-order">
      <div className="console-order-head">
        <h2>{lineLabel(order)}</h2>
        <span className={stageClass(order.stage)}>{order.stage}</span>
      </div>
      <dl>
        <div>
          <dt>Order id</dt>
          <dd>{order.orderId}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatInr(order.total)} · {paidText(order)}
            {order.transactionId ? ` · UTR ${order.transactionId}` : ""}
          </dd>
        </div>
        <div>
          <dt>Shopper</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
            {order.phone ? (
              <>
                {" · "}
                <a href={tel(order.phone)}>{phoneText(order.phone)}</a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Deliver to</dt>
          <dd>{order.address}</dd>
        </div>
        <div>
          <dt>Shop</dt>
          <dd>
            {shop.shopName} ({shop.shopId})
            {shop.phone ? (
              <>
                {" · "}
                <a href={tel(shop.phone)}>{shop.phone}</a>
              </>
            ) : null}
            {shop.email ? (
              <>
                {" · "}
                <a href={`mailto:${shop.email}`}>{shop.email}</a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Rider</dt>
          <dd>
            {rider ? (
              <>
                {rider.name} · <a href={tel(rider.phoneNumber)}>{rider.phoneNumber}</a> · {rider.vehicleType}
              </>
            ) : (
              "None yet"
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** What happened to the order, when and by whom (and why, when a reason was given). */
export function OrderTimeline({ timeline }: { timeline: SupportOrderResponse["timeline"] }) {
  return (
    <section className="console-section" aria-labelledby="support-timeline">
      <h2 id="support-timeline">Timeline</h2>
      <ol className="console-list">
        {timeline.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end.
          <li key={i}>
            <strong>{entry.what}</strong> · <time dateTime={entry.at}>{formatIndiaDateTime(entry.at)}</time>
            {entry.by ? <span className="console-muted"> · by {entry.by}</span> : null}
            {entry.reason ? <p>Reason: {entry.reason}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * What the support admin's search found (issue 25): how many orders match
 * the words, a page of them, each line opening its order (and remembering
 * the search to go back to), and the pager.
 */
import type { Ref } from "react";
import type { SupportOrderRow, SupportOrdersResponse } from "../../contract/support";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { orderNumber } from "../../domain/orders/orderNumber";
import { lineLabel } from "../../domain/orders/queue";
import { Pager } from "../ui";
import { paidText, phoneText, stageClass } from "./orderText";
import { type SupportRoute, supportHref } from "./supportRoutes";

export function FoundOrders({
  answer,
  route,
  heading,
  onPage,
}: {
  answer: SupportOrdersResponse;
  route: SupportRoute;
  /** The results' heading, which a search asked for here focuses. */
  heading: Ref<HTMLHeadingElement>;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return (
    <section className="console-section" aria-labelledby="support-results">
      <h2 id="support-results" ref={heading} tabIndex={-1}>
        {answer.total === 0
          ? `No order matches “${route.q}”`
          : `${answer.total} order${answer.total === 1 ? "" : "s"} for “${route.q}”${pages > 1 ? `, page ${answer.page} of ${pages}` : ""}`}
      </h2>
      {answer.total === 0 ? (
        <p>Check the number, or try the shopper's phone or email.</p>
      ) : (
        <ul className="console-list">
          {answer.orders.map((o) => (
            <FoundOrder key={o.orderId} order={o} route={route} />
          ))}
        </ul>
      )}
      <Pager page={answer.page} pages={pages} label="Pages of orders found" onPage={onPage} />
    </section>
  );
}

/** One order line found, opening the order. */
function FoundOrder({ order: o, route }: { order: SupportOrderRow; route: SupportRoute }) {
  return (
    <li className="console-order">
      <div className="console-order-head">
        <h3>
          <a href={supportHref({ name: "order", orderId: o.orderId, q: route.q, page: route.page })}>
            #{orderNumber(o.orderId)} · {lineLabel(o)}
          </a>
        </h3>
        <span className={stageClass(o.stage)}>{o.stage}</span>
      </div>
      <dl>
        <div>
          <dt>Shop</dt>
          <dd>
            {o.shopName} ({o.shopId})
          </dd>
        </div>
        <div>
          <dt>Shopper</dt>
          <dd>{[o.email, phoneText(o.phone)].filter(Boolean).join(" · ")}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatInr(o.total)} · {paidText(o)}
          </dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(o.createdAt)}</dd>
        </div>
      </dl>
    </li>
  );
}

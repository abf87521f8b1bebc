import { useId, useState } from "react";
import { shortName } from "../../domain/checkout";
import { formatInr } from "../../domain/inr";
import { CARD_STATUS_TEXT, cardStatus } from "../../domain/orders/afterOrder";
import { cardTotal, countBadge, noteRows } from "../../domain/orders/orderCard";
import { orderNumber } from "../../domain/orders/orderNumber";
import { shopDate, shopDateTime } from "../../i18n/dates";
import { t } from "../../i18n/t";
import type { OrderCard } from "../../stores/user";
import { ProductImage } from "../catalogue/ProductImage";

/**
 * One order of the history (SPEC §2): image with its 'x{count}' badge (the
 * placeholder when it fails), order number, date, name, 'Sold by', status
 * badge (a delivered order says so and when it arrived, issue 26), total,
 * and View Details / Hide Details when a note exists.
 */
export function OrderCardView({
  order,
  children,
  after,
}: {
  order: OrderCard;
  children?: React.ReactNode;
  /** What follows the card's controls (a return's state). */
  after?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const status = cardStatus(order);
  const delivered = status === "DELIVERED";
  const badge = countBadge(order.productCount);
  // Once delivered, the expected date and time are history: the card says when it arrived.
  const note = noteRows(order.orderNote).filter(([label]) => !(delivered && label.startsWith("Expected")));
  const placed = shopDate(order.date) || order.date;
  return (
    <li className="order-card">
      <div className="order-image">
        <ProductImage src={order.productImage} alt={order.productName} sizes="6rem" />
        {badge ? (
          <span className="badge order-count">
            {badge}
            <span className="visually-hidden"> {t("pieces")}</span>
          </span>
        ) : null}
      </div>
      <div className="order-body">
        <p className="order-meta">
          <span>{t("Order #{number}", { number: orderNumber(order.orderId) })}</span>
          <span>{placed}</span>
        </p>
        <h3 className="order-name" title={order.productName}>
          <span aria-hidden="true">{shortName(order.productName)}</span>
          <span className="visually-hidden">{order.productName}</span>
        </h3>
        <p className="order-seller">{t("Sold by {shop}", { shop: order.shopId })}</p>
        <p className={`order-status order-status-${status.toLowerCase()}`}>{t(CARD_STATUS_TEXT[status])}</p>
        {delivered && order.deliveredAt ? (
          <p className="order-arrived">
            {t("Delivered on {date}", { date: shopDateTime(order.deliveredAt) })}
          </p>
        ) : null}
        {status === "CANCEL" && order.cancelReason ? (
          <p className="order-arrived">
            {t("Reason:")} {order.cancelReason}
          </p>
        ) : null}
        <p className="order-total">
          {t("Total")} <strong>{formatInr(cardTotal(order))}</strong>
        </p>
        <div className="order-actions">
          {children}
          {note.length > 0 ? (
            <button
              type="button"
              className="link-button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen(!open)}
            >
              {open ? t("Hide Details") : t("View Details")}
            </button>
          ) : null}
        </div>
        {note.length > 0 ? (
          <dl id={detailsId} className="order-note" hidden={!open}>
            {note.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {after}
      </div>
    </li>
  );
}

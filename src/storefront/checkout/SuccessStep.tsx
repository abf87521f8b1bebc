import { withPhonePrefix } from "../../domain/address";
import { formatInr } from "../../domain/inr";
import { addressPhone } from "../../domain/messages/orderEvents";
import { paymentMethodText, placedTotalLabel } from "../../domain/orders/placed";
import { t } from "../../i18n/t";
import type { CheckoutState } from "../../stores/checkout";
import { finishCheckout } from "../../stores/checkoutActions";

/**
 * The Success step (SPEC §2: 'ORDER PLACED SUCCESSFULLY', 'CONTINUE
 * SHOPPING'): the placement under one reference, with its lines, its
 * delivery fee and coupon, the total,
 * how it is paid, where it goes and where its updates go (WhatsApp or SMS).
 */
export function SuccessStep({ placed }: { placed: CheckoutState["placed"] }) {
  // Where the order's updates go (issue 36): the phone of the address it goes to, written as there.
  const found = placed ? addressPhone(placed.address) : "";
  const phone = found && withPhonePrefix(found);
  return (
    <div className="empty checkout-success">
      <p className="empty-title">{t("ORDER PLACED SUCCESSFULLY")}</p>
      {placed ? (
        <section className="placed" aria-labelledby="placed-ref">
          <h2 id="placed-ref">{t("Order #{number}", { number: placed.reference })}</h2>
          <ul className="placed-items">
            {placed.items.map((item) => (
              <li key={item.orderId}>
                <span>
                  {item.label} × {item.productCount}
                </span>
                <span>{formatInr(item.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="bill">
            {placed.deliveryFee > 0 ? (
              <div>
                <dt>{t("Delivery Fee")}</dt>
                <dd>{formatInr(placed.deliveryFee)}</dd>
              </div>
            ) : null}
            {placed.couponDiscount > 0 ? (
              <div>
                <dt>{t("Coupon Discount")}</dt>
                <dd>−{formatInr(placed.couponDiscount)}</dd>
              </div>
            ) : null}
            <div className="bill-total">
              <dt>{placedTotalLabel(placed.paymentMethod, t)}</dt>
              <dd>{formatInr(placed.payable)}</dd>
            </div>
            <div>
              <dt>{t("Payment")}</dt>
              <dd>{paymentMethodText(placed, t)}</dd>
            </div>
            <div>
              <dt>{t("Delivering to")}</dt>
              <dd>{placed.address}</dd>
            </div>
            {phone ? (
              <div>
                <dt>{t("Updates")}</dt>
                <dd>
                  {placed.updates === "whatsapp"
                    ? t("By WhatsApp to {phone}", { phone })
                    : t("By SMS to {phone}", { phone })}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      <a className="button" href="/" onClick={finishCheckout}>
        {t("CONTINUE SHOPPING")}
      </a>
      <a href="/history" onClick={finishCheckout}>
        {t("View my orders")}
      </a>
    </div>
  );
}

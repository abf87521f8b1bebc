import { formatInr } from "../../domain/inr";
import { paymentMethodText, placedTotalLabel } from "../../domain/orders/placed";
import type { CheckoutState } from "../../stores/checkout";
import { finishCheckout } from "../../stores/checkoutActions";

/**
 * The Success step (SPEC §2: 'ORDER PLACED SUCCESSFULLY', 'CONTINUE
 * SHOPPING'): the placement under one reference, with its lines, the total,
 * how it is paid and where it goes.
 */
export function SuccessStep({ placed }: { placed: CheckoutState["placed"] }) {
  return (
    <div className="empty checkout-success">
      <p className="empty-title">ORDER PLACED SUCCESSFULLY</p>
      {placed ? (
        <section className="placed" aria-labelledby="placed-ref">
          <h2 id="placed-ref">Order #{placed.reference}</h2>
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
            <div className="bill-total">
              <dt>{placedTotalLabel(placed.paymentMethod)}</dt>
              <dd>{formatInr(placed.payable)}</dd>
            </div>
            <div>
              <dt>Payment</dt>
              <dd>{paymentMethodText(placed)}</dd>
            </div>
            <div>
              <dt>Delivering to</dt>
              <dd>{placed.address}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <a className="button" href="/" onClick={finishCheckout}>
        CONTINUE SHOPPING
      </a>
      <a href="/history" onClick={finishCheckout}>
        View my orders
      </a>
    </div>
  );
}

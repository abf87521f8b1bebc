import { refundText } from "../../domain/orders/refund";
import { shopDate } from "../../i18n/dates";
import { t } from "../../i18n/t";
import type { OrderCard } from "../../stores/user";

/**
 * A cancelled, paid UPI order's refund on its card (issue 26): due, with
 * what the shop sends back by UPI, then when it was sent (a date in the
 * shop's language) and with which UTR.
 */
export function RefundState({ order }: { order: OrderCard }) {
  const refund = order.refund;
  if (!refund) return null;
  return (
    <p className="order-return order-refund">
      {refundText(refund, t, shopDate)}
      {refund.status === "due" ? (
        <>
          {" "}
          {refund.by === "gateway"
            ? t("The payment gateway sends it back to the account you paid from.")
            : t("The shop sends it back to the UPI account you paid from.")}
        </>
      ) : null}
    </p>
  );
}

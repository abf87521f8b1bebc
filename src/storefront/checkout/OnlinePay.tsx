/**
 * Paying online through the platform's gateway (issue 37): the bill, what
 * happens next, and the button that opens the gateway's page (UPI app or QR,
 * card, netbanking); back from it, the wait for the gateway's word or why it
 * did not pay, with another try. The order is placed once the gateway
 * confirms. Its own chunk, with the actions it calls (stores/onlinePayment.ts):
 * only the bag of a shop that takes online payments loads it.
 */
import type { StoreData } from "../../contract/shop";
import { formatInr } from "../../domain/inr";
import type { Bill as BillFigures } from "../../domain/money";
import { t } from "../../i18n/t";
import { type CheckoutState, patchCheckout } from "../../stores/checkout";
import { PLACEMENT_FAILED } from "../../stores/checkoutActions";
import { payOnline } from "../../stores/onlinePayment";
import { Bill } from "./Bill";

export default function OnlinePay({
  storeData,
  bill,
  checkout,
  busy,
}: {
  storeData: StoreData;
  bill: BillFigures;
  checkout: CheckoutState;
  busy: boolean;
}) {
  const online = checkout.online;
  const pay = async () => {
    const outcome = await payOnline(storeData);
    // SPEC §8: a refused placement is an alert; so is the server's word on a limit or the gateway's absence.
    if (!outcome.ok && (outcome.message === PLACEMENT_FAILED || outcome.alert)) alert(t(outcome.message));
  };
  if (online?.phase === "confirming")
    return (
      <p className="please-wait" role="status">
        {t("Confirming your payment with the bank…")}
      </p>
    );
  return (
    <>
      {online?.phase === "failed" ? (
        <p className="form-error" role="alert">
          {online.message}
        </p>
      ) : null}
      <OnlinePayment bill={bill} busy={busy} onPay={() => void pay()} />
      {storeData.cod && !busy ? (
        <p>
          <button
            type="button"
            className="link-button"
            onClick={() => patchCheckout({ method: null, online: null })}
          >
            {t("Choose another way to pay")}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** The bill, what happens next, and the button to the gateway's page. */
function OnlinePayment({ bill, busy, onPay }: { bill: BillFigures; busy: boolean; onPay: () => void }) {
  const amount = formatInr(bill.payable);
  return (
    <div className="upi online-pay">
      <h2 className="bill-title">{t("Order summary")}</h2>
      <Bill bill={bill} summary />
      <p>
        {t("You pay {amount} on the secure payment page: by UPI app or QR, card or netbanking.", { amount })}
      </p>
      <p className="pay-updates-note">
        {t(
          "Your order is placed as soon as the payment is confirmed; if it cannot be, the money goes back to you.",
        )}
      </p>
      {busy ? (
        <p className="please-wait" role="status">
          {t("Please wait..")}
        </p>
      ) : (
        <button type="button" className="button" onClick={onPay}>
          {t("PAY {amount}", { amount })}
        </button>
      )}
    </div>
  );
}

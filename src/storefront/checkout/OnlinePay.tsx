/**
 * Paying online through the platform's gateway (issue 37): the bill, what
 * happens next, and the button that opens the gateway's page (UPI app or QR,
 * card, netbanking); on a phone also "Pay by UPI app", which opens the
 * phone's UPI app (GPay, PhonePe, Paytm…) by the gateway's UPI intent and
 * waits for it ("Waiting for your UPI app…", with Cancel). Back from the page
 * or the app, the wait for the gateway's word or why it did not pay, with
 * another try. The order is placed once the gateway confirms. Its own chunk,
 * with the actions it calls (stores/onlinePayment.ts): only the bag of a shop
 * that takes online payments loads it.
 */
import { useEffect } from "react";
import type { StoreData } from "../../contract/shop";
import { formatInr } from "../../domain/inr";
import type { Bill as BillFigures } from "../../domain/money";
import { t } from "../../i18n/t";
import { type CheckoutState, patchCheckout } from "../../stores/checkout";
import { type Outcome, PLACEMENT_FAILED } from "../../stores/checkoutActions";
import { followCheckout, payByUpiApp, payOnline, stopWaiting } from "../../stores/onlinePayment";
import { Bill } from "./Bill";

/**
 * A phone, where UPI apps live: a touch-first screen (its primary pointer is
 * coarse). A desktop, or a laptop with a touch screen, pays on the gateway's
 * page, whose UPI QR a phone scans.
 */
const onPhone = () => globalThis.matchMedia?.("(pointer: coarse)").matches === true;

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
  const amount = formatInr(bill.payable);
  const pay = async (how: (storeData: StoreData) => Promise<Outcome>) => {
    const outcome = await how(storeData);
    // SPEC §8: a refused placement is an alert; so is the server's word on a limit or the gateway's absence.
    if (!outcome.ok && (outcome.message === PLACEMENT_FAILED || outcome.alert)) alert(t(outcome.message));
  };
  const waiting = online?.phase === "upi" ? online : null;
  // Waiting for the UPI app (also after a reload of the tab): the checkout followed until the gateway's word.
  const waitingFor = waiting?.checkoutId;
  const link = waiting?.link ?? "";
  useEffect(() => {
    if (waitingFor) void followCheckout(waitingFor, false, undefined, link);
  }, [waitingFor, link]);
  if (online?.phase === "confirming")
    return (
      <p className="please-wait" role="status">
        {t("Confirming your payment with the bank…")}
      </p>
    );
  if (waiting)
    return (
      <div className="upi online-pay">
        <p className="please-wait" role="status">
          {t("Waiting for your UPI app…")}
        </p>
        <p className="pay-updates-note">
          {t(
            "Your order is placed as soon as the payment is confirmed; if it cannot be, the money goes back to you.",
          )}
        </p>
        <p>
          {/* The app opens by this link: the shopper taps it again if it did not. */}
          <a className="button" href={link}>
            {t("Pay {amount} with a UPI app", { amount })}
          </a>
        </p>
        <button type="button" className="button button-quiet" onClick={() => stopWaiting(waiting.checkoutId)}>
          {t("CANCEL")}
        </button>
      </div>
    );
  const phone = onPhone();
  return (
    <>
      {online?.phase === "failed" ? (
        <p className="form-error" role="alert">
          {online.message}
        </p>
      ) : null}
      <div className="upi online-pay">
        <h2 className="bill-title">{t("Order summary")}</h2>
        <Bill bill={bill} summary />
        <p>
          {t(
            "You pay {amount} on the secure payment page: by UPI (its QR or your UPI id), card or netbanking.",
            {
              amount,
            },
          )}
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
          <div className="form-actions">
            {phone ? (
              <button type="button" className="button" onClick={() => void pay(payByUpiApp)}>
                {t("Pay by UPI app")}
              </button>
            ) : null}
            <button
              type="button"
              className={phone ? "button button-quiet" : "button"}
              onClick={() => void pay(payOnline)}
            >
              {t("PAY {amount}", { amount })}
            </button>
          </div>
        )}
      </div>
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

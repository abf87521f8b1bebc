import { useEffect } from "react";
import type { StoreData } from "../../contract/shop";
import { formatInr } from "../../domain/inr";
import type { Bill as BillFigures } from "../../domain/money";
import { t } from "../../i18n/t";
import { type CheckoutState, patchCheckout } from "../../stores/checkout";
import { currentReference } from "../../stores/checkoutActions";
import { Bill } from "./Bill";
import { UpiPayment } from "./UpiPayment";

/**
 * The Payment step (SPEC §2): what is paid and where it goes (with a way
 * back to change the address), the shopper's choice of WhatsApp for the
 * order's updates (issue 36: unticked, else SMS), then the method choice, then the COD view
 * ('Please Be Available While Delivery.', CANCEL back to the choice,
 * CONFIRM) or the UPI view.
 */
export function PaymentStep(props: {
  storeData: StoreData;
  bill: BillFigures;
  /** The chosen address, composed (fullAddress). */
  address: string;
  checkout: CheckoutState;
  busy: boolean;
  onConfirm: (method: "UPI" | "COD") => void;
  /** Pay through the platform's gateway (a shop that takes online payments). */
  onPayOnline: () => void;
}) {
  return (
    <>
      <dl className="bill pay-summary">
        <div className="bill-total">
          <dt>{t("Total Payable")}</dt>
          <dd>{formatInr(props.bill.payable)}</dd>
        </div>
        <div className="pay-address">
          <dt>{t("Delivering to")}</dt>
          <dd>
            {props.address}{" "}
            {props.busy ? null : (
              <button
                type="button"
                className="link-button"
                onClick={() => patchCheckout({ step: "address" })}
              >
                {t("Change")}
                <span className="visually-hidden"> {t("the address")}</span>
              </button>
            )}
          </dd>
        </div>
      </dl>
      <p className="pay-updates">
        <label>
          <input
            type="checkbox"
            checked={props.checkout.whatsappOptIn}
            disabled={props.busy}
            onChange={(e) => patchCheckout({ whatsappOptIn: e.currentTarget.checked })}
          />{" "}
          {t("Send me order updates on WhatsApp")}
        </label>
        <span className="pay-updates-note">{t("Otherwise we send them by SMS.")}</span>
      </p>
      <PaymentMethod {...props} />
    </>
  );
}

/** The method choice, then the chosen method's view. */
function PaymentMethod({
  storeData,
  bill,
  checkout,
  busy,
  onConfirm,
  onPayOnline,
}: {
  storeData: StoreData;
  bill: BillFigures;
  checkout: CheckoutState;
  busy: boolean;
  onConfirm: (method: "UPI" | "COD") => void;
  onPayOnline: () => void;
}) {
  // A method the shop no longer offers reads as unset.
  const method = checkout.method === "COD" && !storeData.cod ? null : checkout.method;
  const { reference } = checkout;
  useEffect(() => {
    if (method !== null && reference === null) currentReference();
  }, [method, reference]);

  // Back from the gateway: its word awaited, or why it did not pay (with another try).
  if (checkout.online && checkout.online.phase !== "paying") {
    return (
      <OnlineState
        storeData={storeData}
        bill={bill}
        checkout={checkout}
        busy={busy}
        onPayOnline={onPayOnline}
      />
    );
  }
  if (method === null) {
    return (
      <div className="pay-methods">
        <button type="button" className="button pay-method" onClick={() => patchCheckout({ method: "UPI" })}>
          {storeData.cod ? t("PAY ONLINE") : t("PAY ONLINE ONLY")}
        </button>
        {storeData.cod ? (
          <button
            type="button"
            className="button button-quiet pay-method"
            onClick={() => patchCheckout({ method: "COD" })}
          >
            {t("CASH ON DELIVERY")}
          </button>
        ) : null}
      </div>
    );
  }
  if (method === "COD") {
    return (
      <div className="cod">
        <p className="cod-note">{t("Please Be Available While Delivery.")}</p>
        <p>{t("Pay {amount} in cash when your order arrives.", { amount: formatInr(bill.payable) })}</p>
        <div className="form-actions">
          <button
            type="button"
            className="button button-quiet"
            disabled={busy}
            onClick={() => patchCheckout({ method: null })}
          >
            {t("CANCEL")}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => onConfirm("COD")}>
            {busy ? t("Please wait..") : t("CONFIRM")}
          </button>
        </div>
      </div>
    );
  }
  if (storeData.onlinePayments) {
    return (
      <>
        <OnlinePayment bill={bill} busy={busy} onPay={onPayOnline} />
        {storeData.cod && !busy ? (
          <p>
            <button type="button" className="link-button" onClick={() => patchCheckout({ method: null })}>
              {t("Choose another way to pay")}
            </button>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <>
      {reference ? (
        <UpiPayment
          storeData={storeData}
          bill={bill}
          reference={reference}
          utr={checkout.utr}
          busy={busy}
          onConfirm={() => onConfirm("UPI")}
        />
      ) : null}
      {storeData.cod && !busy ? (
        <p>
          <button type="button" className="link-button" onClick={() => patchCheckout({ method: null })}>
            {t("Choose another way to pay")}
          </button>
        </p>
      ) : null}
    </>
  );
}

/**
 * Paying online through the platform's gateway (issue 37): the bill, what
 * happens next, and the button that opens the gateway's page (UPI app or QR,
 * card, netbanking). The order is placed once the gateway confirms.
 */
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

/** Back from the gateway: waiting for its word, or why it did not pay, with another try. */
function OnlineState({
  storeData,
  bill,
  checkout,
  busy,
  onPayOnline,
}: {
  storeData: StoreData;
  bill: BillFigures;
  checkout: CheckoutState;
  busy: boolean;
  onPayOnline: () => void;
}) {
  const online = checkout.online;
  if (!online) return null;
  if (online.phase === "confirming")
    return (
      <p className="please-wait" role="status">
        {t("Confirming your payment with the bank…")}
      </p>
    );
  return (
    <div className="online-failed">
      <p className="form-error" role="alert">
        {online.message}
      </p>
      <OnlinePayment bill={bill} busy={busy} onPay={onPayOnline} />
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
    </div>
  );
}

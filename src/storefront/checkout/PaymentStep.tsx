import { lazy, Suspense, useEffect } from "react";
import type { StoreData } from "../../contract/shop";
import { formatInr } from "../../domain/inr";
import type { Bill as BillFigures } from "../../domain/money";
import { t } from "../../i18n/t";
import { type CheckoutState, patchCheckout } from "../../stores/checkout";
import { currentReference } from "../../stores/checkoutActions";
import { UpiPayment } from "./UpiPayment";

const OnlinePay = lazy(() => import("./OnlinePay"));

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
}: {
  storeData: StoreData;
  bill: BillFigures;
  checkout: CheckoutState;
  busy: boolean;
  onConfirm: (method: "UPI" | "COD") => void;
}) {
  // A method the shop no longer offers reads as unset.
  const method = checkout.method === "COD" && !storeData.cod ? null : checkout.method;
  const { reference } = checkout;
  useEffect(() => {
    if (method !== null && reference === null) currentReference();
  }, [method, reference]);

  // Back from the gateway: its word awaited, or why it did not pay (with another try).
  const online = (
    <Suspense
      fallback={
        <p className="please-wait" role="status">
          {t("Please wait..")}
        </p>
      }
    >
      <OnlinePay storeData={storeData} bill={bill} checkout={checkout} busy={busy} />
    </Suspense>
  );
  if (checkout.online && checkout.online.phase !== "paying") return online;
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
  if (storeData.onlinePayments) return online;
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

import { useState } from "react";
import { downloadImgUrl } from "../../api/downloads";
import type { StoreData } from "../../contract/shop";
import { isValidUtr, UTR_MESSAGE, upiPayLink } from "../../domain/checkout";
import { formatInr } from "../../domain/inr";
import type { Bill as BillFigures } from "../../domain/money";
import { shopDisplayName } from "../../domain/shopName";
import { t } from "../../i18n/t";
import { patchCheckout } from "../../stores/checkout";
import { QrCode } from "../../ui/QrCode";
import { Bill } from "./Bill";
import { PaymentGuide } from "./PaymentGuide";

/**
 * The UPI view (SPEC §2 Payment step): the shop's QR image with its Download
 * link, a upi://pay link for the exact amount with the checkout's reference
 * (shown as the "Payment reference": the note the shopper's UPI app keeps;
 * the orders get their own numbers once placed), the
 * same link as a QR drawn on the page (to scan from a laptop's screen), the
 * payee's UPI id, the total, the order summary, the optional UTR, 'CONFIRM
 * ORDER' and the payment guide. The QR encoder is its own chunk, loaded
 * when this view opens.
 */
export function UpiPayment({
  storeData,
  bill,
  reference,
  utr,
  busy,
  onConfirm,
}: {
  storeData: StoreData;
  bill: BillFigures;
  reference: string;
  utr: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [utrError, setUtrError] = useState(false);
  const shopName = shopDisplayName(storeData.settings.header.shopName, storeData.shopId);
  const amount = formatInr(bill.payable);
  const link = storeData.upiId
    ? upiPayLink({
        payee: storeData.upiId,
        name: storeData.payeeName || shopName,
        amount: bill.payable,
        reference,
      })
    : "";

  const confirm = () => {
    if (!isValidUtr(utr)) {
      setUtrError(true);
      document.getElementById("upi-utr")?.focus();
      return;
    }
    setUtrError(false);
    onConfirm();
  };

  return (
    <div className="upi">
      <div className="upi-pay">
        <dl className="upi-facts">
          <div>
            <dt>{t("Total")}</dt>
            <dd>{amount}</dd>
          </div>
          {storeData.upiId ? (
            <div>
              <dt>UPI ID</dt>
              <dd>{storeData.upiId}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("Payment reference")}</dt>
            <dd>{reference}</dd>
          </div>
        </dl>
        {link ? (
          <a className="button upi-link" href={link}>
            {t("Pay {amount} with a UPI app", { amount })}
          </a>
        ) : null}
        <div className="upi-codes">
          {link ? (
            <QrCode
              text={link}
              label={t("QR code to pay {amount} to {upi}", { amount, upi: storeData.upiId })}
              caption={t("Scan to pay {amount} for this order", { amount })}
              className="upi-code"
            />
          ) : null}
          {storeData.QRCode ? (
            <figure className="upi-code">
              <img
                src={storeData.QRCode}
                alt={t("UPI QR code of {shop}", { shop: shopName })}
                width="200"
                height="200"
              />
              <figcaption>
                {t("{shop}'s QR code", { shop: shopName })}{" "}
                <a href={downloadImgUrl(storeData.QRCode)} download>
                  {t("Download")}
                </a>
              </figcaption>
            </figure>
          ) : null}
        </div>
      </div>
      <div className="upi-confirm">
        <h2 className="bill-title">{t("Order summary")}</h2>
        <Bill bill={bill} summary />
        <PaymentGuide
          steps={[
            t("Open any UPI app on your phone."),
            storeData.upiId
              ? t("Scan the QR code, or tap Pay with a UPI app.")
              : t("Scan the shop's QR code."),
            storeData.upiId
              ? t("Pay {amount} to {upi}.", { amount, upi: storeData.upiId })
              : t("Pay {amount}.", { amount }),
            t("Type the UPI transaction ID if you have it, then press CONFIRM ORDER."),
          ]}
        />
        <div className="field">
          <label htmlFor="upi-utr">{t("UPI transaction ID (UTR, 12 digits, optional)")}</label>
          <input
            id="upi-utr"
            name="utr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={14}
            value={utr}
            aria-invalid={utrError ? true : undefined}
            aria-describedby="upi-utr-error"
            onChange={(event) => {
              setUtrError(false);
              patchCheckout({ utr: event.target.value });
            }}
          />
          <p id="upi-utr-error" className="form-error" role="alert">
            {utrError ? t(UTR_MESSAGE) : ""}
          </p>
        </div>
        {busy ? (
          <p className="please-wait" role="status">
            {t("Please wait..")}
          </p>
        ) : (
          <button type="button" className="button" onClick={confirm}>
            {t("CONFIRM ORDER")}
          </button>
        )}
      </div>
    </div>
  );
}

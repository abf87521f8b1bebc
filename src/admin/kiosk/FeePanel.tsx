/**
 * The fee of one merchant (SPEC §9): what is due (the one-time fee, or the
 * renewal six months on), its UPI link (the platform's UPI id, the amount and
 * the payment's reference, to open on the merchant's phone), and marking it
 * paid: by UPI with the transaction's UTR, or in cash (after a confirmation).
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { schemaProblems, serverProblems } from "../../api/formErrors";
import { feePaymentLink, recordFeePayment } from "../../api/kiosk";
import {
  type KioskMerchant,
  type KioskMerchantResponse,
  type PaymentLinkResponse,
  RecordPaymentRequest,
} from "../../contract/kiosk";
import { formatInr } from "../../domain/inr";
import { ONE_TIME_FEE_RUPEES } from "../../domain/kioskFees";
import { ConfirmButton, Field } from "../ui";

const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;

export function FeePanel({
  merchant,
  onPaid,
  onClose,
}: {
  merchant: KioskMerchant;
  onPaid: (merchant: KioskMerchant, commission: KioskMerchantResponse["commission"]) => void;
  onClose: () => void;
}) {
  const [link, setLink] = useState<PaymentLinkResponse | null>(null);
  const [linkError, setLinkError] = useState("");
  const [utrError, setUtrError] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const utr = useRef<HTMLInputElement>(null);
  const fee = formatInr(ONE_TIME_FEE_RUPEES);
  const what =
    merchant.due === "renewal" ? `Renewal of ${merchant.businessName}` : `Fee of ${merchant.businessName}`;

  useEffect(() => {
    title.current?.focus();
  }, []);

  const getLink = async () => {
    setLinkError("");
    try {
      setLink(await feePaymentLink(merchant.shopId));
    } catch (cause) {
      setLinkError(refusal(cause, "Could not make the payment link: try again."));
    }
  };

  const record = async (payment: RecordPaymentRequest) => {
    setBusy(true);
    setError("");
    try {
      const answer = await recordFeePayment(merchant.shopId, payment);
      onPaid(answer.merchant, answer.commission);
    } catch (cause) {
      const refused = serverProblems(cause);
      if (refused?.fields.utr) {
        setUtrError(refused.fields.utr);
        utr.current?.focus();
      } else
        setError(refused?.message ?? "Could not record the payment: check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  const paidByUpi = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payment = { method: "upi" as const, amount: ONE_TIME_FEE_RUPEES, utr: utr.current?.value ?? "" };
    const problem = schemaProblems(RecordPaymentRequest, payment).utr;
    setUtrError(problem ?? "");
    if (problem) {
      utr.current?.focus();
      return;
    }
    void record(payment);
  };

  return (
    <section className="console-card kiosk-fee" aria-labelledby="kiosk-fee-title">
      <h2 id="kiosk-fee-title" ref={title} tabIndex={-1}>
        {what}
      </h2>
      <p>
        {merchant.due === "renewal"
          ? `The renewal is due: ${fee}. Renewing earns your commission again.`
          : `The one-time fee is ${fee}, paid to the platform. Your commission is earned when it is paid.`}{" "}
        Merchant: {merchant.name}, {merchant.userId}.
      </p>
      <h3>By UPI</h3>
      {link ? (
        <div>
          <p>
            <a className="button" href={link.link}>
              Pay {formatInr(link.amount)} by UPI
            </a>
          </p>
          <p className="console-hint">
            Open the link on the merchant's phone, or share it with them. It pays {link.payeeName} (
            {link.payee}), reference <code>{link.reference}</code>.
          </p>
        </div>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => void getLink()}>
          Get UPI payment link
        </button>
      )}
      {linkError ? (
        <p className="console-error" role="alert">
          {linkError}
        </p>
      ) : null}
      <form className="console-form" noValidate onSubmit={paidByUpi}>
        <Field id="kiosk-fee-utr" label="UTR of the UPI payment (12 digits)" error={utrError}>
          {(a) => <input ref={utr} name="utr" inputMode="numeric" autoComplete="off" {...a} />}
        </Field>
        <button type="submit" className="button" disabled={busy}>
          Mark paid by UPI
        </button>
      </form>
      <h3>In cash</h3>
      <div className="console-actions">
        <ConfirmButton
          label="Mark paid in cash"
          title={`Record ${fee} in cash?`}
          text={`Only when you have received the whole ${fee} from ${merchant.name} for ${merchant.businessName}. This is recorded with your name and cannot be undone here.`}
          confirm={`Record ${fee} cash`}
          keep="Not yet"
          danger={false}
          disabled={busy}
          className="button"
          onConfirm={() => void record({ method: "cash", amount: ONE_TIME_FEE_RUPEES })}
        />
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

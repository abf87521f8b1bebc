/**
 * The fee of one merchant (SPEC §9): what is due (the one-time fee, or the
 * renewal six months on), its UPI link (the platform's UPI id, the amount and
 * the payment's reference, to open on the merchant's phone), and marking it
 * paid: by UPI with the transaction's UTR, or in cash (after a confirmation).
 * The link, the errors and the sending are src/stores/kiosk.ts's ($feePanel).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef, useState } from "react";
import type { KioskMerchant } from "../../contract/kiosk";
import { formatInr } from "../../domain/inr";
import { ONE_TIME_FEE_RUPEES } from "../../domain/kioskFees";
import { $feePanel, getFeeLink, getFeeOnline, payFeeByUpi, payFeeInCash } from "../../stores/kiosk";
import type { FormOutcome } from "../../stores/staffForms";
import { Alert } from "../../ui/Alert";
import { QrCode } from "../../ui/QrCode";
import { ConfirmButton, Field } from "../ui";

export function FeePanel({
  merchant,
  onPaid,
  onClose,
}: {
  merchant: KioskMerchant;
  /** Recorded as paid: the panel has closed. */
  onPaid: () => void;
  onClose: () => void;
}) {
  const { link, linkError, online, onlineError, utrError, failure, busy } = useStore($feePanel);
  const title = useRef<HTMLHeadingElement>(null);
  const utr = useRef<HTMLInputElement>(null);
  const upiButton = useRef<HTMLButtonElement>(null);
  const cashActions = useRef<HTMLDivElement>(null);
  const fee = formatInr(ONE_TIME_FEE_RUPEES);
  const what =
    merchant.due === "renewal" ? `Renewal of ${merchant.businessName}` : `Fee of ${merchant.businessName}`;

  useEffect(() => {
    title.current?.focus();
  }, []);

  /** Paid, or the focus to where the person can put it right: the UTR in error, else the button they pressed. */
  const settled = (outcome: FormOutcome, pressed: () => HTMLElement | null | undefined) => {
    if (outcome.ok) onPaid();
    else if (outcome.errors.utr) utr.current?.focus();
    else pressed()?.focus();
  };

  const paidByUpi = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void payFeeByUpi(utr.current?.value ?? "").then((outcome) => settled(outcome, () => upiButton.current));
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
      <h3>Online: UPI app, card or netbanking</h3>
      {online ? (
        <div className="kiosk-fee-link">
          <QrCode
            text={online.payUrl}
            label={`QR code of the page to pay ${formatInr(online.amount)} online`}
            size={180}
          />
          <p>
            <a className="button" href={online.payUrl} target="_blank" rel="noopener noreferrer">
              Open the payment page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
          <ShareFeeLink
            text={`Pay ${formatInr(online.amount)} for ${merchant.businessName} (reference ${online.reference}): ${online.payUrl}`}
            title={what}
          />
          <p className="console-hint" role="status">
            {online.status === "open"
              ? "Waiting for the payment: this closes by itself when the bank confirms it, and the merchant gets the receipt."
              : online.status === "placed"
                ? "Paid online."
                : "This payment went back to the merchant: nothing was due any more."}
          </p>
        </div>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => void getFeeOnline()}>
          Get online payment link
        </button>
      )}
      <Alert>{onlineError}</Alert>
      <h3>By UPI to the platform's id</h3>
      {link ? (
        <div className="kiosk-fee-link">
          <QrCode
            text={link.link}
            label={`QR code to pay ${formatInr(link.amount)} to ${link.payeeName} by UPI`}
            size={180}
          />
          <p>
            <a className="button" href={link.link}>
              Pay {formatInr(link.amount)} by UPI
            </a>
          </p>
          <ShareFeeLink
            text={`Pay ${formatInr(link.amount)} to ${link.payeeName} (${link.payee}) for ${merchant.businessName}, reference ${link.reference}: ${link.link}`}
            title={what}
          />
          <p className="console-hint">
            The merchant scans the code with any UPI app, or opens the link on their phone. It pays{" "}
            {link.payeeName} ({link.payee}), reference <code>{link.reference}</code>.
          </p>
        </div>
      ) : (
        <button type="button" className="button button-secondary" onClick={() => void getFeeLink()}>
          Get UPI payment link
        </button>
      )}
      <Alert>{linkError}</Alert>
      <form className="console-form" noValidate onSubmit={paidByUpi}>
        <Field id="kiosk-fee-utr" label="UTR of the UPI payment (12 digits)" error={utrError}>
          {(a) => <input ref={utr} name="utr" inputMode="numeric" autoComplete="off" {...a} />}
        </Field>
        <button ref={upiButton} type="submit" className="button" disabled={busy}>
          Mark paid by UPI
        </button>
      </form>
      <h3>In cash</h3>
      <div ref={cashActions} className="console-actions">
        <ConfirmButton
          label="Mark paid in cash"
          title={`Record ${fee} in cash?`}
          text={`Only when you have received the whole ${fee} from ${merchant.name} for ${merchant.businessName}. This is recorded with your name and cannot be undone here.`}
          confirm={`Record ${fee} cash`}
          keep="Not yet"
          danger={false}
          disabled={busy}
          className="button"
          onConfirm={() =>
            void payFeeInCash().then((outcome) =>
              // The confirmation's own button ("Mark paid in cash") is the first in its row.
              settled(outcome, () => cashActions.current?.querySelector("button")),
            )
          }
        />
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <Alert>{failure}</Alert>
    </section>
  );
}

/**
 * The fee's link sent to the merchant's phone: the phone's own share sheet
 * where the browser has one, WhatsApp, or the link copied.
 */
function ShareFeeLink({ text, title }: { text: string; title: string }) {
  const [said, setSaid] = useState("");
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  const share = () => {
    navigator.share({ title, text }).catch(() => {
      // Closed without sharing: nothing to say.
    });
  };
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSaid("Copied: paste it in a message to the merchant."),
      () => setSaid("Could not copy here: share it by WhatsApp instead."),
    );
  };
  return (
    <div className="console-actions">
      {canShare ? (
        <button type="button" className="button button-secondary" onClick={share}>
          Share the link
        </button>
      ) : null}
      <a
        className="button button-secondary"
        href={`https://wa.me/?text=${encodeURIComponent(text)}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        Send on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
      <button type="button" className="button button-secondary" onClick={copy}>
        Copy the link
      </button>
      <p className="console-hint" role="status">
        {said}
      </p>
    </div>
  );
}

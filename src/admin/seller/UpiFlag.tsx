/**
 * A placement's unpaid UPI money on the seller's orders: the UTR the shopper
 * gave, what to check, and "Payment received" or (asked first) "Switch to
 * cash on delivery".
 */
import { unpaidUpiLine } from "../../domain/orders/sellerOrders";
import { ConfirmButton } from "../ui";

export function UpiFlag({
  upi,
  placementRef: ref,
  busy,
  onPay,
}: {
  upi: { utr: string; cancelled: boolean };
  placementRef: string;
  busy: boolean;
  onPay: (what: "received" | "cod") => void;
}) {
  return (
    <div className="console-upi-flag">
      <p>
        <strong>{unpaidUpiLine(upi.utr)}</strong>
      </p>
      <p className="console-muted">
        {upi.cancelled
          ? "It was cancelled before you marked it. If the money came anyway, mark it received: you then owe the shopper its refund."
          : "Check your bank or UPI app for the credit before you send it. It can't leave the shop until then."}
      </p>
      <div className="console-actions">
        <button type="button" className="button" disabled={busy} onClick={() => onPay("received")}>
          Payment received<span className="visually-hidden"> for order #{ref}</span>
        </button>
        {upi.cancelled ? null : (
          <ConfirmButton
            label="Switch to cash on delivery"
            hiddenLabel={`for order #${ref}`}
            disabled={busy}
            title={`Switch order #${ref} to cash on delivery?`}
            text="Do this when the shopper could not pay by UPI and will pay at the door. The rider collects the money on delivery."
            confirm="Switch to cash on delivery"
            keep="Keep it UPI"
            danger={false}
            onConfirm={() => onPay("cod")}
          />
        )}
      </div>
    </div>
  );
}

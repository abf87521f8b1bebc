/**
 * The table of the operator's merchants: each one's user id, name, phone,
 * email, shop (a link to it), payment status, what their shop is in now, and
 * the fee or renewal due, which opens its panel. On a phone each row is a
 * card, every cell under its column's name.
 */
import type { KioskMerchant } from "../../contract/kiosk";
import { indianDate } from "../../domain/kioskFees";
import { SHOP_STATUS_LABEL } from "../../domain/shopLifecycle";
import { shopUrl } from "../../domain/shopUrl";
import { showPhone } from "../../domain/signInPhone";

const COLUMNS = ["User ID", "Name", "Phone No.", "E-mail", "Business Name", "Payment Status", "Shop", "Fee"];
/** A cell's props: its column's name for the phone's card layout (console.css .console-table-cards). */
const cell = (column: number) => ({ "data-label": COLUMNS[column] });

/** What the Shop column says of a merchant's shop now. */
function shopState(m: KioskMerchant): string {
  if (m.status === "trial" && m.trialEndsAt) return `Free trial until ${indianDate(new Date(m.trialEndsAt))}`;
  if (m.status === "active" && m.renewalDueAt)
    return `Active, renewal ${indianDate(new Date(m.renewalDueAt))}`;
  return SHOP_STATUS_LABEL[m.status];
}

export function MerchantsTable({
  merchants,
  onPay,
}: {
  merchants: KioskMerchant[];
  /** A merchant's Take fee or Renew was pressed (the button, for the focus to come back to). */
  onPay: (merchant: KioskMerchant, button: HTMLButtonElement) => void;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard
    <section className="console-table-wrap" aria-label="Your users" tabIndex={0}>
      <table className="console-table console-table-cards">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {merchants.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>No users match this filter.</td>
            </tr>
          ) : (
            merchants.map((m) => (
              <tr key={m.shopId}>
                <td {...cell(0)}>{m.userId}</td>
                <td {...cell(1)}>{m.name}</td>
                <td {...cell(2)}>{showPhone(m.phone)}</td>
                <td {...cell(3)}>{m.email}</td>
                <td {...cell(4)}>
                  <a href={shopUrl(__PUBLIC_ENV__.platform, m.shopId)}>{m.businessName}</a>
                </td>
                <td {...cell(5)}>
                  <span
                    className={m.paymentStatus === "Paid" ? "console-badge-paid" : "console-badge-unpaid"}
                  >
                    {m.paymentStatus}
                  </span>
                </td>
                <td {...cell(6)}>{shopState(m)}</td>
                <td {...cell(7)}>
                  {m.due ? (
                    <button
                      type="button"
                      className="button button-secondary"
                      onClick={(e) => onPay(m, e.currentTarget)}
                    >
                      {m.due === "fee" ? "Take fee" : "Renew"}
                      <span className="visually-hidden"> of {m.businessName}</span>
                    </button>
                  ) : (
                    "—"
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

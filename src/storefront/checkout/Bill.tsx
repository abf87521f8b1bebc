import { formatInr } from "../../domain/inr";
import { type Bill as BillFigures, gstIncludedText } from "../../domain/money";
import { t } from "../../i18n/t";

/**
 * The bag's bill (SPEC §2, §9): Total MRP, Delivery Fee, GST (said to be
 * included: the prices hold it), the coupon when applied, Total Payable. As
 * the UPI view's order summary (`summary`): Total MRP, Delivery Fee, the
 * coupon, Total Amount.
 */
export function Bill({ bill, summary = false }: { bill: BillFigures; summary?: boolean }) {
  const rows: [string, string][] = [
    [t("Total MRP"), formatInr(bill.totalMrp)],
    [t("Delivery Fee"), formatInr(bill.deliveryFee)],
  ];
  // Prices hold their GST: the row says so, and the total adds up without it.
  if (!summary) rows.push(["GST", gstIncludedText(bill.gst, t)]);
  if (bill.couponDiscount > 0) rows.push([t("Coupon Discount"), `−${formatInr(bill.couponDiscount)}`]);
  return (
    <dl className="bill">
      {rows.map(([term, amount]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="bill-total">
        <dt>{summary ? t("Total Amount") : t("Total Payable")}</dt>
        <dd>{formatInr(bill.payable)}</dd>
      </div>
    </dl>
  );
}

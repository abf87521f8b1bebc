import { formatInr } from "../../domain/inr";
import { type Bill as BillFigures, gstIncludedText } from "../../domain/money";
import { t } from "../../i18n/t";

/**
 * The bag's bill (SPEC §2, §9): Total MRP (the pieces at their MRP) and the
 * discount the prices give on it, Delivery Fee, GST (said to be included: the
 * prices hold it), the coupon when applied, Total Payable: the rows add up.
 * As the UPI view's order summary (`summary`): the same without GST, and
 * Total Amount.
 */
export function Bill({ bill, summary = false }: { bill: BillFigures; summary?: boolean }) {
  // Total MRP is the pieces at their MRP; what the prices take off it is its own row, so the rows add up.
  const mrp = Math.max(bill.mrp, bill.totalMrp);
  const rows: [string, string][] = [[t("Total MRP"), formatInr(mrp)]];
  if (mrp > bill.totalMrp) rows.push([t("Discount on MRP"), `−${formatInr(mrp - bill.totalMrp)}`]);
  rows.push([t("Delivery Fee"), formatInr(bill.deliveryFee)]);
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

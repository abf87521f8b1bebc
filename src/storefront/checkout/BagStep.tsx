import { useEffect, useRef } from "react";
import type { StoreData } from "../../contract/shop";
import { checkedLineHasProblem } from "../../domain/bagLines";
import { offersCoupon, placeOrderLabel, selectionLabel } from "../../domain/checkout";
import { deliveryDate } from "../../domain/delivery";
import type { Bill as BillFigures, CouponEntry } from "../../domain/money";
import type { CartLine } from "../../domain/shapes";
import { shopDate } from "../../i18n/dates";
import { t } from "../../i18n/t";
import { checkAll, moveCheckedToWishlist, removeChecked } from "../../stores/bagActions";
import { BagLine } from "./BagLine";
import { Bill } from "./Bill";
import { CouponBox } from "./CouponBox";

/**
 * The Bag step (SPEC §2): the empty state, or the lines with select-all,
 * REMOVE and MOVE TO WISHLIST, the bill, the coupon box, the expected
 * delivery date and the main button. The wishlist is offered only when it
 * holds something (issue 39): an empty bag with an empty wishlist offers the
 * shop instead, with the wishlist's own empty-state button (GO TO SHOP).
 */
export function BagStep({
  storeData,
  lines,
  bill,
  coupon,
  userLogged,
  busy,
  onPlaceOrder,
  wishlistCount,
}: {
  storeData: StoreData;
  lines: CartLine[];
  /** How many products the shopper's wishlist holds. */
  wishlistCount: number;
  bill: BillFigures;
  coupon: CouponEntry;
  userLogged: boolean;
  busy: boolean;
  onPlaceOrder: () => void;
}) {
  const selected = lines.filter((l) => l.checked).length;
  const all = lines.length > 0 && selected === lines.length;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);
  if (lines.length === 0) {
    return (
      <div className="empty">
        <p className="empty-title">{t("Hey, it feels so light!")}</p>
        <p>{t("There's nothing in your bag. Lets add some items")}</p>
        {wishlistCount > 0 ? (
          <a className="button" href="/wishlist">
            {t("ADD ITEMS FROM WISHLIST")}
          </a>
        ) : (
          <a className="button" href="/">
            {t("GO TO SHOP")}
          </a>
        )}
      </div>
    );
  }
  const problem = checkedLineHasProblem({ cartProducts: lines });
  const due = shopDate(deliveryDate(new Date(), storeData.defaultDeliveryDate));
  return (
    <div className="bag">
      <div className="bag-lines">
        <div className="bag-toolbar">
          <label className="select-all">
            <input ref={selectAll} type="checkbox" checked={all} onChange={() => checkAll(!all)} />
            {selectionLabel(selected, lines.length, t)}
          </label>
          <div className="bag-toolbar-actions">
            <button type="button" className="link-button" disabled={selected === 0} onClick={removeChecked}>
              {t("REMOVE")}
            </button>
            <button
              type="button"
              className="link-button"
              disabled={selected === 0}
              onClick={moveCheckedToWishlist}
            >
              {t("MOVE TO WISHLIST")}
            </button>
          </div>
        </div>
        <ul className="bag-list">
          {lines.map((line) => (
            <BagLine key={`${line.productId}|${line.size}|${line.color}`} line={line} />
          ))}
        </ul>
        {wishlistCount > 0 ? (
          <a className="add-more" href="/wishlist">
            Add more from Wishlist
          </a>
        ) : null}
      </div>
      <aside className="bag-summary" aria-label={t("Price details")}>
        {offersCoupon(storeData.shopType) ? (
          <CouponBox coupon={coupon} baseTotal={bill.totalMrp} userLogged={userLogged} />
        ) : null}
        <h2 className="bill-title">{t("Price details")}</h2>
        <Bill bill={bill} />
        {due ? <p className="delivery-date">{t("Expected delivery by {date}", { date: due })}</p> : null}
        {problem ? (
          <p className="form-error">{t("Change or unselect the lines marked above to continue.")}</p>
        ) : null}
        <button
          type="button"
          className="button place-order"
          disabled={selected === 0 || busy || (userLogged && problem)}
          onClick={onPlaceOrder}
        >
          {placeOrderLabel(storeData.shopType, t)}
        </button>
      </aside>
    </div>
  );
}

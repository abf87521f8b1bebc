import { useState } from "react";
import { COUPON_MESSAGES, type CouponEntry, enterCoupon } from "../../domain/money";
import { t } from "../../i18n/t";
import { patchCheckout } from "../../stores/checkout";

/**
 * The coupon box (SPEC §5): 'Apply Coupon' checks the code against the base
 * total; the message shows until the base total changes. A visitor gets a
 * login prompt instead.
 */
export function CouponBox({
  coupon,
  baseTotal,
  userLogged,
}: {
  coupon: CouponEntry;
  baseTotal: number;
  userLogged: boolean;
}) {
  const [code, setCode] = useState(coupon.applied);
  if (!userLogged) {
    return (
      <p className="coupon-login">
        <a href="/customer">{t("Login")}</a> {t("to apply a coupon.")}
      </p>
    );
  }
  const applied = coupon.message === COUPON_MESSAGES.applied;
  return (
    <form
      className="coupon"
      onSubmit={(event) => {
        event.preventDefault();
        patchCheckout({ coupon: enterCoupon(code.trim(), baseTotal) });
      }}
    >
      <label htmlFor="coupon-code">{t("Coupon code")}</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          name="coupon"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-describedby="coupon-message"
        />
        <button type="submit" className="button button-quiet">
          {t("Apply Coupon")}
        </button>
      </div>
      <p id="coupon-message" className={applied ? "coupon-ok" : "form-error"} role="status">
        {t(coupon.message)}
      </p>
    </form>
  );
}

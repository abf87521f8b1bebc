import { useStore } from "@nanostores/react";
import { openPage } from "@nanostores/router";
import { useEffect, useRef } from "react";
import { chosenAddress } from "../../domain/address";
import { type CheckoutStep, canOpenStep, effectiveStep, type StepState } from "../../domain/checkout";
import { billWithCoupon, NO_COUPON } from "../../domain/money";
import { $cart } from "../../stores/cart";
import { $busy, $checkout, patchCheckout } from "../../stores/checkout";
import { confirmOrder, finishCheckout, PLACEMENT_FAILED } from "../../stores/checkoutActions";
import { $user } from "../../stores/user";
import { refreshUserData } from "../../stores/userActions";
import { AddressStep } from "../checkout/AddressStep";
import { BagStep } from "../checkout/BagStep";
import { PaymentStep } from "../checkout/PaymentStep";
import { ProgressBar } from "../checkout/ProgressBar";
import { SuccessStep } from "../checkout/SuccessStep";
import { $router } from "../router";
import type { ScreenProps } from "../screenProps";
import "../checkout/checkout.css";
import { t } from "../../i18n/t";

/**
 * The bag and checkout (SPEC §2 "Cart and checkout screen", §4, §5): the
 * progress bar and the Bag, Address, Payment and Success steps. A visitor
 * sees the login message above the bag; the later steps need a signed-in
 * shopper. Its own chunk, loaded on /cart only.
 */
export default function Cart({ storeData }: ScreenProps) {
  const user = useStore($user);
  const { cartProducts, wishlist } = useStore($cart);
  const checkout = useStore($checkout);
  const busy = useStore($busy);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<CheckoutStep | null>(null);

  const addresses = user.userData?.address ? Object.entries(user.userData.address) : [];
  const chosen = chosenAddress(user.userData?.address, user.addressKey);
  const addressKey = chosen?.key ?? null;
  const selected = cartProducts.filter((l) => l.checked).length;
  const rules: StepState = { selected, userLogged: user.userLogged, busy, addressKey };
  const step = effectiveStep(checkout.step, rules);

  const { bill, coupon } = billWithCoupon(cartProducts, storeData.deliverPp, checkout.coupon);
  const titles: Record<CheckoutStep, string> = {
    bag: t("Bag"),
    address: t("Delivery Address"),
    payment: t("Payment"),
    success: t("Order placed"),
  };

  // SPEC §4: a change of the base total resets the coupon's message and discount for good.
  useEffect(() => {
    if (coupon !== checkout.coupon) patchCheckout({ coupon: NO_COUPON });
  }, [coupon, checkout.coupon]);
  // The checkout reloads the user data (SPEC §7): addresses and orders as the server has them.
  useEffect(() => {
    if (user.userLogged) void refreshUserData();
  }, [user.userLogged]);
  // A Success view seen and left: the next visit starts at Bag.
  useEffect(
    () => () => {
      if ($checkout.get().step === "success") finishCheckout();
    },
    [],
  );
  // Back from the payment gateway (/cart?checkout=…, `left` when the shopper gave up there): the
  // checkout is followed until the gateway's word comes; the address bar loses the query.
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const back = query.get("checkout");
    if (!back || !user.userLogged) return;
    history.replaceState(history.state, "", location.pathname);
    const left = query.has("left");
    void import("../../stores/onlinePayment").then(({ followCheckout }) => followCheckout(back, left));
  }, [user.userLogged]);
  // Moving between steps puts the keyboard and screen reader at the new step's title.
  useEffect(() => {
    if (shownStep.current !== null && shownStep.current !== step) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const open = (next: CheckoutStep) => {
    if (canOpenStep(next, rules)) patchCheckout({ step: next });
  };
  const placeOrderPressed = () => {
    // SPEC §2: a visitor's press goes on to sign-in (the Address step needs it).
    if (!user.userLogged) openPage($router, "customer");
    else open("address");
  };
  const confirm = async (method: "UPI" | "COD") => {
    const outcome = await confirmOrder(storeData, method);
    // SPEC §8: the placement failure is an alert; so is the server's word on a limit (429).
    if (!outcome.ok && (outcome.message === PLACEMENT_FAILED || outcome.alert)) alert(t(outcome.message));
  };

  return (
    <section className="screen checkout" aria-labelledby="checkout-title" data-saved="cart user">
      {step === "success" ? null : <ProgressBar current={step} state={rules} onOpen={open} />}
      <h1 id="checkout-title" ref={heading} tabIndex={-1}>
        {titles[step]}
      </h1>
      {!user.userLogged ? (
        <div className="checkout-gate">
          <p>{t("Please log in to access your cart.")}</p>
          <a className="button" href="/customer">
            {t("Login")}
          </a>
        </div>
      ) : null}
      {step === "bag" ? (
        <BagStep
          storeData={storeData}
          lines={cartProducts}
          bill={bill}
          coupon={coupon}
          userLogged={user.userLogged}
          busy={busy}
          onPlaceOrder={placeOrderPressed}
          wishlistCount={wishlist.length}
        />
      ) : step === "address" ? (
        <AddressStep addresses={addresses} addressKey={addressKey} draft={checkout.draft} busy={busy} />
      ) : step === "payment" ? (
        <PaymentStep
          storeData={storeData}
          bill={bill}
          address={chosen?.address.fullAddress ?? ""}
          checkout={checkout}
          busy={busy}
          onConfirm={(method) => void confirm(method)}
        />
      ) : (
        <SuccessStep placed={checkout.placed} />
      )}
      {step === "bag" ? <p className="checkout-footer">{t("Most Delivery happens on Time")}</p> : null}
    </section>
  );
}

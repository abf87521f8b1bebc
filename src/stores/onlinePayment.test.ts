import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCheckout, openCheckout, upiIntent } from "../api/checkouts";
import { HTTPError } from "../api/client";
import { getUserData } from "../api/customer";
import type { CheckoutStatus, OpenCheckoutResponse } from "../contract/payments";
import type { UserData } from "../contract/userData";
import { lineFromProduct } from "../domain/cart";
import { rice } from "../domain/fixtures/cart";
import { $cart, CART_DEFAULT } from "./cart";
import { $busy, $checkout, CHECKOUT_DEFAULT } from "./checkout";
import { chooseAddress, PLACEMENT_FAILED } from "./checkoutActions";
import { storeDataFixture, userDataFixture } from "./fixtures";
import {
  CHECKOUT_POLLS,
  followCheckout,
  payByUpiApp,
  payOnline,
  stopWaiting,
  UPI_POLLS,
} from "./onlinePayment";
import { $user, loginUser, USER_DEFAULT } from "./user";

vi.mock("../api/customer", () => ({ getUserData: vi.fn() }));
vi.mock("../api/checkouts", () => ({ openCheckout: vi.fn(), getCheckout: vi.fn(), upiIntent: vi.fn() }));
const openMock = vi.mocked(openCheckout);
const intentMock = vi.mocked(upiIntent);
const getMock = vi.mocked(getCheckout);

const HOME = {
  fullAddress: "Asha, +91-9876543210, 12 MG Road, Jaipur, 302016, India",
  addressType: "Home",
  defaultAddress: true,
};
const withHome: UserData = { ...userDataFixture(), addAddress: true, address: { "addr-home": HOME } };
const storeData = { ...storeDataFixture(), onlinePayments: true };
const opened: OpenCheckoutResponse = {
  checkoutId: "ck_AAAAAAAAAAAAAAAA",
  amount: 520,
  status: "open",
  form: { action: "https://gateway.example/checkout", fields: { order_id: "order_X", amount: "52000" } },
};
const status = (change: Partial<CheckoutStatus>): CheckoutStatus => ({
  checkoutId: opened.checkoutId,
  status: "open",
  amount: 520,
  method: "",
  paymentId: "",
  lastError: "",
  shopId: "demo",
  placed: null,
  ...change,
});
const placement = {
  response: true as const,
  orderIds: ["ODXYZ123ABC"],
  lines: [
    {
      orderId: "ODXYZ123ABC",
      productName: "Rice",
      size: "",
      color: "",
      productCount: 2,
      totalCartValue: 500,
    },
  ],
  address: HOME.fullAddress,
  totals: { totalMrp: 500, gst: 25, deliveryFee: 20, couponDiscount: 0, payable: 520 },
};
const noWait = () => Promise.resolve();

function refusal(status: number, body: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), {
    name: "HTTPError",
    data: body,
    response: { status },
  });
}

beforeEach(() => {
  openMock.mockReset();
  intentMock.mockReset();
  getMock.mockReset();
  vi.mocked(getUserData).mockReset().mockResolvedValue(withHome);
  vi.spyOn(console, "error").mockImplementation(() => {});
  $busy.set(false);
  $checkout.set({ ...CHECKOUT_DEFAULT, step: "payment", method: "UPI" });
  $user.set(USER_DEFAULT);
  loginUser(withHome, "session-token");
  chooseAddress("addr-home");
  $cart.set({ ...CART_DEFAULT, cartProducts: [{ ...lineFromProduct(rice, "demo"), productCount: 2 }] });
});

describe("payOnline (issue 37)", () => {
  it("opens the checkout with the bag as a placement and sends the browser to the gateway's form", async () => {
    openMock.mockResolvedValueOnce(opened);
    const go = vi.fn();
    expect(await payOnline(storeData, go)).toEqual({ ok: true });
    expect(openMock.mock.calls[0]?.[0]).toMatchObject({
      email: "asha@example.com",
      addressKey: "addr-home",
      paymentMethod: "UPI",
      orders: [expect.objectContaining({ productId: "rice", productCount: 2 })],
    });
    expect(go).toHaveBeenCalledWith(opened.form);
    expect($checkout.get().online).toEqual({ checkoutId: opened.checkoutId, phase: "paying", message: "" });
    // Nothing is placed yet: the bag keeps its lines.
    expect($cart.get().cartProducts).toHaveLength(1);
    expect($busy.get()).toBe(false);
  });

  it("keeps everything on a refusal; the gateway's absence is the server's own word, as an alert", async () => {
    openMock.mockRejectedValueOnce(
      refusal(409, { error: "Only 1 left of Rice", field: "orders.0.productCount" }),
    );
    const go = vi.fn();
    expect(await payOnline(storeData, go)).toEqual({ ok: false, message: PLACEMENT_FAILED });
    expect(go).not.toHaveBeenCalled();
    expect($checkout.get().online).toBeNull();
    expect($cart.get().cartProducts[0]?.error).toBe("Only 1 left of Rice");
    openMock.mockRejectedValueOnce(refusal(503, { error: "Online payments are not available here" }));
    expect(await payOnline(storeData, go)).toEqual({
      ok: false,
      message: "Online payments are not available here",
      alert: true,
    });
  });

  it("does nothing while busy, or for a visitor", async () => {
    $busy.set(true);
    expect(await payOnline(storeData, vi.fn())).toEqual({ ok: false, message: "" });
    $busy.set(false);
    $user.set(USER_DEFAULT);
    expect(await payOnline(storeData, vi.fn())).toEqual({ ok: false, message: PLACEMENT_FAILED });
    expect(openMock).not.toHaveBeenCalled();
  });
});

describe("followCheckout (issue 37)", () => {
  it("asks until the gateway's word has come, then shows Success paid online and empties the ordered lines", async () => {
    getMock
      .mockResolvedValueOnce(status({}))
      .mockResolvedValueOnce(
        status({ status: "placed", method: "card", paymentId: "pay_Abc", placed: placement }),
      );
    await followCheckout(opened.checkoutId, false, noWait);
    expect(getMock).toHaveBeenCalledTimes(2);
    const state = $checkout.get();
    expect(state.step).toBe("success");
    expect(state.online).toBeNull();
    expect(state.placed).toMatchObject({ payable: 520, paidOnline: "card", transactionId: "pay_Abc" });
    expect($cart.get().cartProducts).toEqual([]);
  });

  it("says why a payment did not go through, and the next try is a new checkout", async () => {
    $checkout.set({ ...$checkout.get(), reference: "PLAAAABBBBCCCC" });
    getMock.mockResolvedValueOnce(status({ lastError: "Payment failed" }));
    await followCheckout(opened.checkoutId, false, noWait);
    expect($checkout.get().online).toEqual({
      checkoutId: opened.checkoutId,
      phase: "failed",
      message: "The payment did not go through: Payment failed. Try again, or choose another way to pay.",
    });
    expect($checkout.get().reference).toBeNull();
    expect($cart.get().cartProducts).toHaveLength(1);
  });

  it("a payment refunded whole says so; leaving the gateway's page says so without asking", async () => {
    getMock.mockResolvedValueOnce(status({ status: "refunded", lastError: "Only 1 left of Rice" }));
    await followCheckout(opened.checkoutId, false, noWait);
    expect($checkout.get().online?.message).toBe(
      "Your payment came in, but the order could not be placed: Only 1 left of Rice. The whole amount is on its way back to you.",
    );
    getMock.mockReset();
    await followCheckout(opened.checkoutId, true, noWait);
    expect(getMock).not.toHaveBeenCalled();
    expect($checkout.get().online?.message).toBe(
      "You left the payment page. Your bag is as it was: pay when you are ready.",
    );
  });

  it("gives up after its asks with what to expect; an unknown checkout is forgotten", async () => {
    getMock.mockResolvedValue(status({}));
    await followCheckout(opened.checkoutId, false, noWait);
    expect(getMock).toHaveBeenCalledTimes(CHECKOUT_POLLS);
    expect($checkout.get().online?.message).toMatch(/^We have not heard from the payment gateway yet/);
    getMock.mockReset().mockRejectedValueOnce(refusal(404, { error: "No such checkout" }));
    await followCheckout(opened.checkoutId, false, noWait);
    expect($checkout.get().online).toBeNull();
  });
});

describe("payByUpiApp (issue 37: a phone's UPI app)", () => {
  const link = "upi://pay?pa=platform@razorpay&pn=Platform&tr=Abc&am=520.00&cu=INR";

  it("opens the checkout, asks for its UPI intent, and opens the app by the link; nothing is placed", async () => {
    openMock.mockResolvedValueOnce(opened);
    intentMock.mockResolvedValueOnce({
      checkoutId: opened.checkoutId,
      paymentId: "pay_Abc",
      link,
      amount: 520,
    });
    const open = vi.fn();
    expect(await payByUpiApp(storeData, open)).toEqual({ ok: true });
    expect(openMock.mock.calls[0]?.[0]).toMatchObject({ addressKey: "addr-home", paymentMethod: "UPI" });
    expect(intentMock).toHaveBeenCalledWith(opened.checkoutId);
    expect(open).toHaveBeenCalledWith(link);
    expect($checkout.get().online).toEqual({
      checkoutId: opened.checkoutId,
      phase: "upi",
      message: "",
      link,
    });
    expect($cart.get().cartProducts).toHaveLength(1);
    expect($busy.get()).toBe(false);
  });

  it("keeps everything when the gateway cannot start it, with the server's word as an alert", async () => {
    openMock.mockResolvedValueOnce(opened);
    intentMock.mockRejectedValueOnce(
      refusal(502, { error: "The payment gateway did not answer: try again in a minute" }),
    );
    const open = vi.fn();
    expect(await payByUpiApp(storeData, open)).toEqual({
      ok: false,
      message: "The payment gateway did not answer: try again in a minute",
      alert: true,
    });
    expect(open).not.toHaveBeenCalled();
    expect($checkout.get().online).toBeNull();
    expect($cart.get().cartProducts).toHaveLength(1);
  });

  it("waiting for the app: asks until placed, then Success paid by UPI", async () => {
    getMock
      .mockResolvedValueOnce(status({}))
      .mockResolvedValueOnce(status({}))
      .mockResolvedValueOnce(
        status({ status: "placed", method: "upi", paymentId: "pay_Abc", placed: placement }),
      );
    await followCheckout(opened.checkoutId, false, noWait, link);
    expect(getMock).toHaveBeenCalledTimes(3);
    expect($checkout.get()).toMatchObject({ step: "success", online: null });
    expect($checkout.get().placed).toMatchObject({ paidOnline: "upi", transactionId: "pay_Abc" });
    expect($cart.get().cartProducts).toEqual([]);
  });

  it("a payment declined in the app is said, the bag kept, and the next try is a new checkout", async () => {
    $checkout.set({ ...$checkout.get(), reference: "PLAAAABBBBCCCC" });
    getMock.mockResolvedValueOnce(status({ lastError: "Payment failed" }));
    await followCheckout(opened.checkoutId, false, noWait, link);
    expect($checkout.get().online).toMatchObject({
      phase: "failed",
      message: "The payment did not go through: Payment failed. Try again, or choose another way to pay.",
    });
    expect($checkout.get().reference).toBeNull();
    expect($cart.get().cartProducts).toHaveLength(1);
  });

  it("waits longer than a return from the gateway's page, and Cancel stops the asking, keeping the checkout", async () => {
    getMock.mockResolvedValue(status({}));
    await followCheckout(opened.checkoutId, false, noWait, link);
    expect(getMock).toHaveBeenCalledTimes(UPI_POLLS);
    expect(UPI_POLLS).toBeGreaterThan(CHECKOUT_POLLS);
    getMock.mockReset().mockResolvedValue(status({}));
    $checkout.set({ ...$checkout.get(), reference: "PLAAAABBBBCCCC" });
    let asks = 0;
    await followCheckout(
      opened.checkoutId,
      false,
      async () => {
        asks += 1;
        if (asks === 2) stopWaiting(opened.checkoutId);
      },
      link,
    );
    expect(getMock).toHaveBeenCalledTimes(3);
    expect($checkout.get().online).toEqual({
      checkoutId: opened.checkoutId,
      phase: "failed",
      message: expect.stringMatching(/^We have not heard from the payment gateway yet\. If you paid/),
    });
    expect($checkout.get().reference).toBe("PLAAAABBBBCCCC");
  });

  it("two follows of the same wait place the Success once", async () => {
    getMock.mockResolvedValue(
      status({ status: "placed", method: "upi", paymentId: "pay_Abc", placed: placement }),
    );
    $cart.set({
      ...$cart.get(),
      cartProducts: [...$cart.get().cartProducts, { ...lineFromProduct(rice, "other"), checked: false }],
    });
    await Promise.all([
      followCheckout(opened.checkoutId, false, noWait, link),
      followCheckout(opened.checkoutId, false, noWait, link),
    ]);
    expect($checkout.get().step).toBe("success");
    // The line not ordered stays in the bag.
    expect($cart.get().cartProducts).toHaveLength(1);
  });
});

import { beforeEach, describe, expect, it, vi } from "vitest";
import { addAddress } from "../api/addresses";
import { HTTPError } from "../api/client";
import { getUserData } from "../api/customer";
import { placeOrder } from "../api/orders";
import type { AddOrderRequest } from "../contract/order";
import type { UserData } from "../contract/userData";
import { lineFromProduct } from "../domain/cart";
import { rice } from "../domain/fixtures/cart";
import { SAVE_FAILED } from "../domain/saveFailed";
import { $cart, CART_DEFAULT } from "./cart";
import { $busy, $checkout, CHECKOUT_DEFAULT, EMPTY_DRAFT, patchCheckout } from "./checkout";
import {
  chooseAddress,
  confirmOrder,
  currentReference,
  PLACEMENT_FAILED,
  saveAddress,
} from "./checkoutActions";
import { deferred, storeDataFixture, userDataFixture } from "./fixtures";
import { $user, loginUser, USER_DEFAULT } from "./user";

vi.mock("../api/customer", () => ({ getUserData: vi.fn() }));
vi.mock("../api/addresses", () => ({ addAddress: vi.fn() }));
vi.mock("../api/orders", () => ({ placeOrder: vi.fn() }));
const placeOrderMock = vi.mocked(placeOrder);
const getUserDataMock = vi.mocked(getUserData);
const addAddressMock = vi.mocked(addAddress);

const HOME = {
  fullAddress: "Asha, +91-9876543210, 12 MG Road, Jaipur, 302016, India",
  addressType: "Home",
  defaultAddress: true,
};
const withHome: UserData = { ...userDataFixture(), addAddress: true, address: { "addr-home": HOME } };
const storeData = storeDataFixture();
const placed = {
  response: true as const,
  orderIds: ["ODXYZ123ABC"],
  totals: { totalMrp: 500, gst: 25, deliveryFee: 20, couponDiscount: 0, payable: 520 },
};
const oil = { ...rice, productId: "oil", productName: "Mustard Oil", onePiecePrice: 200, productUnits: 9 };

/** An HTTPError (api/client.ts) carrying the API's error body. */
function refusal(status: number, body: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), {
    name: "HTTPError",
    data: body,
    response: { status },
  });
}

const sentRequest = (i = 0) => placeOrderMock.mock.calls[i]?.[0] as AddOrderRequest;

beforeEach(() => {
  placeOrderMock.mockReset();
  getUserDataMock.mockReset().mockResolvedValue(withHome);
  addAddressMock.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => {});
  $busy.set(false);
  $checkout.set({ ...CHECKOUT_DEFAULT, step: "payment" });
  $user.set(USER_DEFAULT);
  loginUser(withHome, "session-token");
  chooseAddress("addr-home");
  $cart.set({
    ...CART_DEFAULT,
    cartProducts: [
      { ...lineFromProduct(rice, "demo"), productCount: 2 },
      { ...lineFromProduct(oil, "demo"), checked: false },
    ],
  });
});

describe("confirmOrder (SPEC §4 placement, §8)", () => {
  it("refreshes the user data, then sends only the checked lines with the address, method, coupon and reference", async () => {
    placeOrderMock.mockResolvedValueOnce(placed);
    patchCheckout({ coupon: { applied: "gotan50", message: "Your coupon has been applied", forTotal: 500 } });
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: true });
    expect(getUserDataMock.mock.invocationCallOrder[0]).toBeLessThan(
      placeOrderMock.mock.invocationCallOrder[0] ?? 0,
    );
    const request = sentRequest();
    expect(request).toMatchObject({
      email: "asha@example.com",
      addressKey: "addr-home",
      paymentMethod: "COD",
      couponCode: "gotan50",
      transactionId: "",
      // Unticked: the order's updates come by SMS; in English, the page's language.
      whatsappOptIn: false,
      language: "en",
    });
    expect(request.idempotencyKey).toMatch(/^PL[A-Z0-9]{12}$/);
    expect(request.orders).toEqual([
      expect.objectContaining({
        productId: "rice",
        productCount: 2,
        totalCartValue: 500,
        coupontotal: 50,
        address: HOME.fullAddress,
        paymentMethod: "COD",
        productImage: "/rice.png",
      }),
    ]);
  });

  it("sends the shopper's WhatsApp consent and the page's language, Hindi when the shop is read in Hindi", async () => {
    placeOrderMock.mockResolvedValueOnce(placed);
    patchCheckout({ whatsappOptIn: true });
    vi.stubGlobal("document", { documentElement: { lang: "hi" } });
    try {
      expect(await confirmOrder(storeData, "COD")).toEqual({ ok: true });
    } finally {
      vi.unstubAllGlobals();
    }
    expect(sentRequest()).toMatchObject({ whatsappOptIn: true, language: "hi" });
  });
  it("on success removes the ordered lines, checks the rest and shows Success with a fresh reference next time", async () => {
    placeOrderMock.mockResolvedValueOnce(placed);
    await confirmOrder(storeData, "COD");
    expect($cart.get().cartProducts.map((l) => [l.productId, l.checked])).toEqual([["oil", true]]);
    expect($checkout.get()).toMatchObject({
      step: "success",
      method: null,
      reference: null,
      // The Success view's placement: the reference, the line as sent (this answer has no lines), the total, where, how.
      placed: {
        reference: "123ABC",
        items: [{ orderId: "ODXYZ123ABC", label: rice.productName, productCount: 2, amount: 500 }],
        payable: 520,
        address: HOME.fullAddress,
        paymentMethod: "COD",
        transactionId: "",
      },
    });
    expect($busy.get()).toBe(false);
  });

  it("is busy while placing and ignores a second press meanwhile", async () => {
    const call = deferred<typeof placed>();
    placeOrderMock.mockReturnValueOnce(call.promise);
    const first = confirmOrder(storeData, "UPI");
    await vi.waitFor(() => expect(placeOrderMock).toHaveBeenCalledTimes(1));
    expect($busy.get()).toBe(true);
    expect(await confirmOrder(storeData, "UPI")).toEqual({ ok: false, message: "" });
    call.resolve(placed);
    await first;
    expect(placeOrderMock).toHaveBeenCalledTimes(1);
    expect($busy.get()).toBe(false);
  });

  it("on failure alerts, clears busy, keeps bag and step, and retries with the same reference", async () => {
    placeOrderMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const bag = $cart.get();
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: false, message: PLACEMENT_FAILED });
    expect(PLACEMENT_FAILED).toBe("SOMETHING WAS WORNG PLEASE TRY AGAIN");
    expect($busy.get()).toBe(false);
    expect($cart.get()).toBe(bag);
    expect($checkout.get().step).toBe("payment");
    placeOrderMock.mockResolvedValueOnce(placed);
    await confirmOrder(storeData, "COD");
    expect(sentRequest(1).idempotencyKey).toBe(sentRequest(0).idempotencyKey);
  });

  it("keeps the reference a reload restored (the UPI link carried it)", async () => {
    patchCheckout({ reference: "PLRESTORED0001" });
    placeOrderMock.mockResolvedValueOnce(placed);
    await confirmOrder(storeData, "UPI");
    expect(sentRequest().idempotencyKey).toBe("PLRESTORED0001");
    expect(currentReference()).not.toBe("PLRESTORED0001"); // after success, a new order gets a new one
  });

  it("flags the line a stock refusal names with the server's message", async () => {
    placeOrderMock.mockRejectedValueOnce(
      refusal(409, { error: "Only 1 left of Basmati Rice 5 kg", field: "orders.0.productCount" }),
    );
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: false, message: PLACEMENT_FAILED });
    expect($cart.get().cartProducts.map((l) => l.error)).toEqual(["Only 1 left of Basmati Rice 5 kg", ""]);
  });

  it("flags the line that was sent, even when the bag changed while the call was out", async () => {
    placeOrderMock.mockImplementationOnce(async () => {
      // Another tab checks the oil meanwhile: orders.0 still means the rice that was sent.
      $cart.set({
        ...$cart.get(),
        cartProducts: $cart
          .get()
          .cartProducts.map((l) => ({ ...l, checked: true }))
          .reverse(),
      });
      throw refusal(409, { error: "Only 1 left of Basmati Rice 5 kg", field: "orders.0.productCount" });
    });
    await confirmOrder(storeData, "COD");
    const errors = Object.fromEntries($cart.get().cartProducts.map((l) => [l.productId, l.error]));
    expect(errors).toEqual({ [rice.productId]: "Only 1 left of Basmati Rice 5 kg", oil: "" });
  });

  it("over a limit (429): the server's own message for the alert; bag, step and reference stay for a later try", async () => {
    patchCheckout({ reference: "PLLIMITED00001" });
    const message =
      "You have 5 cash-on-delivery orders waiting for the shop to confirm (the limit is 5): please wait until the shop confirms one, or pay by UPI.";
    placeOrderMock.mockRejectedValueOnce(refusal(429, { error: message }));
    const bag = $cart.get();
    const step = $checkout.get().step;
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: false, message, alert: true });
    expect($cart.get()).toEqual(bag);
    expect($checkout.get()).toMatchObject({ step, reference: "PLLIMITED00001" });
  });

  it("a 429 with no readable message is the ordinary placement failure", async () => {
    placeOrderMock.mockRejectedValueOnce(refusal(429, "<html>Too Many Requests</html>"));
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: false, message: PLACEMENT_FAILED });
  });

  it("sends the shopper back to choose an address the server no longer has", async () => {
    placeOrderMock.mockRejectedValueOnce(
      refusal(400, { error: "Choose one of your saved addresses", field: "addressKey" }),
    );
    await confirmOrder(storeData, "COD");
    expect($user.get().addressKey).toBeNull();
    expect($checkout.get().step).toBe("address");
  });

  it("starts a new reference when the old one already placed another order", async () => {
    patchCheckout({ reference: "PLSPENT0000001" });
    placeOrderMock.mockRejectedValueOnce(
      refusal(409, {
        error: "This idempotencyKey was already used for another order",
        field: "idempotencyKey",
      }),
    );
    await confirmOrder(storeData, "COD");
    expect($checkout.get().reference).toBeNull();
  });

  it("refuses a bad UTR before calling, and sends a good one without spaces", async () => {
    patchCheckout({ utr: "12345" });
    expect(await confirmOrder(storeData, "UPI")).toEqual({
      ok: false,
      message: "PLEASE ENTER VALID TRANSACTION ID",
    });
    expect(placeOrderMock).not.toHaveBeenCalled();
    patchCheckout({ utr: "4123 4567 8901" });
    placeOrderMock.mockResolvedValueOnce(placed);
    await confirmOrder(storeData, "UPI");
    expect(sentRequest()).toMatchObject({ paymentMethod: "UPI", transactionId: "412345678901" });
  });

  it("places nothing when the chosen address is gone from the refreshed user data", async () => {
    getUserDataMock.mockResolvedValueOnce({ ...withHome, address: false });
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: false, message: PLACEMENT_FAILED });
    expect(placeOrderMock).not.toHaveBeenCalled();
    expect($checkout.get().step).toBe("address");
  });

  it("a failed user-data refresh is only logged; the placement goes on", async () => {
    getUserDataMock.mockRejectedValueOnce(new Error("offline"));
    placeOrderMock.mockResolvedValueOnce(placed);
    expect(await confirmOrder(storeData, "COD")).toEqual({ ok: true });
  });
});

describe("saveAddress (SPEC §4, §5, §8)", () => {
  const draft = {
    ...EMPTY_DRAFT,
    open: true,
    fullName: "Meera",
    address: "7 Civil Lines",
    pincode: "302006",
    phoneNumber: "98290 12345",
    city: "Jaipur",
    state: "Rajasthan",
  };

  it("checks the form first, in the spec's order, without calling the server", async () => {
    expect(await saveAddress({ ...draft, fullName: "" })).toEqual({
      ok: false,
      message: "Enter Fullname",
      field: "fullName",
    });
    expect(await saveAddress({ ...draft, pincode: "30200" })).toEqual({
      ok: false,
      message: "Enter a 6-digit Pincode",
      field: "pincode",
    });
    expect(addAddressMock).not.toHaveBeenCalled();
  });

  it("saves, takes the refreshed user data, chooses the new address and closes the form", async () => {
    const added = {
      ...withHome,
      address: { ...withHome.address, "addr-new": { ...HOME, fullAddress: "Meera…" } },
    };
    addAddressMock.mockResolvedValueOnce(added as UserData);
    patchCheckout({ draft });
    expect(await saveAddress(draft)).toEqual({ ok: true });
    expect(addAddressMock.mock.calls[0]?.[0]).toMatchObject({
      email: "asha@example.com",
      fullName: "Meera",
      phoneNumber: "98290 12345",
      country: "India",
      makeDefault: false,
    });
    expect($user.get().addressKey).toBe("addr-new");
    expect($checkout.get().draft).toEqual(EMPTY_DRAFT);
    expect($busy.get()).toBe(false);
  });

  it("on failure says 'Something was worng' and keeps what was typed", async () => {
    addAddressMock.mockRejectedValueOnce(new Error("503"));
    patchCheckout({ draft });
    expect(await saveAddress(draft)).toEqual({ ok: false, message: SAVE_FAILED });
    expect(SAVE_FAILED).toBe("Something was worng");
    expect($checkout.get().draft).toEqual(draft);
    expect($busy.get()).toBe(false);
  });

  it("over the limit of address writes (429): the server's message, the typed fields kept", async () => {
    const message =
      "Too many changes to your profile and addresses: the limit is 30 in 1 hour. Please try again in 12 minutes.";
    addAddressMock.mockRejectedValueOnce(refusal(429, { error: message }));
    patchCheckout({ draft });
    expect(await saveAddress(draft)).toEqual({ ok: false, message });
    expect($checkout.get().draft).toEqual(draft);
  });
});

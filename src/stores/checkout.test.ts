import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeWith } from "./persist";

/** A sessionStorage stand-in for node. */
function fakeStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("the checkout's session state", () => {
  it("is saved to sessionStorage on every change and read back by the next page load", async () => {
    const storage = fakeStorage();
    vi.stubGlobal("sessionStorage", storage);
    const first = await import("./checkout");
    first.patchCheckout({ step: "payment", method: "UPI", reference: "PL0F6C2A9E41B7" });
    first.patchDraft({ open: true, fullName: "Asha", pincode: "3020" });
    expect(JSON.parse(storage.getItem("checkout") ?? "{}")).toMatchObject({
      step: "payment",
      reference: "PL0F6C2A9E41B7",
      draft: { open: true, fullName: "Asha", pincode: "3020", country: "India" },
    });

    vi.resetModules(); // a reload
    const second = await import("./checkout");
    expect(second.$checkout.get()).toMatchObject({
      step: "payment",
      method: "UPI",
      reference: "PL0F6C2A9E41B7",
      draft: { fullName: "Asha", pincode: "3020" },
    });
    expect(second.$busy.get()).toBe(false); // busy is never saved
  });

  it("keeps the good fields of a damaged saved state and defaults the rest", async () => {
    const { CheckoutState, CHECKOUT_DEFAULT } = await import("./checkout");
    const decode = decodeWith(CheckoutState, CHECKOUT_DEFAULT);
    const state = decode(
      JSON.stringify({
        step: "teleport",
        method: "CASH",
        reference: 42,
        draft: { fullName: "Asha", pincode: 5 },
        utr: "1",
      }),
    );
    expect(state).toMatchObject({ step: "bag", method: null, reference: null, utr: "1" });
    expect(state.draft).toMatchObject({ fullName: "Asha", pincode: "", country: "India" });
    expect(decode("{not json")).toEqual(CHECKOUT_DEFAULT);
  });

  it("works without storage (blocked or absent): in memory only", async () => {
    vi.stubGlobal("sessionStorage", undefined);
    const { $checkout, patchCheckout } = await import("./checkout");
    patchCheckout({ step: "address" });
    expect($checkout.get().step).toBe("address");
  });
});

import { setTestStorageKey, useTestStorageEngine } from "@nanostores/persistent";
import { beforeAll, describe, expect, it } from "vitest";
import { $admin, ADMIN_DEFAULT } from "./admin";
import { $cart, CART_DEFAULT, CartState } from "./cart";
import { storeDataFixture, userDataFixture } from "./fixtures";
import { decodeWith, latestWins } from "./persist";
import { $rider, RIDER_DEFAULT } from "./rider";
import { $store, STORE_DEFAULT } from "./store";
import { $user, USER_DEFAULT } from "./user";

const cartLine = {
  shopId: "demo",
  productId: "p1",
  productImages: ["/a.png"],
  productName: "Rice 5 kg",
  productDescription: "Basmati.",
  productUnits: 4,
  hasVariants: false,
  variants: [],
  size: "",
  color: "",
  checked: true,
  productCount: 2,
  onePiecePrice: 250,
  productPrice: 300,
  gst: 5,
  error: "",
};
const wish = {
  productId: "p2",
  productImages: [],
  productName: "Tea",
  onePiecePrice: 90,
  productCategory: "Drinks",
  productPrice: 100,
  productdiscountPrice: 90,
};

describe("decodeWith", () => {
  const decode = decodeWith(CartState, CART_DEFAULT);

  it("gives the default for corrupt JSON", () => {
    expect(decode("{not json")).toBe(CART_DEFAULT);
    expect(decode("")).toBe(CART_DEFAULT);
  });

  it("gives the default for JSON of the wrong shape", () => {
    expect(decode("null")).toBe(CART_DEFAULT);
    expect(decode("[]")).toBe(CART_DEFAULT);
    expect(decode('"cart"')).toBe(CART_DEFAULT);
    expect(decode(JSON.stringify({ cartProducts: "many", wishlist: [], wishlistIds: [] }))).toBe(
      CART_DEFAULT,
    );
  });

  it("keeps a valid value", () => {
    const value = { cartProducts: [cartLine], wishlist: [wish], wishlistIds: ["p2"] };
    expect(decode(JSON.stringify(value))).toEqual(value);
  });

  it("reads variants saved as size → colour → stock by older code in the contract's array shape", () => {
    const old = {
      ...cartLine,
      hasVariants: true,
      variants: { M: { Red: { stock: 3 }, Blue: { stock: 0 } } },
    };
    const decoded = decode(JSON.stringify({ cartProducts: [old], wishlist: [], wishlistIds: [] }));
    expect(decoded.cartProducts[0]?.variants).toEqual([
      {
        size: "M",
        colors: [
          { color: "Red", stock: 3 },
          { color: "Blue", stock: 0 },
        ],
      },
    ]);
  });

  it("gives a variant shape it cannot read no variants, keeping the line", () => {
    const odd = { ...cartLine, hasVariants: true, variants: "M/Red" };
    const decoded = decode(JSON.stringify({ cartProducts: [odd], wishlist: [], wishlistIds: [] }));
    expect(decoded.cartProducts[0]?.variants).toEqual([]);
  });

  it("drops only the broken entries of a list", () => {
    const value = {
      cartProducts: [cartLine, { productId: "p9" }, 42],
      wishlist: [wish, { productName: "no id" }],
      wishlistIds: ["p2", { id: 1 }, 7],
    };
    expect(decode(JSON.stringify(value))).toEqual({
      cartProducts: [cartLine],
      wishlist: [wish],
      wishlistIds: ["p2", "7"],
    });
  });
});

describe("the five persisted slices", () => {
  beforeAll(() => {
    useTestStorageEngine();
    // Mounted stores follow storage changes through the (test) storage events.
    for (const store of [$store, $cart, $user, $rider, $admin]) store.listen(() => {});
  });

  const slices = [
    ["store", $store, STORE_DEFAULT],
    ["cart", $cart, CART_DEFAULT],
    ["user", $user, USER_DEFAULT],
    ["rider", $rider, RIDER_DEFAULT],
    ["admin", $admin, ADMIN_DEFAULT],
  ] as const;

  it.each(slices)("key %s: corrupt JSON falls back to the default", (key, store, fallback) => {
    setTestStorageKey(key, "{not json");
    expect(store.get()).toEqual(fallback);
  });

  it.each(slices)("key %s: a wrong shape falls back to the default", (key, store, fallback) => {
    setTestStorageKey(key, JSON.stringify(key === "rider" ? ["not", "an", "object"] : { unexpected: 1 }));
    expect(store.get()).toEqual(fallback);
  });

  it("key store: a valid value is kept", () => {
    const value = { storeData: storeDataFixture(), loadingStatus: "SUCCESS" };
    setTestStorageKey("store", JSON.stringify(value));
    expect($store.get()).toEqual(value);
  });

  it("key store: an unknown loadingStatus falls back", () => {
    setTestStorageKey("store", JSON.stringify({ storeData: null, loadingStatus: "DONE" }));
    expect($store.get()).toEqual(STORE_DEFAULT);
  });

  it("key cart: a valid value is kept", () => {
    const value = { cartProducts: [cartLine], wishlist: [wish], wishlistIds: ["p2"] };
    setTestStorageKey("cart", JSON.stringify(value));
    expect($cart.get()).toEqual(value);
  });

  it("key user: a valid value is kept, with its address map", () => {
    const value = {
      userLogged: true,
      userData: {
        email: "a@example.com",
        name: "Asha",
        phoneNumber: "+91-9876543210",
        orders: [
          {
            orderId: "ORD123456",
            productImage: "/x.png",
            productName: "Rice",
            shopId: "demo",
            totalCartValue: 500,
            productCount: 2,
            orderStatus: "PENDING",
            address: "A, +91-9, Street, Area",
            date: "2026-01-01",
          },
        ],
        addAddress: true,
        address: {
          home: { fullAddress: "A, +91-9, Street, Area", addressType: "Home", defaultAddress: true },
        },
      },
      addressKey: "home",
    };
    setTestStorageKey("user", JSON.stringify(value));
    expect($user.get()).toEqual(value);
  });

  it("key user: address false means none saved", () => {
    const value = {
      userLogged: true,
      userData: userDataFixture("a@example.com"),
      addressKey: null,
    };
    setTestStorageKey("user", JSON.stringify(value));
    expect($user.get()).toEqual(value);
  });

  it("key user: the session token of the cross-domain login is kept", () => {
    const value = {
      userLogged: true,
      userData: userDataFixture("a@example.com"),
      addressKey: null,
      token: "session-token",
    };
    setTestStorageKey("user", JSON.stringify(value));
    expect($user.get()).toEqual(value);
  });

  it("key user: a logged flag that is not a boolean falls back", () => {
    setTestStorageKey("user", JSON.stringify({ userLogged: "yes", userData: null, addressKey: null }));
    expect($user.get()).toEqual(USER_DEFAULT);
  });

  it("keys rider and admin: valid values are kept", () => {
    setTestStorageKey("rider", JSON.stringify({ riderId: "r1" }));
    setTestStorageKey("admin", JSON.stringify({ adminData: { name: "Asha" }, isLoggedIn: true }));
    expect($rider.get()).toEqual({ riderId: "r1" });
    expect($admin.get()).toEqual({ adminData: { name: "Asha" }, isLoggedIn: true });
  });

  it("a removed key gives the default again", () => {
    setTestStorageKey("cart", JSON.stringify({ cartProducts: [cartLine], wishlist: [], wishlistIds: [] }));
    setTestStorageKey("cart", undefined);
    expect($cart.get()).toEqual(CART_DEFAULT);
  });
});

describe("latestWins", () => {
  it("only the latest begun load may settle", () => {
    const begin = latestWins();
    const first = begin();
    expect(first()).toBe(true);
    const second = begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
  });

  it("keeps each guard to itself", () => {
    const shops = latestWins();
    const products = latestWins();
    const shop = shops();
    products();
    expect(shop()).toBe(true);
  });
});

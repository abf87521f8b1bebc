import type { StoreData } from "../contract/shop";
import type { UserData } from "../contract/userData";

/** A signed-in customer's userData with nothing saved yet. */
export function userDataFixture(email = "asha@example.com"): UserData {
  const phone = email.startsWith("+");
  return {
    email,
    signInEmail: phone ? "" : email,
    signInPhone: phone ? email : "",
    name: "",
    phoneNumber: "",
    orders: [],
    addAddress: false,
    address: false,
  };
}

/** A complete storeData as the API returns it (defaults applied). */
export function storeDataFixture(shopId = "demo", shopName = "Demo Kirana Store"): StoreData {
  return {
    shopId,
    shopType: "product",
    settings: {
      header: {
        phoneNumber: "+919876543210",
        email: "owner@example.com",
        logo: "/images/demo-logo.png",
        shopName,
        isShopNameVisible: true,
        tagline: "Fresh every day",
        isTaglineVisible: true,
      },
      footer: { copyrightMessage: "© Demo", facebookUrl: "", instgramUrl: "", youtubeUrl: "" },
    },
    cod: true,
    onlinePayments: false,
    QRCode: "",
    upiId: "demo@upi",
    defaultDeliveryDate: 5,
    deliverPp: 20,
    deviceToken: "",
    payeeName: "",
    whatsapp: "",
    status: "open",
  };
}

/** A promise whose settling the test controls, to play responses out of order. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** API contract in valibot, shared by the server and the storefront client: keep it small and tree-shakable. */
import * as v from "valibot";
import { STOREFRONT_STATUSES } from "../domain/shopLifecycle";
import { ShopId } from "./common";

/** settings.header of storeData (SPEC §3). */
export const HeaderSettings = v.object({
  phoneNumber: v.optional(v.string(), ""),
  email: v.optional(v.string(), ""),
  logo: v.optional(v.string(), ""),
  shopName: v.optional(v.string(), ""),
  isShopNameVisible: v.optional(v.boolean(), true),
  tagline: v.optional(v.string(), ""),
  isTaglineVisible: v.optional(v.boolean(), true),
});

/** settings.footer of storeData (SPEC §3; `instgramUrl` is the spec's spelling). */
export const FooterSettings = v.object({
  copyrightMessage: v.optional(v.string(), ""),
  facebookUrl: v.optional(v.string(), ""),
  instgramUrl: v.optional(v.string(), ""),
  youtubeUrl: v.optional(v.string(), ""),
});

export const ShopType = v.picklist(["product", "service"]);

/** storeData: what POST /shop returns in `response` (SPEC §3). */
export const StoreData = v.object({
  shopId: ShopId,
  shopType: v.optional(ShopType, "product"),
  settings: v.object({
    // The `{}` default runs through the schema, so every header/footer default applies.
    header: v.optional(HeaderSettings, {}),
    footer: v.optional(FooterSettings, {}),
  }),
  cod: v.optional(v.boolean(), false),
  /** The shop takes online payments through the platform's gateway (issue 37): PAY ONLINE goes there. */
  onlinePayments: v.optional(v.boolean(), false),
  QRCode: v.optional(v.string(), ""),
  upiId: v.optional(v.string(), ""),
  defaultDeliveryDate: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 5),
  deliverPp: v.optional(v.pipe(v.number(), v.finite(), v.minValue(0)), 20),
  deviceToken: v.optional(v.string(), ""),
  /** The UPI payee's name for the pay link; "" means the shop's name. */
  payeeName: v.optional(v.string(), ""),
  /** The WhatsApp chat number; "" means the header phone number. */
  whatsapp: v.optional(v.string(), ""),
  /** Open, or why the shop is closed (src/domain/shopLifecycle.ts); an answer without it is open. */
  status: v.optional(v.picklist(STOREFRONT_STATUSES), "open"),
});
export type StoreData = v.InferOutput<typeof StoreData>;

/** POST /shop request. */
export const ShopRequest = v.object({ shopId: ShopId });
export type ShopRequest = v.InferOutput<typeof ShopRequest>;

/** POST /shop response, and GET /shop/by-host's (its query: contract/subdomains.ts). */
export const ShopResponse = v.object({ response: StoreData });
export type ShopResponse = v.InferOutput<typeof ShopResponse>;

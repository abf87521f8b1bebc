import { z } from "zod";
import { ShopId } from "./common";

/** settings.header of storeData (SPEC §3). */
export const HeaderSettings = z.object({
  phoneNumber: z.string().default(""),
  email: z.string().default(""),
  logo: z.string().default(""),
  shopName: z.string().default(""),
  isShopNameVisible: z.boolean().default(true),
  tagline: z.string().default(""),
  isTaglineVisible: z.boolean().default(true),
});

/** settings.footer of storeData (SPEC §3; `instgramUrl` is the spec's spelling). */
export const FooterSettings = z.object({
  copyrightMessage: z.string().default(""),
  facebookUrl: z.string().default(""),
  instgramUrl: z.string().default(""),
  youtubeUrl: z.string().default(""),
});

export const ShopType = z.enum(["product", "service"]);

/** storeData: what POST /shop returns in `response` (SPEC §3). */
export const StoreData = z.object({
  shopId: z.string(),
  shopType: ShopType.default("product"),
  settings: z.object({
    header: HeaderSettings.prefault({}),
    footer: FooterSettings.prefault({}),
  }),
  cod: z.boolean().default(false),
  QRCode: z.string().default(""),
  upiId: z.string().default(""),
  defaultDeliveryDate: z.number().int().nonnegative().default(5),
  deliverPp: z.number().nonnegative().default(20),
  deviceToken: z.string().default(""),
});
export type StoreData = z.infer<typeof StoreData>;

/** POST /shop request. */
export const ShopRequest = z.object({ shopId: ShopId });
export type ShopRequest = z.infer<typeof ShopRequest>;

/** POST /shop response. */
export const ShopResponse = z.object({ response: StoreData });
export type ShopResponse = z.infer<typeof ShopResponse>;

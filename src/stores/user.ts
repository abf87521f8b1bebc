import { z } from "zod";
import { persistentValidated, validEntries } from "./persist";

/** A saved address (SPEC §3): fullAddress is "name, phone, line, area". */
export const SavedAddress = z.looseObject({
  fullAddress: z.string(),
  addressType: z.string().catch(""),
  defaultAddress: z.boolean().catch(false),
});
export type SavedAddress = z.infer<typeof SavedAddress>;

/** An order as listed on the history screen (SPEC §3 order list card). */
export const OrderCard = z.looseObject({
  orderId: z.string(),
  productImage: z.string().catch(""),
  productName: z.string().catch(""),
  shopId: z.string().catch(""),
  totalCartValue: z.number().catch(0),
  productCount: z.number().int().catch(1),
  orderStatus: z.string().catch("PENDING"),
  address: z.string().catch(""),
  date: z.string().catch(""),
  orderNote: z
    .looseObject({
      deliveryPartner: z.string().optional(),
      ShippingId: z.string().optional(),
      deliveryDate: z.string().optional(),
      deliveryTime: z.string().optional(),
    })
    .optional()
    .catch(undefined),
});
export type OrderCard = z.infer<typeof OrderCard>;

/** userData (SPEC §3): `address` is a map keyed by address key, or false when none is saved. */
export const UserData = z.looseObject({
  email: z.string(),
  orders: z.array(z.unknown()).catch([]).transform(validEntries(OrderCard)),
  addAddress: z.boolean().catch(false),
  address: z.union([z.literal(false), z.record(z.string(), SavedAddress)]).catch(false),
});
export type UserData = z.output<typeof UserData>;

/** The `user` slice. */
export const UserState = z.object({
  userLogged: z.boolean(),
  userData: UserData.nullable(),
  addressKey: z.string().nullable(),
});
export type UserState = z.output<typeof UserState>;

export const USER_DEFAULT: UserState = { userLogged: false, userData: null, addressKey: null };

/** Persisted under localStorage key `user`. */
export const $user = persistentValidated("user", UserState, USER_DEFAULT);

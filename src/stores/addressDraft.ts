/**
 * An address form as typed so far, one shape for the checkout's form
 * (stores/checkout.ts) and the profile's (stores/profile.ts): the address
 * form's fields (src/domain/address.ts AddressForm, SPEC §3, and the
 * district) and its type, each read back forgivingly from storage.
 */
import * as v from "valibot";
import { type AddressForm, DEFAULT_COUNTRY, type SameKeys } from "../domain/address";

export const DEFAULT_ADDRESS_TYPE = "Home";

/** The typed fields, each falling back to its empty value when storage holds something else. */
export const AddressTyped = v.object({
  fullName: v.fallback(v.string(), ""),
  phoneNumber: v.fallback(v.string(), ""),
  address: v.fallback(v.string(), ""),
  pincode: v.fallback(v.string(), ""),
  city: v.fallback(v.string(), ""),
  district: v.fallback(v.string(), ""),
  state: v.fallback(v.string(), ""),
  country: v.fallback(v.string(), DEFAULT_COUNTRY),
  addressType: v.fallback(v.string(), DEFAULT_ADDRESS_TYPE),
});
export type AddressTyped = v.InferOutput<typeof AddressTyped>;
// One form: the typed fields are the domain's (AddressForm) and its type, checked when it compiles.
const sameFields: SameKeys<Omit<AddressTyped, "addressType">, AddressForm> = true;
void sameFields;

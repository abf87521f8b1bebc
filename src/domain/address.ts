/**
 * The address form (SPEC §3, §5): checks in the spec's order, the composed
 * string, the fields of a saved address to edit, and which address the
 * checkout starts on.
 */

import { stateCodeOfName, stateName, stateOfPincode } from "./indianStates";
import { fill, type Translate } from "./words";

export const DEFAULT_COUNTRY = "India";
export const PHONE_PREFIX = "+91-";

export interface AddressForm {
  fullName: string;
  address: string;
  city?: string;
  /** Beyond the spec's fields: the district, which a PIN code fills with the city and state. */
  district?: string;
  state?: string;
  country?: string;
  pincode: string;
  phoneNumber: string;
}

/** `true` when two shapes have the same keys, else never (the contract and the stores check theirs against AddressForm). */
export type SameKeys<A, B> = [keyof A] extends [keyof B]
  ? [keyof B] extends [keyof A]
    ? true
    : never
  : never;

export type AddressField = "fullName" | "address" | "pincode" | "phoneNumber" | "state";

/** The address's bounds (addressLimits.ts), for the form and its checks. */
export { ADDRESS_LIMITS, MAX_ADDRESS_LENGTH } from "./addressLimits";

/** Beyond the spec's checks: what a pin code and a mobile number must look like, and what to say. */
export const PINCODE_FORMAT = "Enter a 6-digit Pincode";
export const MOBILE_FORMAT = "Enter a 10-digit Mobile Number";

/** A 10-digit Indian mobile number (6–9 first), with or without +91, 91 or 0 in front. */
export function isIndianMobile(phone: string): boolean {
  return /^(?:\+?91|0)?[6-9]\d{9}$/.test(phone.replace(/[\s-]/g, ""));
}

/** A state typed that is no state or union territory of India (indianStates.ts). */
export const STATE_UNKNOWN = "Enter a state of India";

/**
 * The state a PIN code is in, when the typed one is another: the GST invoice
 * takes the delivery state from the PIN (indianStates.ts stateOfPincode), so
 * an address may not name a different one.
 */
export const pinStateMessage = (pincode: string, state: string, tr: Translate = fill) =>
  tr("Pin Code {pincode} is in {state}", { pincode, state });

/**
 * The first failed check, or null when the form may be saved: the spec's
 * checks in the spec's order ('Enter Fullname', 'Enter address', 'Enter
 * Pincode', 'Enter Mobile Number'), then a 6-digit pin code, a 10-digit
 * Indian mobile number, and a state (optional, as in the spec) that is one of
 * India's and the one the PIN code is in. `tr` words the PIN's state in the
 * shopper's language (the shop's t()); the fixed messages are the spec's,
 * which the form translates as it shows them.
 */
export function validateAddress(
  form: AddressForm,
  tr: Translate = fill,
): { field: AddressField; message: string } | null {
  if (!form.fullName.trim()) return { field: "fullName", message: "Enter Fullname" };
  if (!form.address.trim()) return { field: "address", message: "Enter address" };
  if (!form.pincode.trim()) return { field: "pincode", message: "Enter Pincode" };
  if (!form.phoneNumber.trim()) return { field: "phoneNumber", message: "Enter Mobile Number" };
  if (!/^[1-9]\d{5}$/.test(form.pincode.trim())) return { field: "pincode", message: PINCODE_FORMAT };
  if (!isIndianMobile(form.phoneNumber)) return { field: "phoneNumber", message: MOBILE_FORMAT };
  const state = form.state?.trim() ?? "";
  if (!state) return null;
  const code = stateCodeOfName(state);
  if (!code) return { field: "state", message: STATE_UNKNOWN };
  const pinState = stateOfPincode(form.pincode);
  if (pinState && pinState !== code) {
    return { field: "state", message: pinStateMessage(form.pincode.trim(), stateName(pinState) ?? "", tr) };
  }
  return null;
}

/** A saved phone number with the +91- prefix (no double prefix, no spaces). */
export function withPhonePrefix(phone: string): string {
  const compact = phone.replace(/[\s-]/g, "");
  // A valid mobile number is saved as its 10 digits, whichever way it was typed.
  const digits = isIndianMobile(compact) ? compact.slice(-10) : compact.replace(/^(\+91|0091)/, "");
  return `${PHONE_PREFIX}${digits}`;
}

/**
 * One address string: "full name, +91-phone, street, city, district, state -
 * pincode, country" (SPEC §3 address payload; the district only when it is
 * not the city's name).
 */
export function composeAddress(form: AddressForm): string {
  const place = [form.state?.trim(), form.pincode.trim()].filter(Boolean).join(" - ");
  const city = form.city?.trim() ?? "";
  const district = form.district?.trim() ?? "";
  return [
    form.fullName.trim(),
    withPhonePrefix(form.phoneNumber),
    form.address.trim(),
    city,
    district.toLowerCase() === city.toLowerCase() ? "" : district,
    place,
    form.country?.trim() || DEFAULT_COUNTRY,
  ]
    .filter((part) => part !== undefined && part !== "")
    .join(", ");
}

/** The pieces of a composed address: name first, then the phone piece, then the rest (SPEC §3 order detail). */
export function splitAddress(address: string): { name: string; phone: string; rest: string[] } {
  const [name = "", phone = "", ...rest] = address.split(",").map((p) => p.trim());
  return { name, phone, rest };
}

/** Every field of the form, as an edit starts from. */
export type AddressFields = Required<AddressForm>;

/**
 * The fields of a saved address string, for an address saved without them
 * (SPEC §7 updateaddress takes only the composed string): name, phone (its
 * 10 digits), then from the end the country, "state - pincode", and the city
 * as the piece before; the rest is the street. A street with commas and no
 * city reads one piece short: the shopper sees it in the form and fixes it.
 */
export function parseAddress(fullAddress: string): AddressFields {
  const { name, phone, rest } = splitAddress(fullAddress);
  const pieces = [...rest];
  const fields: AddressFields = {
    fullName: name,
    phoneNumber: phone.replace(/^\+91-?/, ""),
    address: "",
    city: "",
    district: "",
    state: "",
    country: DEFAULT_COUNTRY,
    pincode: "",
  };
  const last = pieces.at(-1) ?? "";
  if (pieces.length > 1 && !/\d/.test(last)) fields.country = pieces.pop() ?? DEFAULT_COUNTRY;
  const place = (pieces.at(-1) ?? "").match(/^(?:(.*?)\s*-\s*)?([1-9]\d{5})$/);
  if (place) {
    pieces.pop();
    fields.state = place[1] ?? "";
    fields.pincode = place[2] ?? "";
    if (pieces.length > 1) fields.city = pieces.pop() ?? "";
  }
  fields.address = pieces.join(", ");
  return fields;
}

/** The form's fields of a saved address: the ones it was saved with, else read from its string. */
export function addressFields(saved: {
  fullAddress: string;
  fields?: Readonly<Record<string, string>> | undefined;
}): AddressFields {
  const { fields } = saved;
  if (!fields) return parseAddress(saved.fullAddress);
  const blank = parseAddress("");
  const read = (key: keyof AddressFields) => fields[key] ?? blank[key];
  return {
    fullName: read("fullName"),
    phoneNumber: read("phoneNumber"),
    address: read("address"),
    city: read("city"),
    district: read("district"),
    state: read("state"),
    country: read("country") || DEFAULT_COUNTRY,
    pincode: read("pincode"),
  };
}

/**
 * The saved address the checkout uses: the chosen one (SPEC §3 "the chosen
 * address key is held") while the shopper still has it, else their default
 * one, so the Address step starts on it; null with no address saved.
 */
export function chosenAddress<A extends { defaultAddress?: boolean }>(
  saved: Readonly<Record<string, A>> | false | null | undefined,
  key: string | null,
): { key: string; address: A } | null {
  if (!saved) return null;
  const address = key ? saved[key] : undefined;
  if (key && address !== undefined) return { key, address };
  const fallback = Object.entries(saved).find(([, a]) => a.defaultAddress);
  return fallback ? { key: fallback[0], address: fallback[1] } : null;
}

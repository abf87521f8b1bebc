/** The checkout's address form (SPEC §3, §5): checks in the spec's order and the composed string. */

export const DEFAULT_COUNTRY = "India";
export const PHONE_PREFIX = "+91-";

export interface AddressForm {
  fullName: string;
  address: string;
  city?: string;
  state?: string;
  country?: string;
  pincode: string;
  phoneNumber: string;
}

export type AddressField = "fullName" | "address" | "pincode" | "phoneNumber";

/** The first failed check in the spec's order, or null when the form may be saved. */
export function validateAddress(form: AddressForm): { field: AddressField; message: string } | null {
  if (!form.fullName.trim()) return { field: "fullName", message: "Enter Fullname" };
  if (!form.address.trim()) return { field: "address", message: "Enter address" };
  if (!form.pincode.trim()) return { field: "pincode", message: "Enter Pincode" };
  if (!form.phoneNumber.trim()) return { field: "phoneNumber", message: "Enter Mobile Number" };
  return null;
}

/** A saved phone number with the +91- prefix (no double prefix). */
export function withPhonePrefix(phone: string): string {
  const digits = phone.trim().replace(/^(\+91-?|0091-?)/, "");
  return `${PHONE_PREFIX}${digits}`;
}

/** One address string: "full name, +91-phone, street, city, state - pincode, country" (SPEC §3 address payload). */
export function composeAddress(form: AddressForm): string {
  const place = [form.state?.trim(), form.pincode.trim()].filter(Boolean).join(" - ");
  return [
    form.fullName.trim(),
    withPhonePrefix(form.phoneNumber),
    form.address.trim(),
    form.city?.trim(),
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

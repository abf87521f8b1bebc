/** The profile form (name and contact phone): what the storefront and POST /customer/updatecustomer check. */
import { isIndianMobile, MOBILE_FORMAT } from "./address";

export const NAME_REQUIRED = "Enter your name";

/**
 * The first bad field of a profile change, or null: a name, when sent, is
 * not blank; a phone, when sent and not blank (blank clears it), is a
 * 10-digit Indian mobile number.
 */
export function validateProfile(profile: {
  name?: string | undefined;
  phoneNumber?: string | undefined;
}): { field: "name" | "phoneNumber"; message: string } | null {
  if (profile.name !== undefined && !profile.name.trim()) return { field: "name", message: NAME_REQUIRED };
  const phone = profile.phoneNumber?.trim() ?? "";
  if (phone && !isIndianMobile(phone)) return { field: "phoneNumber", message: MOBILE_FORMAT };
  return null;
}

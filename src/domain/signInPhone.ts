/**
 * The phone number a person signs in with (Firebase phone auth, E.164): an
 * Indian mobile number typed any usual way (98765 43210, 09876543210,
 * +91-9876543210) becomes +919876543210. Roles name people by this form,
 * so the number typed by whoever gives the role and the number Firebase
 * proves at sign-in are the same text.
 */
import { isIndianMobile } from "./address";

export const SIGN_IN_PHONE_FORMAT = "Enter a 10-digit Indian mobile number, like 98765 43210";

/** +91 and the ten digits, or null when `typed` is not an Indian mobile number. */
export function signInPhone(typed: string): string | null {
  const compact = typed.trim().replace(/[\s()-]/g, "");
  if (!isIndianMobile(compact)) return null;
  return `+91${compact.slice(-10)}`;
}

/** The number as people read it: +91 98765 43210. */
export function showPhone(e164: string): string {
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

/** Any phone as people read it: an Indian mobile in whatever form as +91 98765 43210, else as given. */
export const readablePhone = (phone: string): string => showPhone(signInPhone(phone) ?? phone.trim());

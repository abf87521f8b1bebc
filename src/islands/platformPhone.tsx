/**
 * The platform's /customerLogin, phone sign-in: the staff side's phone form
 * (src/admin/PhoneSignIn.tsx) drawn into the page when the shopper chooses
 * it, with React; nothing of it loads before.
 */
import { createRoot } from "react-dom/client";
import PhoneSignIn from "../admin/PhoneSignIn";
import type { PhoneUser } from "../auth/phone";
import "../storefront/auth/phone.css";

/** Draws the phone form into `host`; `onSignedIn` goes on from a verified number (it may throw: said in the form). */
export function mountPhoneSignIn(host: HTMLElement, onSignedIn: (user: PhoneUser) => Promise<void>): void {
  createRoot(host).render(
    <PhoneSignIn
      className="shop-phone"
      heading="Sign in with a one-time code"
      lead="We send a 6-digit code by SMS: no password, no Google account needed."
      onSignedIn={onSignedIn}
    />,
  );
}

/**
 * The platform's /customerLogin, phone sign-in: the staff side's phone form
 * (src/ui/PhoneSignIn.tsx) drawn into the page when the shopper chooses
 * it, with React; nothing of it loads before.
 */
import { createRoot } from "react-dom/client";
import type { PhoneUser } from "../auth/phone";
import PhoneSignIn from "../ui/PhoneSignIn";
import "../ui/phone.css";

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

import { lazy, Suspense, useState } from "react";
import type { PhoneUser } from "../../auth/phone";
import { FAILED, NO_NETWORK } from "../../auth/phoneMessages";
import { AuthLayout } from "../auth/AuthLayout";
import { useRedirectWhenLogged } from "../auth/useRedirectWhenLogged";
import GoogleButton from "../GoogleButton";
import { Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";
import "../../ui/phone.css";
import { t } from "../../i18n/t";

// The staff side's phone form, a chunk of its own; Firebase loads only when a code is sent.
const PhoneSignIn = lazy(() => import("../../ui/PhoneSignIn"));

/**
 * /phone/login: sign in with a one-time code sent to an Indian mobile
 * number (Firebase phone auth; the Auth emulator's codes locally). A first
 * sign-in makes the shopper a customer keyed by the number; a number linked
 * to a Google shopper opens that account. A signed-in customer goes to /cart,
 * as from the email login. When the shop's answer fails after the code was
 * right, only that step is tried again (the code is spent).
 */
export default function PhoneLogin({ storeData }: ScreenProps) {
  const [verified, setVerified] = useState<PhoneUser | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  if (useRedirectWhenLogged("cart")) return <Spinner label={t("Redirecting")} />;

  const finish = async (user: PhoneUser) => {
    setBusy(true);
    setError("");
    try {
      const { signInByPhoneOnShop } = await import("../../auth/phoneSession");
      await signInByPhoneOnShop(user);
    } catch (cause) {
      console.error("Phone sign-in lookup failed:", cause);
      setVerified(user);
      setError(navigator.onLine ? FAILED : NO_NETWORK);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout storeData={storeData} title={t("Phone login")}>
      {verified ? (
        <div className="shop-phone">
          <p className="form-error" role="alert">
            {t(error)}
          </p>
          <button
            type="button"
            className="button"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) void finish(verified);
            }}
          >
            {busy ? t("Signing in…") : t("Try again")}
          </button>
        </div>
      ) : (
        <Suspense fallback={<div className="shop-phone shop-phone-pending" aria-busy="true" />}>
          <PhoneSignIn
            className="shop-phone"
            heading={t("Sign in with a one-time code")}
            lead={t("We send a 6-digit code by SMS: no password, no Google account needed.")}
            onSignedIn={finish}
            t={t}
          />
        </Suspense>
      )}
      <p>{t("Or sign in with your Google account:")}</p>
      <GoogleButton />
      <p className="auth-links">
        <a href="/">{t("Back to the shop")}</a>
      </p>
    </AuthLayout>
  );
}

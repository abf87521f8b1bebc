import { useStore } from "@nanostores/react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import type { PhoneUser } from "../../auth/phone";
import { keyKind } from "../../domain/customerSignIn";
import { showPhone } from "../../domain/signInPhone";
import { $user, setUserData } from "../../stores/user";
import "../../ui/phone.css";
import { t } from "../../i18n/t";

const PhoneSignIn = lazy(() => import("../../ui/PhoneSignIn"));

const LINK_FAILED = "Could not link it. Please try again.";

/**
 * The profile's "Ways to sign in": the Google account and the phone number
 * this customer signs in with, and a button to link the one missing (a
 * Google shopper adds their phone by code; a phone shopper links Google), so
 * either sign-in opens the same orders. A refusal (that sign-in is another
 * customer's) is said here and nothing changes. Firebase loads on use.
 */
export default function SignInMethods() {
  const { userData } = useStore($user);
  const id = useId();
  const [adding, setAdding] = useState<"" | "phone">("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const errorLine = useRef<HTMLParagraphElement>(null);
  if (!userData) return null;
  // Data saved before the sign-ins were answered: the key is one of them.
  const kind = keyKind(userData.email);
  const email = userData.signInEmail || (kind === "email" ? userData.email : "");
  const phone = userData.signInPhone || (kind === "phone" ? userData.email : "");

  const refused = async (cause: unknown) => {
    console.error("Linking a sign-in failed:", cause);
    const { refusalOf } = await import("../../api/refusal");
    setError(
      refusalOf(
        cause,
        navigator.onLine ? LINK_FAILED : "No connection. Check your internet, then try again.",
      ),
    );
    errorLine.current?.focus();
  };

  const linkGoogle = async () => {
    if (busy) return;
    setBusy(true);
    setError("");
    setDone("");
    try {
      let emulatorEmail: string | undefined;
      if (__PUBLIC_ENV__.authEmulatorUrl) {
        const { chooseEmulatorAccount } = await import("../../auth/accountChooser");
        const chosen = await chooseEmulatorAccount();
        if (chosen === null) return;
        emulatorEmail = chosen;
      }
      const { googleLinkMessage, linkOnServer, proveGoogle } = await import("../../auth/link");
      let proof: Awaited<ReturnType<typeof proveGoogle>>;
      try {
        proof = await proveGoogle(emulatorEmail);
      } catch (cause) {
        const message = googleLinkMessage(cause);
        if (message === null) throw cause;
        setError(message);
        errorLine.current?.focus();
        return;
      }
      if (proof === null) return;
      setUserData(await linkOnServer(proof.idToken, proof.linked, "google.com"));
      setDone(t("Your Google account is linked: signing in with it or with your phone opens this account."));
    } catch (cause) {
      await refused(cause);
    } finally {
      setBusy(false);
    }
  };

  const linkPhone = async (user: PhoneUser) => {
    setError("");
    try {
      const { linkOnServer, signedInShopper } = await import("../../auth/link");
      setUserData(await linkOnServer(user.idToken, await signedInShopper(), "phone"));
      setDone(
        t("Your phone {phone} is linked: signing in with it opens this account.", {
          phone: showPhone(user.phone),
        }),
      );
    } catch (cause) {
      await refused(cause);
    } finally {
      setAdding("");
    }
  };

  return (
    <section className="sign-in-methods" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("Ways to sign in")}</h2>
      <dl>
        <dt>Google</dt>
        <dd>{email || t("Not linked")}</dd>
        <dt>{t("Phone")}</dt>
        <dd>{phone ? showPhone(phone) : t("Not linked")}</dd>
      </dl>
      <p ref={errorLine} className="form-error" role="alert" tabIndex={-1}>
        {t(error)}
      </p>
      <p role="status">{done}</p>
      {email ? null : (
        <div>
          <button
            type="button"
            className="button button-quiet"
            aria-disabled={busy || undefined}
            onClick={() => void linkGoogle()}
          >
            {busy ? t("Linking…") : t("Link your Google account")}
          </button>
        </div>
      )}
      {phone ? null : adding === "phone" ? (
        <Suspense fallback={<div className="shop-phone shop-phone-pending" aria-busy="true" />}>
          <PhoneSignIn
            className="shop-phone"
            heading={t("Add your phone number")}
            lead={t("We send a 6-digit code by SMS; then you can sign in with the number too.")}
            link
            confirmLabel={t("Link this number")}
            onSignedIn={linkPhone}
            t={t}
          />
          <div>
            <button type="button" className="button button-quiet" onClick={() => setAdding("")}>
              {t("Cancel")}
            </button>
          </div>
        </Suspense>
      ) : (
        <div>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setError("");
              setDone("");
              setAdding("phone");
            }}
          >
            {t("Add your phone number")}
          </button>
        </div>
      )}
    </section>
  );
}

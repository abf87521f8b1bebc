import { t } from "../../i18n/t";
import { AuthLayout } from "../auth/AuthLayout";
import { useRedirectWhenLogged } from "../auth/useRedirectWhenLogged";
import GoogleButton from "../GoogleButton";
import { Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";

/** /phone: the phone sign-in's entry: a code by SMS (/phone/login), or Google. */
export default function Phone({ storeData }: ScreenProps) {
  if (useRedirectWhenLogged("home")) return <Spinner label={t("Redirecting")} />;
  return (
    <AuthLayout storeData={storeData} title={t("Sign in with your phone")}>
      <p>
        {t(
          "Shop with just your mobile number: we send a one-time code by SMS, and your bag, addresses and orders stay with your number. Already shop here with Google? Add your number from your profile, so either sign-in opens the same account.",
        )}
      </p>
      <a className="button" href="/phone/login">
        {t("Continue with your phone number")}
      </a>
      <p>{t("Or sign in with your Google account:")}</p>
      <GoogleButton />
    </AuthLayout>
  );
}

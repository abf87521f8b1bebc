import { t } from "../../i18n/t";
import { AuthLayout } from "../auth/AuthLayout";
import { useRedirectWhenLogged } from "../auth/useRedirectWhenLogged";
import GoogleButton from "../GoogleButton";
import { Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";

/** Sign-up (SPEC §2 auth screens): a signed-in customer goes to the home page. */
export default function Signup({ storeData }: ScreenProps) {
  if (useRedirectWhenLogged("home")) return <Spinner label={t("Redirecting")} />;
  return (
    <AuthLayout storeData={storeData} title={t("Sign up")}>
      <p>
        {t("Your Google account is all you need: the first sign-in creates your account with this shop.")}
      </p>
      <GoogleButton />
      <p className="auth-links">
        {t("Already have an account?")} <a href="/login">{t("Login")}</a> ·{" "}
        <a href="/phone">{t("Use your phone number")}</a>
      </p>
    </AuthLayout>
  );
}

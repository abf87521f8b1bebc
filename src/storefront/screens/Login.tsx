import { t } from "../../i18n/t";
import { AuthLayout } from "../auth/AuthLayout";
import { useRedirectWhenLogged } from "../auth/useRedirectWhenLogged";
import GoogleButton from "../GoogleButton";
import { Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";

/** The email login screen (SPEC §2 auth screens): a signed-in customer goes to /cart. */
export default function Login({ storeData }: ScreenProps) {
  if (useRedirectWhenLogged("cart")) return <Spinner label={t("Redirecting")} />;
  return (
    <AuthLayout storeData={storeData} title={t("Login")}>
      <p>{t("Sign in with your Google account to see your bag, orders and saved addresses.")}</p>
      <GoogleButton />
      <p className="auth-links">
        {t("New here?")} <a href="/signup">{t("Create an account")}</a> ·{" "}
        <a href="/phone">{t("Use your phone number")}</a>
      </p>
    </AuthLayout>
  );
}

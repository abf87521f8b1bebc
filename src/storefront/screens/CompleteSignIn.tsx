import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { useEffect, useState } from "react";
import type { HandoffResult } from "../../auth/shopSession";
import { t } from "../../i18n/t";
import { $user } from "../../stores/user";
import { $router } from "../router";
import { Spinner } from "../Status";

/**
 * /customerLogin (SPEC §4 cross-domain login): trades the platform's
 * one-time code for a session, then goes to the bag; a signed-in customer
 * goes straight there. Without a usable code it says so and offers a retry.
 */
export default function CompleteSignIn() {
  const { userLogged } = useStore($user);
  const [result, setResult] = useState<HandoffResult | null>(null);

  useEffect(() => {
    if (userLogged) redirectPage($router, "cart");
  }, [userLogged]);

  useEffect(() => {
    if ($user.get().userLogged) return;
    import("../../auth/shopSession")
      .then((m) => m.completeHandoff(__PUBLIC_ENV__.platform))
      .then(setResult, () => setResult("failed"));
  }, []);

  if (userLogged || result === null || result === "signed-in") return <Spinner label={t("Signing you in")} />;
  return (
    <section className="screen empty">
      <h1>{result === "failed" ? t("We could not sign you in") : t("No sign-in in progress")}</h1>
      <p>
        {result === "failed"
          ? t("The sign-in link has expired or was already used. Please try again.")
          : t("Please start from the Login link of this shop.")}
      </p>
      <a className="button" href="/customer">
        {t("Try again")}
      </a>
      <a href="/">{t("Back to the shop")}</a>
    </section>
  );
}

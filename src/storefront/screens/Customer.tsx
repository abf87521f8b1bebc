import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { useEffect } from "react";
import { t } from "../../i18n/t";
import { $user } from "../../stores/user";
import { customerTarget } from "../redirects";
import { $router } from "../router";
import { Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";

/** /customer (SPEC §4): to the bag when logged in, else to the platform's Google sign-in. */
export default function Customer({ storeData }: ScreenProps) {
  const { userLogged } = useStore($user);
  useEffect(() => {
    const target = customerTarget(userLogged, storeData.shopId, __PUBLIC_ENV__.siteUrl);
    if (target.kind === "route") redirectPage($router, target.route);
    else location.replace(target.url);
  }, [userLogged, storeData.shopId]);
  return <Spinner label={t("Redirecting")} />;
}

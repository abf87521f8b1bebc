import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { useEffect } from "react";
import { $user } from "../../stores/user";
import { $router } from "../router";
import { Spinner } from "../Spinner";

/**
 * /customerLogin (SPEC §4 cross-domain login): an already logged-in customer
 * goes straight to the bag; the cookie exchange arrives with the login issue.
 */
export function CustomerLogin() {
  const { userLogged } = useStore($user);
  useEffect(() => {
    if (userLogged) redirectPage($router, "cart");
  }, [userLogged]);
  return <Spinner label="Signing you in" />;
}

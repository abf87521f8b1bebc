import { useStore } from "@nanostores/react";
import { redirectPage } from "@nanostores/router";
import { useEffect } from "react";
import { $user } from "../../stores/user";
import { $router } from "../router";

/** Sends a signed-in customer away from a sign-in screen (SPEC §6), now or as soon as they sign in. */
export function useRedirectWhenLogged(to: "cart" | "home"): boolean {
  const { userLogged } = useStore($user);
  useEffect(() => {
    if (userLogged) redirectPage($router, to);
  }, [userLogged, to]);
  return userLogged;
}

/**
 * Which Bearer token customer calls carry: the shop's session token from the
 * cross-domain login, else the Firebase ID token of a shopper who signed in
 * on the shop itself (Firebase is then loaded on that call, not before).
 * A 401 means the session is over: the shopper becomes a visitor again.
 */
import { setTokenProvider, setUnauthorizedHandler } from "../api/token";
import { $user, logoutUser } from "../stores/user";

/** Connects the api's customer client to the `user` slice. */
export function installCustomerToken(): void {
  setTokenProvider(async () => {
    const { userLogged, token } = $user.get();
    if (!userLogged) return null;
    if (token) return token;
    const { currentIdToken } = await import("./firebase");
    return currentIdToken();
  });
  setUnauthorizedHandler(() => {
    if ($user.get().userLogged) logoutUser();
  });
}

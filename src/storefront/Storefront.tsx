import { useStore } from "@nanostores/react";
import { use, useEffect } from "react";
import { installCustomerToken } from "../auth/token";
import { hostKind } from "../domain/host";
import { $dictionary } from "../i18n/t";
import { $user } from "../stores/user";
import { replayEarlyTaps } from "./earlyTaps";
import { OfflineNotice } from "./OfflineNotice";
import { Shop } from "./Shop";
import { StoreNotFound } from "./StoreNotFound";
import { startUp } from "./startup";
import "./storefront.css";

installCustomerToken();
// Issue 36: a signed-in shopper's bag is kept on the server too, and a reminder's link restores one; the
// code doing it comes only then (a chunk of its own, not the first load's).
$user.subscribe(({ userLogged }) => {
  if (userLogged || /[?&]bag=/.test(globalThis.location?.search))
    import("../stores/bagSync").then(
      (m) => m.startBagSync(),
      () => {},
    );
});

// Before the first render: the stores take the shell's data and the current screen's code is fetched.
const ready = typeof document === "undefined" ? Promise.resolve() : startUp();

/**
 * The shop SPA root: the shop the host names (SPEC §1), found in one lookup
 * (SPEC §2 "Shop startup": a spinner, then the shop, store-not-found, or the
 * failure with Try Again; Shop.tsx). Its first render waits for the current
 * screen's code (React keeps the server's first paint meanwhile), so it
 * replaces that paint with the same page instead of a spinner.
 */
export function Storefront() {
  use(ready);
  // A language chosen: every screen draws again in it (t() reads the loaded words), state kept.
  useStore($dictionary);
  // After the first render (the first paint is gone): the taps made on it.
  useEffect(() => replayEarlyTaps(), []);
  const host = hostKind(location.host, __PUBLIC_ENV__.platform.domain);
  // The shell is only served on shop hosts; on the platform host there is no shop to show either.
  if (host.kind !== "shop") return <StoreNotFound />;
  return (
    <>
      <Shop shopId={host.subdomain} />
      <OfflineNotice />
    </>
  );
}

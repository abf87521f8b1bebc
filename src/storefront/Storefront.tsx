import { useStore } from "@nanostores/react";
import { use, useEffect } from "react";
import { installCustomerToken } from "../auth/token";
import { resolveMode } from "../domain/host";
import { $shopList, loadShopList } from "../stores/shopList";
import { replayEarlyTaps } from "./earlyTaps";
import { Shop } from "./Shop";
import { LoadFailed, Spinner } from "./Status";
import { StoreNotFound } from "./StoreNotFound";
import { startUp } from "./startup";
import "./storefront.css";

installCustomerToken();

// Before the first render: the stores take the shell's data and the current screen's code is fetched.
const ready = typeof document === "undefined" ? Promise.resolve() : startUp();

/**
 * The shop SPA root: shop list, then store-not-found or the shop (SPEC §2
 * "Shop startup"). Its first render waits for the current screen's code
 * (React keeps the server's first paint meanwhile), so it replaces that
 * paint with the same page instead of a spinner.
 */
export function Storefront() {
  use(ready);
  const list = useStore($shopList);
  // After the first render (the first paint is gone): the taps made on it.
  useEffect(() => replayEarlyTaps(), []);

  if (list.status === "LOADING") {
    return (
      <main>
        <Spinner label="Loading shops" />
      </main>
    );
  }
  if (list.status === "FAILED") {
    return (
      <main>
        <LoadFailed onRetry={() => void loadShopList()} />
      </main>
    );
  }
  const mode = resolveMode(location.host, list.shops, __PUBLIC_ENV__.platform.domain);
  // The shell is only served on shop hosts; on the platform host there is no shop to show either.
  if (mode.kind !== "shop") return <StoreNotFound />;
  return <Shop shopId={mode.shopId} />;
}

import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { installCustomerToken } from "../auth/token";
import { resolveMode } from "../domain/host";
import { $shopList, loadShopList } from "../stores/shopList";
import { Shop } from "./Shop";
import { LoadFailed, Spinner } from "./Status";
import { StoreNotFound } from "./StoreNotFound";
import "./storefront.css";

installCustomerToken();

/** The shop SPA root: shop list, then store-not-found or the shop (SPEC §2 "Shop startup"). */
export function Storefront() {
  const list = useStore($shopList);
  useEffect(() => {
    void loadShopList();
  }, []);

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

import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { $store, loadShop, storeDataFor } from "../stores/store";
import { $router } from "./router";
import { ShopLayout } from "./ShopLayout";
import { LoadFailed, Spinner } from "./Status";
import { preloadScreen } from "./screens";

/** A known shop: loads its storeData (SPEC §4), then shows its header and the routed screen. */
export function Shop({ shopId }: { shopId: string }) {
  const state = useStore($store);
  // The persisted slice may still say SUCCESS from the last visit: wait for this visit's load.
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    void loadShop(shopId);
    setRequested(true);
    // Fetch the current screen's code while the shop data loads.
    preloadScreen($router.get()?.route);
  }, [shopId]);

  const storeData = storeDataFor(state, shopId);
  if (requested && state.loadingStatus === "SUCCESS" && storeData !== null) {
    return <ShopLayout storeData={storeData} />;
  }
  return (
    <main>
      {requested && state.loadingStatus === "FAILED" ? (
        <LoadFailed onRetry={() => void loadShop(shopId)} />
      ) : (
        <Spinner label="Loading shop" />
      )}
    </main>
  );
}

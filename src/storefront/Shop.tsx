import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { bootLoaded, takeBootLoaded } from "../stores/boot";
import { $store, loadShop, storeDataFor } from "../stores/store";
import { ShopLayout } from "./ShopLayout";
import { LoadFailed, Spinner } from "./Status";

/** A known shop: loads its storeData (SPEC §4), then shows its header and the routed screen. */
export function Shop({ shopId }: { shopId: string }) {
  const state = useStore($store);
  // The persisted slice may still say SUCCESS from the last visit: wait for this visit's load
  // (made already when the start-up took it from the shell's data).
  const [requested, setRequested] = useState(() => bootLoaded(`shop:${shopId}`));
  useEffect(() => {
    if (!takeBootLoaded(`shop:${shopId}`)) void loadShop(shopId);
    setRequested(true);
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

import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { t } from "../i18n/t";
import { bootLoaded, takeBootLoaded } from "../stores/boot";
import { whenBackOnline } from "../stores/online";
import { $missingShop, $store, loadShop, storeDataFor } from "../stores/store";
import { ShopClosed } from "./ShopClosed";
import { ShopLayout } from "./ShopLayout";
import { LoadFailed, Spinner } from "./Status";
import { StoreNotFound } from "./StoreNotFound";

/**
 * The shop this host names: its lookup (SPEC §2 "Shop startup", §4: one
 * call, or none with the shell's data) shows a spinner, then its header and
 * the routed screen, the store-not-found page when no shop has the
 * subdomain, or 'Something Was Wrong Please Tryagain' with Try Again.
 */
export function Shop({ shopId }: { shopId: string }) {
  const state = useStore($store);
  const missing = useStore($missingShop) === shopId;
  // The persisted slice may still say SUCCESS from the last visit: wait for this visit's load
  // (started already by the start-up).
  const [requested, setRequested] = useState(() => bootLoaded(`shop:${shopId}`));
  useEffect(() => {
    if (!takeBootLoaded(`shop:${shopId}`)) void loadShop(shopId, location.host);
    setRequested(true);
  }, [shopId]);
  // A lookup that failed offline is made again when the network is back.
  useEffect(
    () =>
      whenBackOnline(() => {
        if ($store.get().loadingStatus === "FAILED") void loadShop(shopId, location.host);
      }),
    [shopId],
  );

  if (requested && missing) return <StoreNotFound />;
  const storeData = storeDataFor(state, shopId);
  if (requested && state.loadingStatus === "SUCCESS" && storeData !== null) {
    // A suspended shop, or one whose trial ended unpaid, says so instead.
    if (storeData.status !== "open") return <ShopClosed storeData={storeData} />;
    return <ShopLayout storeData={storeData} />;
  }
  return (
    <main>
      {requested && state.loadingStatus === "FAILED" ? (
        <LoadFailed onRetry={() => void loadShop(shopId, location.host)} />
      ) : (
        <Spinner label={t("Loading shop")} />
      )}
    </main>
  );
}

import { useStore } from "@nanostores/react";
import { Suspense, useEffect, useLayoutEffect, useRef } from "react";
import type { StoreData } from "../contract/shop";
import { shopDisplayName } from "../domain/shopName";
import { ChunkBoundary, RouteScreen } from "./ChunkBoundary";
import { $router } from "./router";
import { ShopFrame } from "./ShopFrame";
import { Spinner } from "./Status";

/** A loaded shop: its header, then the screen for the current path in the one <main>. */
export function ShopLayout({ storeData }: { storeData: StoreData }) {
  const page = useStore($router);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(page?.path);

  const { shopName } = storeData.settings.header;
  // The shop's name on every screen, set before the screen's own effects (a product names itself).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new path starts from the shop's name
  useLayoutEffect(() => {
    document.title = shopDisplayName(shopName, storeData.shopId);
  }, [shopName, storeData.shopId, page?.path]);

  // After client-side navigation, move focus to the new content so screen readers follow.
  useEffect(() => {
    if (page?.path === firstPath.current) return;
    firstPath.current = undefined;
    if (page?.hash) return;
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [page?.path, page?.hash]);

  return (
    <ShopFrame storeData={storeData} route={page?.route} mainRef={main}>
      <ChunkBoundary key={page?.route ?? "notFound"}>
        <Suspense fallback={<Spinner />}>
          <RouteScreen route={page?.route} storeData={storeData} params={page?.params ?? {}} />
        </Suspense>
      </ChunkBoundary>
    </ShopFrame>
  );
}

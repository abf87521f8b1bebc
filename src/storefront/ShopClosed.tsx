import type { StoreData } from "../contract/shop";
import { closedNotice } from "../domain/shopLifecycle";
import { shopDisplayName } from "../domain/shopName";
import { t } from "../i18n/t";
import { ShopHeader } from "./ShopHeader";

/**
 * A shop that takes no orders now (a master admin suspended it, or its free
 * trial ended unpaid): the one page it shows, on every path, named for why
 * and for the shop (src/domain/shopLifecycle.ts), under the shop's own
 * header: its contact line (a shopper can still call or write to the seller),
 * logo and name, without the nav, the bag or the wishlist. Its data stays.
 */
export function ShopClosed({ storeData }: { storeData: StoreData }) {
  if (storeData.status === "open") return null;
  const name = shopDisplayName(storeData.settings.header.shopName, storeData.shopId);
  const { title, text } = closedNotice(storeData.status, name, t);
  return (
    <>
      <ShopHeader storeData={storeData} route={undefined} closed />
      <main className="store-not-found">
        <h1>{title}</h1>
        <p>{text}</p>
      </main>
    </>
  );
}

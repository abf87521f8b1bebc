import { useStore } from "@nanostores/react";
import { t } from "../../i18n/t";
import { $cart } from "../../stores/cart";
import { WishlistCard } from "../catalogue/WishlistCard";
import type { ScreenProps } from "../screenProps";

/** The wishlist (SPEC §2 "Wishlist screen"). */
export default function Wishlist({ storeData }: ScreenProps) {
  const { wishlist } = useStore($cart);
  return (
    <section className="screen" data-saved="cart">
      <h1>{t("MY WISHLIST ({count} items)", { count: wishlist.length })}</h1>
      {wishlist.length === 0 ? (
        <div className="empty">
          <p className="empty-title">{t("Hey, it feels so light!")}</p>
          <p>{t("There's nothing in your Wishlist. Lets add some items")}</p>
          <a className="button" href="/">
            {t("GO TO SHOP")}
          </a>
        </div>
      ) : (
        <ul className="product-grid">
          {wishlist.map((item) => (
            <WishlistCard key={item.productId} item={item} shopId={storeData.shopId} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useStore } from "@nanostores/react";
import { $cart } from "../../stores/cart";
import { WishlistCard } from "../catalogue/WishlistCard";
import type { ScreenProps } from "../screenProps";

/** The wishlist (SPEC §2 "Wishlist screen"). */
export default function Wishlist({ storeData }: ScreenProps) {
  const { wishlist } = useStore($cart);
  return (
    <section className="screen" data-saved="cart">
      <h1>MY WISHLIST ({wishlist.length} items)</h1>
      {wishlist.length === 0 ? (
        <div className="empty">
          <p className="empty-title">Hey, it feels so light!</p>
          <p>There's nothing in your Wishlist. Lets add some items</p>
          <a className="button" href="/">
            GO TO SHOP
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

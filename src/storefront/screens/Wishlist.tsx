import { useStore } from "@nanostores/react";
import { $cart } from "../../stores/cart";

/** The wishlist (SPEC §2 "Wishlist screen"); the item cards arrive with the wishlist issue. */
export function Wishlist() {
  const { wishlist } = useStore($cart);
  return (
    <section className="screen">
      <h1>MY WISHLIST ({wishlist.length} items)</h1>
      {wishlist.length === 0 ? (
        <div className="empty">
          <p className="empty-title">Hey, it feels so light!</p>
          <p>There's nothing in your Wishlist. Lets add some items</p>
          <a className="button" href="/">
            GO TO SHOP
          </a>
        </div>
      ) : null}
    </section>
  );
}

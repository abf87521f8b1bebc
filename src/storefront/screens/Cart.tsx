import { $cart } from "../../stores/cart";
import { $user } from "../../stores/user";
import { useAtom } from "../useAtom";

/** The bag and checkout (SPEC §2 "Cart and checkout screen"); the steps arrive with the checkout issue. */
export default function Cart() {
  const { userLogged } = useAtom($user);
  const { cartProducts } = useAtom($cart);
  return (
    <section className="screen">
      <h1>Bag</h1>
      {!userLogged ? (
        <p>Please log in to access your cart.</p>
      ) : cartProducts.length === 0 ? (
        <div className="empty">
          <p className="empty-title">Hey, it feels so light!</p>
          <p>There's nothing in your bag. Lets add some items</p>
          <a className="button" href="/wishlist">
            ADD ITEMS FROM WISHLIST
          </a>
        </div>
      ) : null}
    </section>
  );
}

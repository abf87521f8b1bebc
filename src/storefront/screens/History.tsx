import { $user } from "../../stores/user";
import { useAtom } from "../useAtom";
import { LoginPrompt } from "./LoginPrompt";

/** Order history (SPEC §2 "Order history screen"); the order cards arrive with the orders issue. */
export default function History() {
  const { userLogged, userData } = useAtom($user);
  const count = userLogged ? (userData?.orders.length ?? 0) : 0;
  return (
    <section className="screen">
      <h1>
        MY ORDER HISTORY ({count} {count === 1 ? "Item" : "Items"})
      </h1>
      {!userLogged ? (
        <LoginPrompt message="Login to see your orders" />
      ) : count === 0 ? (
        <div className="empty">
          <p>You haven't placed an Order. Let's place some orders.</p>
          <a className="button" href="/">
            GO TO SHOP
          </a>
        </div>
      ) : null}
    </section>
  );
}

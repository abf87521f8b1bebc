import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $user } from "../../stores/user";
import { refreshUserData } from "../../stores/userActions";
import { OrderCardView } from "../history/OrderCardView";
import { TrackOrder } from "../history/TrackOrder";
import { LoginPrompt } from "./LoginPrompt";
import "../history/history.css";

/** Order history (SPEC §2 "Order history screen"): the signed-in shopper's orders, newest first. */
export default function History() {
  const { userLogged, userData } = useStore($user);
  const orders = userLogged ? (userData?.orders ?? []) : [];
  const count = orders.length;
  // SPEC §7: the history screen fetches the user data (orders newest first).
  useEffect(() => {
    if (userLogged) void refreshUserData();
  }, [userLogged]);
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
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <OrderCardView key={order.orderId} order={order}>
              <TrackOrder order={order} />
            </OrderCardView>
          ))}
        </ul>
      )}
    </section>
  );
}

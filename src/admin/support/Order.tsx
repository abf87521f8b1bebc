/**
 * One order for a support admin (issue 25), opened from the search
 * (/Admin/support/order/{id}, remembering the search to go back to): what,
 * where, whose, its timeline and rider; give it another rider; cancel it
 * with a reason (behind a confirmation; its stock goes back); a refund.
 * The order and its calls are the store's (stores/supportOrders.ts).
 */
import { useStore } from "@nanostores/react";
import { useLayoutEffect, useRef } from "react";
import { orderNumber } from "../../domain/orders/orderNumber";
import {
  $supportOrder,
  type ChangeResult,
  loadSupportOrder,
  openSupportOrder,
} from "../../stores/supportOrders";
import { Alert } from "../../ui/Alert";
import { useFocusLater } from "../orders/useFocusLater";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { CancelOrder } from "./CancelOrder";
import { GiveRider } from "./GiveRider";
import { OrderFacts, OrderTimeline } from "./OrderFacts";
import { SupportRefund } from "./SupportRefund";
import { supportHref, supportRouteOf } from "./supportRoutes";

const TITLE = "support-order-title";

export default function OrderView({ route: opened }: StaffScreenProps) {
  const route = supportRouteOf(opened);
  const orderId = route.name === "order" ? route.orderId : "";
  const held = useStore($supportOrder);
  // Until this order's own state is in, what the store held of another is not shown.
  const view = held.orderId === orderId ? held : null;
  const messageLine = useRef<HTMLParagraphElement>(null);
  const errorLine = useRef<HTMLParagraphElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  const number = orderNumber(orderId);

  // Loaded once per order (the view is keyed by it), before the first paint: nothing held flashes.
  useLayoutEffect(() => {
    void openSupportOrder(orderId);
  }, [orderId]);

  /** After "Try again": the order's title once it loaded, else "Try again" once more. */
  const again = () =>
    void loadSupportOrder().then(() =>
      focusLater(() => ($supportOrder.get().data ? document.getElementById(TITLE) : retry.current)),
    );
  /** After a change: focus on the message saying what it did, or on the alert saying why not. */
  const said = (result: ChangeResult) =>
    focusLater(() => (result === "done" ? messageLine.current : errorLine.current));

  const back = supportHref({ name: "find", q: route.q, page: route.page });
  const backLink = (
    <p>
      <a href={back}>{route.q ? "Back to the orders found" : "Find an order"}</a>
    </p>
  );
  const data = view?.data;
  if (!view || !data) {
    return (
      <div className="console-screen">
        <ScreenTitle id={TITLE}>Order #{number}</ScreenTitle>
        {backLink}
        {view?.loadError ? (
          <Alert>
            {view.loadError}{" "}
            <button ref={retry} type="button" className="button button-secondary" onClick={again}>
              Try again
            </button>
          </Alert>
        ) : (
          <Loading label="Loading the order" />
        )}
      </div>
    );
  }

  return (
    <div className="console-screen">
      <ScreenTitle id={TITLE}>Order #{number}</ScreenTitle>
      {backLink}
      <p ref={messageLine} className="console-message" role="status" tabIndex={-1}>
        {view.message}
      </p>
      <Alert ref={errorLine} tabIndex={-1}>
        {view.error}
      </Alert>
      <OrderFacts data={data} />
      <OrderTimeline timeline={data.timeline} />
      <SupportRefund order={data.order} number={number} busy={view.busy} onSaid={said} />
      <GiveRider data={data} busy={view.busy} onSaid={said} />
      <CancelOrder
        data={data}
        number={number}
        busy={view.busy}
        reasonProblem={view.reasonProblem}
        onSaid={said}
      />
    </div>
  );
}

import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { POLL_MS } from "../../domain/orders/tracking";
import { $orderDetails, loadOrderDetail, NO_DETAIL, type OrderDetailState } from "../../stores/orderDetail";

/**
 * An order's detail (SPEC §4): fetched once on load, then every 2 s while
 * `polling` (the modal is open), paused while the tab is hidden and fetched
 * again when it shows. The store (stores/orderDetail.ts) keeps the detail,
 * drops answers that are no longer the latest and the failure it logged.
 */
export function useOrderDetail(orderId: string, polling: boolean): OrderDetailState {
  useEffect(() => {
    void loadOrderDetail(orderId);
  }, [orderId]);

  useEffect(() => {
    if (!polling) return;
    const tick = () => {
      if (!document.hidden) void loadOrderDetail(orderId);
    };
    const timer = setInterval(tick, POLL_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [polling, orderId]);

  return useStore($orderDetails)[orderId] ?? NO_DETAIL;
}

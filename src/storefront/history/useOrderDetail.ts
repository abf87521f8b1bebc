import { HTTPError } from "ky";
import { useCallback, useEffect, useState } from "react";
import { getOrderDetail } from "../../api/tracking";
import type { OrderDetail } from "../../contract/orderDetail";
import { fetchError, POLL_MS, sameDetail } from "../../domain/tracking";

/**
 * An order's detail (SPEC §4): fetched once on load, then every 2 s while
 * `polling` (the modal is open), paused while the tab is hidden and fetched
 * again when it shows. A poll that brings the same detail changes nothing.
 * A failure is kept as 'Error fetching order: {status}' and logged.
 */
export function useOrderDetail(orderId: string, polling: boolean) {
  const [detail, setDetail] = useState<OrderDetail | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const fresh = await getOrderDetail(orderId);
      setError(null);
      // The same detail again keeps the held object: React skips the render.
      setDetail((held) => (sameDetail(fresh, held) ? held : fresh));
    } catch (cause) {
      const message = fetchError(cause instanceof HTTPError ? cause.response.status : "network");
      console.error(message, cause);
      setError(message);
    }
  }, [orderId]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!polling) return;
    const tick = () => {
      if (!document.hidden) void load();
    };
    const timer = setInterval(tick, POLL_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [polling, load]);

  // `accept` takes an answer the caller already has (e.g. after confirming receipt).
  return { detail, error, accept: setDetail };
}

/**
 * The rider's console (rider key): the rider's orders and the confirmed ones
 * awaiting a rider, with the stage filter, the search and the next move.
 */

import { useCallback, useEffect, useState } from "react";
import { HTTPError } from "../../api/client";
import * as api from "../../api/console";
import { refusalOf } from "../../api/refusal";
import type { OrderDetail } from "../../contract/orderDetail";
import { filterOrders, STAGE_FILTERS, type StageFilter } from "../../domain/orders/console";
import { $rider } from "../../stores/rider";
import { signOutConsole } from "../../stores/staff";
import { OrderLine } from "../orders/OrderLine";
import { Loading, ScreenTitle } from "../ui";

export default function RiderConsole({ riderKey }: { riderKey: string }) {
  const staff = { role: "rider", key: riderKey } as const;
  const [orders, setOrders] = useState<OrderDetail[] | null>(null);
  const [stage, setStage] = useState<StageFilter>("All");
  const [search, setSearch] = useState("");
  const [message, setMessage] = useState("");

  const load = useCallback(async () => {
    try {
      const { response, rider } = await api.riderOrders({ role: "rider", key: riderKey });
      $rider.set({ ...rider });
      setOrders(response);
    } catch (cause) {
      if (cause instanceof HTTPError && cause.response.status === 401) {
        void signOutConsole(refusalOf(cause, "The rider key was refused."));
        return;
      }
      setMessage(refusalOf(cause, "Could not load the orders."));
    }
  }, [riderKey]);
  useEffect(() => {
    void load();
  }, [load]);

  const replace = (fresh: OrderDetail) =>
    setOrders((list) => list?.map((o) => (o.orderId === fresh.orderId ? fresh : o)) ?? null);
  const shown = orders ? filterOrders(orders, stage, search) : [];
  return (
    <div className="console-screen">
      <ScreenTitle>Rider orders</ScreenTitle>
      <div className="console-filters">
        <label>
          Stage
          <select value={stage} onChange={(e) => setStage(e.target.value as StageFilter)}>
            {STAGE_FILTERS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Order number
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="button" className="button button-secondary" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      <p className="console-message" role="status">
        {message}
      </p>
      {orders === null ? (
        <Loading label="Loading orders" />
      ) : shown.length === 0 ? (
        <p>No orders here.</p>
      ) : (
        <ul className="console-list">
          {shown.map((order) => (
            <OrderLine
              key={order.orderId}
              order={order}
              staff={staff}
              showPlacement
              onChange={replace}
              onMessage={setMessage}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The rider's console (rider key): the rider's orders and the confirmed ones
 * awaiting a rider, with the stage filter, the search and the next move.
 * The orders and their loads are the store's (stores/riderConsole.ts).
 */

import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { filterOrders, STAGE_FILTERS, type StageFilter } from "../../domain/orders/console";
import {
  $riderConsole,
  loadRiderConsole,
  openRiderConsole,
  replaceRiderConsoleOrder,
  sayOnRiderConsole,
} from "../../stores/riderConsole";
import { OrderLine } from "../orders/OrderLine";
import { Loading, ScreenTitle } from "../ui";

export default function RiderConsole({ riderKey }: { riderKey: string }) {
  const staff = { role: "rider", key: riderKey } as const;
  const { orders, message } = useStore($riderConsole);
  const [stage, setStage] = useState<StageFilter>("All");
  const [search, setSearch] = useState("");
  const messageLine = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void openRiderConsole(riderKey);
  }, [riderKey]);
  // A move that took its order out of the filtered list leaves focus nowhere: the message takes it.
  useEffect(() => {
    if (message && (document.activeElement === document.body || !document.activeElement))
      messageLine.current?.focus();
  }, [message]);

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
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void loadRiderConsole(riderKey)}
        >
          Refresh
        </button>
      </div>
      <p ref={messageLine} className="console-message" role="status" tabIndex={-1}>
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
              onChange={replaceRiderConsoleOrder}
              onMessage={sayOnRiderConsole}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

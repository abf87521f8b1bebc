/**
 * The seller's orders, a page of 20 placements of a view at a time (the
 * server pages them whole: "Needs you" oldest first, the others newest
 * first), each under its reference with its lines (what to pack), its
 * unpaid UPI money flagged, and its invoice and packing slip. A new order
 * rings at once (stores/liveOrders.ts: a chime the seller can turn off, a
 * system notification when the tab is hidden); polled every 15 s as well
 * while the tab is visible; the count waiting is in the tab's title
 * (stores/sellerOrders.ts).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { groupPlacements, waitingLine } from "../../domain/orders/queue";
import { ORDER_VIEWS, orderViewOf, pagesOf } from "../../domain/orders/sellerOrders";
import { $live, $orderSound, watchLiveOrders } from "../../stores/liveOrders";
import {
  $sellerOrders,
  $shopRiders,
  loadSellerOrders,
  loadShopRiders,
  watchSellerOrders,
} from "../../stores/sellerOrders";
import { Alert } from "../../ui/Alert";
import { PushControl } from "../PushControl";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, Pager, ScreenTitle } from "../ui";
import { DashboardCard } from "./DashboardCard";
import { Placement } from "./Placement";

export default function Orders({ shopId, route }: SellerScreenProps) {
  const view = orderViewOf(route.search.view);
  const held = useStore($sellerOrders);
  const heldRiders = useStore($shopRiders);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLHeadingElement>(null);
  // The riders to pick from: fetched once; without them the form asks for a name, phone and vehicle.
  useEffect(() => {
    void loadShopRiders(shopId);
  }, [shopId]);
  // The first load, then a poll every 15 s while the tab is visible (and at once when it comes back).
  useEffect(() => watchSellerOrders({ shopId, page, view }), [shopId, page, view]);
  // A new order rings at once.
  useEffect(() => watchLiveOrders(shopId), [shopId]);
  const live = useStore($live);

  const mine = held.shopId === shopId;
  const answer = mine ? held.answer : null;
  const loadError = mine ? held.error : "";
  const riders = heldRiders.shopId === shopId ? heldRiders.riders : [];
  const waiting = answer?.waiting ?? 0;
  const query = search.trim().replace(/^#/, "").toUpperCase();
  const placements = groupPlacements(answer?.response ?? []).filter(
    (p) => !query || p.orders.some((o) => o.orderId.toUpperCase().includes(query)),
  );
  const pages = answer ? pagesOf(answer.total ?? 0, answer.pageSize ?? 20) : 1;
  const viewLabel = ORDER_VIEWS.find((v) => v.view === view)?.label ?? "";

  return (
    <div className="console-screen">
      <ScreenTitle>Orders</ScreenTitle>
      {/* Read again with every load of the orders, so its count is the summary's. */}
      <DashboardCard shopId={shopId} refresh={mine ? held.polls : 0} />
      <p className="console-summary" aria-live="polite">
        {answer === null ? "" : waitingLine(waiting)}
        {live.lastNew ? ` · ${live.lastNew}` : ""}
      </p>
      <LiveControls connected={live.connected} />
      <PushControl target={{ kind: "shop", shopId }} />
      <nav className="console-tabs" aria-label="Which orders">
        {ORDER_VIEWS.map((v) => (
          <a
            key={v.view}
            className="console-tab"
            href={staffHref("orders", {}, v.view === "action" ? {} : { view: v.view })}
            aria-current={v.view === view ? "page" : undefined}
          >
            {v.label}
          </a>
        ))}
      </nav>
      <div className="console-filters">
        <label>
          Order number (on this page)
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </label>
        <button type="button" className="button button-secondary" onClick={() => void loadSellerOrders()}>
          Refresh
        </button>
      </div>
      <Alert>{loadError}</Alert>
      <h2 ref={listTop} tabIndex={-1} className="visually-hidden">
        {viewLabel} orders, page {page} of {pages}
      </h2>
      {answer === null ? (
        loadError ? null : (
          <Loading label="Loading orders" />
        )
      ) : placements.length === 0 ? (
        <p>{query ? `No order on this page has the number ${search.trim()}.` : "No orders here."}</p>
      ) : (
        <>
          {view === "action" ? (
            <p className="console-muted">What needs you, the longest waiting first.</p>
          ) : null}
          <ul className="console-placements">
            {placements.map((placement) => (
              <Placement
                key={placement.key}
                placementKey={placement.key}
                shopId={shopId}
                lines={placement.orders}
                riders={riders}
              />
            ))}
          </ul>
        </>
      )}
      <Pager
        page={page}
        pages={pages}
        label="Order pages"
        onPage={(to) => {
          setPage(to);
          listTop.current?.focus();
        }}
      />
    </div>
  );
}

/** The ring's controls: the chime on or off, system notifications asked for, and whether orders come live. */
function LiveControls({ connected }: { connected: boolean }) {
  const sound = useStore($orderSound);
  const [permission, setPermission] = useState(() =>
    typeof Notification === "undefined" ? "unsupported" : Notification.permission,
  );
  return (
    <div className="console-live">
      <label>
        <input type="checkbox" checked={sound} onChange={(e) => $orderSound.set(e.currentTarget.checked)} />{" "}
        Sound on a new order
      </label>
      {permission === "default" ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          Notify me when this tab is hidden
        </button>
      ) : null}
      <span className="console-muted">
        {connected ? "New orders show here as they come." : "Checking every 15 s."}
      </span>
    </div>
  );
}

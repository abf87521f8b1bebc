/**
 * The seller's orders, a page of 20 placements of a view at a time (the
 * server pages them whole: "Needs you" oldest first, the others newest
 * first), each under its reference with its lines (what to pack), its
 * unpaid UPI money flagged, and its invoice and packing slip. Polled every
 * 15 s while the tab is visible; the count waiting is in the tab's title.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import * as api from "../../api/console";
import { refusalOf } from "../../api/refusal";
import * as sellerApi from "../../api/seller";
import type { OrderDetail } from "../../contract/orderDetail";
import type { ShopRidersResponse } from "../../contract/seller";
import type { SellerOrder, SellerOrdersResponse } from "../../contract/sellerOrders";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { deliveryContact, groupPlacements, QUEUE_POLL_MS, queueTitle } from "../../domain/orders/queue";
import { cashCollectedOf } from "../../domain/orders/riderSteps";
import {
  ORDER_VIEWS,
  orderViewOf,
  pagesOf,
  placementRef,
  unpaidUpi,
  unpaidUpiLine,
} from "../../domain/orders/sellerOrders";
import { UPDATE_FAILED } from "../../domain/orders/tracking";
import { OrderLine } from "../orders/OrderLine";
import { RefundReview } from "../orders/RefundReview";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { ConfirmButton, Loading, Pager, ScreenTitle } from "../ui";
import { DashboardCard } from "./DashboardCard";

export default function Orders({ shopId, route }: SellerScreenProps) {
  const view = orderViewOf(route.search.view);
  const [answer, setAnswer] = useState<SellerOrdersResponse | null>(null);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [loadError, setLoadError] = useState("");
  const [polls, setPolls] = useState(0);
  const listTop = useRef<HTMLHeadingElement>(null);
  // The riders to pick from: fetched once; without them the form asks for a name, phone and vehicle.
  const [riders, setRiders] = useState<ShopRidersResponse["riders"]>([]);
  useEffect(() => {
    sellerApi.shopRiders(shopId).then(
      (answer) => setRiders(answer.riders),
      () => setRiders([]),
    );
  }, [shopId]);

  const load = useCallback(async () => {
    try {
      setAnswer(await api.shopOrdersPage(shopId, page, view));
      setLoadError("");
    } catch (cause) {
      setLoadError(refusalOf(cause, "Could not load the orders. Check your connection."));
    }
    setPolls((n) => n + 1);
  }, [shopId, page, view]);

  // The first load, then a poll every 15 s while the tab is visible (and at once when it comes back).
  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, QUEUE_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void load();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [load]);

  const waiting = answer?.waiting ?? 0;
  useEffect(() => {
    const before = document.title;
    document.title = queueTitle(waiting, shopId);
    return () => {
      document.title = before;
    };
  }, [waiting, shopId]);

  /** Lines the server answered for (a move, a payment) replace theirs; their order fields are kept. */
  const replace = (fresh: readonly (OrderDetail | SellerOrder)[]) =>
    setAnswer(
      (a) =>
        a && {
          ...a,
          response: a.response.map((o) => {
            const f = fresh.find((x) => x.orderId === o.orderId);
            return f ? { ...o, ...f } : o;
          }),
        },
    );

  const query = search.trim().replace(/^#/, "").toUpperCase();
  const placements = groupPlacements(answer?.response ?? []).filter(
    (p) => !query || p.orders.some((o) => o.orderId.toUpperCase().includes(query)),
  );
  const pages = answer ? pagesOf(answer.total ?? 0, answer.pageSize ?? 20) : 1;
  const viewLabel = ORDER_VIEWS.find((v) => v.view === view)?.label ?? "";

  return (
    <div className="console-screen">
      <ScreenTitle>Orders</ScreenTitle>
      <DashboardCard shopId={shopId} refresh={Math.floor(polls / 4)} />
      <p className="console-summary" aria-live="polite">
        {answer === null
          ? ""
          : waiting > 0
            ? `${waiting} order${waiting === 1 ? "" : "s"} waiting for your confirmation`
            : "Nothing waits for your confirmation"}
      </p>
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
        <button type="button" className="button button-secondary" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      {loadError ? (
        <p className="console-error" role="alert">
          {loadError}
        </p>
      ) : null}
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
                shopId={shopId}
                lines={placement.orders}
                riders={riders}
                onChange={(fresh) => {
                  replace(fresh);
                  // The view and the count may have moved (a canceled order leaves "Open").
                  void load();
                }}
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

/** One placement: its reference, the shopper, its unpaid UPI flag, its lines, its papers. */
function Placement({
  shopId,
  lines,
  riders,
  onChange,
}: {
  shopId: string;
  lines: SellerOrder[];
  riders: ShopRidersResponse["riders"];
  onChange: (fresh: readonly (OrderDetail | SellerOrder)[]) => void;
}) {
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const first = lines[0];
  if (!first) return null;
  const ref = placementRef(lines);
  const contact = deliveryContact(first.address);
  const upi = unpaidUpi(lines);
  const cash = cashCollectedOf(lines);
  const staff = { role: "seller", shopId } as const;

  const pay = async (what: "received" | "cod") => {
    setBusy(true);
    setMessage("");
    try {
      onChange(
        what === "received" ? await api.paymentReceived(first.orderId) : await api.switchToCod(first.orderId),
      );
      setMessage(
        what === "received"
          ? `Order #${ref}: payment marked received`
          : `Order #${ref}: switched to cash on delivery`,
      );
    } catch (cause) {
      setMessage(`Order #${ref}: ${refusalOf(cause, UPDATE_FAILED)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="console-placement" aria-labelledby={`placement-${first.orderId}`}>
      <div className="console-placement-head">
        <h3 id={`placement-${first.orderId}`}>Order #{ref}</h3>
        <p>
          Placed {formatIndiaDateTime(first.createdAt)} · {first.paymentMethod}
          {lines.length > 1 ? ` · ${lines.length} lines` : ""}
        </p>
        <p>
          {contact.name}
          {contact.tel ? (
            <>
              {" · "}
              <a href={contact.tel}>{contact.phone}</a>
            </>
          ) : null}
        </p>
        {contact.place ? (
          <p>
            {contact.place}
            {contact.mapUrl ? (
              <>
                {" · "}
                <a href={contact.mapUrl} target="_blank" rel="noopener noreferrer">
                  Open in Maps<span className="visually-hidden"> (new tab)</span>
                </a>
              </>
            ) : null}
          </p>
        ) : null}
        <p className="console-papers">
          <a href={staffHref("invoice", { orderId: first.orderId })}>
            Invoice<span className="visually-hidden"> of order #{ref}</span>
          </a>
          <a href={staffHref("slip", { orderId: first.orderId })}>
            Packing slip<span className="visually-hidden"> of order #{ref}</span>
          </a>
        </p>
      </div>
      {upi ? (
        <div className="console-upi-flag">
          <p>
            <strong>{unpaidUpiLine(upi.utr)}</strong>
          </p>
          <p className="console-muted">
            {upi.cancelled
              ? "It was cancelled before you marked it. If the money came anyway, mark it received: you then owe the shopper its refund."
              : "Check your bank or UPI app for the credit before you send it. It can't leave the shop until then."}
          </p>
          <div className="console-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void pay("received")}>
              Payment received<span className="visually-hidden"> for order #{ref}</span>
            </button>
            {upi.cancelled ? null : (
              <ConfirmButton
                label="Switch to cash on delivery"
                hiddenLabel={`for order #${ref}`}
                disabled={busy}
                title={`Switch order #${ref} to cash on delivery?`}
                text="Do this when the shopper could not pay by UPI and will pay at the door. The rider collects the money on delivery."
                confirm="Switch to cash on delivery"
                keep="Keep it UPI"
                danger={false}
                onConfirm={() => void pay("cod")}
              />
            )}
          </div>
        </div>
      ) : null}
      {lines.map((line) =>
        line.refund ? (
          <RefundReview
            key={`refund-${line.orderId}`}
            order={line}
            onChange={onChange}
            onMessage={setMessage}
          />
        ) : null,
      )}
      {cash ? (
        <p className="console-cash">
          <strong>Cash collected: {formatInr(cash.amount)}</strong>
          {cash.rider ? ` by ${cash.rider}` : ""}
          {cash.at ? `, ${formatIndiaDateTime(cash.at)}` : ""}
        </p>
      ) : null}
      <p className="console-message" role="status">
        {message}
      </p>
      <ul className="console-list">
        {lines.map((order) => (
          <OrderLine
            key={order.orderId}
            order={order}
            staff={staff}
            showPlacement={false}
            heading="h4"
            riders={riders}
            onChange={(fresh) => onChange([fresh])}
            onMessage={setMessage}
          />
        ))}
      </ul>
    </li>
  );
}

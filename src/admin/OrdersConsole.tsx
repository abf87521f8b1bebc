/**
 * The seller and rider consoles on /Admin (an island loaded there alone;
 * the spec leaves the page's content open). A seller signs in with the
 * shop id and the seller key, a rider with the rider key; the key goes in
 * a header of each call, never in a URL or a log. The signed-in staff
 * member is kept in the spec's persisted `admin` store (the rider's own
 * details in the `rider` store); Logout clears both.
 */

import { useStore } from "@nanostores/react";
import { HTTPError } from "ky";
import { type FormEvent, useCallback, useEffect, useState } from "react";
import * as api from "../api/console";
import { refusalOf } from "../api/refusal";
import type { OrderDetail } from "../contract/orderDetail";
import { formatIndiaDateTime } from "../domain/delivery";
import { formatInr } from "../domain/inr";
import {
  CANCELED,
  canCancel,
  filterOrders,
  nextMove,
  STAGE_FILTERS,
  type StageFilter,
  stageOf,
} from "../domain/orders/console";
import { cardTotal } from "../domain/orders/orderCard";
import { orderNumber } from "../domain/orders/orderNumber";
import { UPDATE_FAILED } from "../domain/orders/tracking";
import { $admin, adminLogin, adminLogout } from "../stores/admin";
import { $rider } from "../stores/rider";
import "./console.css";

type Staff = api.StaffKey;

/**
 * The signed-in staff member held in the `admin` store, or null. Read by hand:
 * a valibot schema here moved the chunks this island shares with the
 * storefront and put 270 bytes on the shop's first load.
 */
function staffOf(adminData: unknown): Staff | null {
  if (typeof adminData !== "object" || adminData === null) return null;
  const d = adminData as Record<string, unknown>;
  if (d.role === "seller" && typeof d.shopId === "string" && typeof d.key === "string")
    return { role: "seller", shopId: d.shopId, key: d.key };
  if (d.role === "rider" && typeof d.key === "string") return { role: "rider", key: d.key };
  return null;
}

function signOut(): void {
  adminLogout();
  $rider.set({});
}

export default function OrdersConsole() {
  const { isLoggedIn, adminData } = useStore($admin);
  const staff = isLoggedIn ? staffOf(adminData) : null;
  // The list the sign-in call already brought, so the console does not ask for it again; only for
  // that sign-in (another tab may sign out and in as someone else: the shared store follows it).
  const [signedInWith, setSignedInWith] = useState<{ id: string; orders: OrderDetail[] } | null>(null);
  const id = staff ? JSON.stringify(staff) : "";
  const initial = signedInWith?.id === id ? signedInWith.orders : null;
  return (
    <section className="orders-console" aria-labelledby="console-title">
      <h2 id="console-title">Orders console</h2>
      {staff ? (
        <Orders key={id} staff={staff} initial={initial} />
      ) : (
        <SignIn onSignedIn={(orders, who) => setSignedInWith({ id: JSON.stringify(who), orders })} />
      )}
    </section>
  );
}

const SIGN_IN = {
  seller: {
    title: "Seller sign-in",
    key: "Seller key",
    submit: "Sign in as seller",
    missing: "Enter the shop id and the seller key",
  },
  rider: {
    title: "Rider sign-in",
    key: "Rider key",
    submit: "Sign in as rider",
    missing: "Enter the rider key",
  },
} as const;

/** The two sign-in forms: seller (shop id and seller key) and rider (rider key). */
function SignIn({ onSignedIn }: { onSignedIn: (orders: OrderDetail[], staff: Staff) => void }) {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  const signIn = async (event: FormEvent<HTMLFormElement>, role: Staff["role"]) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const key = String(form.get("key") ?? "").trim();
    const shopId = String(form.get("shopId") ?? "")
      .trim()
      .toLowerCase();
    if (!key || (role === "seller" && !shopId)) {
      setError(SIGN_IN[role].missing);
      return;
    }
    setBusy(true);
    setError("");
    try {
      // The list call is the key's check; its answer is the console's first list.
      if (role === "seller") {
        const staff = { role, shopId, key } as const;
        onSignedIn(await api.shopOrders(staff), staff);
        adminLogin(staff);
      } else {
        const staff = { role, key } as const;
        const { rider, response } = await api.riderOrders(staff);
        $rider.set({ ...rider });
        onSignedIn(response, staff);
        adminLogin(staff);
      }
    } catch (cause) {
      setError(refusalOf(cause, "Could not sign in. Check the key and try again."));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-sign-in">
      <p id="console-error" className="console-error" role="alert">
        {error}
      </p>
      {(["seller", "rider"] as const).map((role) => (
        <form key={role} onSubmit={(e) => void signIn(e, role)} aria-labelledby={`${role}-title`}>
          <h3 id={`${role}-title`}>{SIGN_IN[role].title}</h3>
          {role === "seller" && (
            <label>
              Shop ID
              <input name="shopId" autoComplete="username" autoCapitalize="none" spellCheck={false} />
            </label>
          )}
          <label>
            {SIGN_IN[role].key}
            <input name="key" type="password" autoComplete="current-password" />
          </label>
          <button type="submit" className="button" disabled={busy}>
            {SIGN_IN[role].submit}
          </button>
        </form>
      ))}
    </div>
  );
}

/** A signed-in seller's or rider's orders, with the stage filter, the search and each order's actions. */
function Orders({ staff, initial }: { staff: Staff; initial: OrderDetail[] | null }) {
  const rider = useStore($rider);
  const [orders, setOrders] = useState<OrderDetail[] | null>(initial);
  const [stage, setStage] = useState<StageFilter>("All");
  const [search, setSearch] = useState("");
  const [message, setMessage] = useState("");

  const load = useCallback(async () => {
    try {
      const list =
        staff.role === "seller" ? await api.shopOrders(staff) : (await api.riderOrders(staff)).response;
      setOrders(list);
    } catch (cause) {
      if (cause instanceof HTTPError && cause.response.status === 401) signOut();
      setMessage(refusalOf(cause, "Could not load the orders."));
    }
  }, [staff]);
  // A console opened signed in (the stored `admin` slice) loads its list; a fresh sign-in brought it.
  useEffect(() => {
    if (initial === null) void load();
  }, [load, initial]);

  const replace = (fresh: OrderDetail) =>
    setOrders((list) => list?.map((o) => (o.orderId === fresh.orderId ? fresh : o)) ?? null);

  const shown = orders ? filterOrders(orders, stage, search) : [];
  const who =
    staff.role === "seller"
      ? `the seller of ${staff.shopId}`
      : `rider ${typeof rider.name === "string" ? rider.name : ""}`.trim();
  return (
    <div className="console-orders">
      <div className="console-bar">
        <p>
          Signed in as <strong>{who}</strong>
        </p>
        <button type="button" className="button button-secondary" onClick={signOut}>
          Logout
        </button>
      </div>
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
        <p>Loading orders…</p>
      ) : shown.length === 0 ? (
        <p>No orders here.</p>
      ) : (
        <ul className="console-list">
          {shown.map((order) => (
            <ConsoleOrder
              key={order.orderId}
              order={order}
              staff={staff}
              onChange={replace}
              onMessage={setMessage}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One order in a console: its facts, its next move, and the seller's rider, note and cancel. */
function ConsoleOrder({
  order,
  staff,
  onChange,
  onMessage,
}: {
  order: OrderDetail;
  staff: Staff;
  onChange: (o: OrderDetail) => void;
  onMessage: (m: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const number = orderNumber(order.orderId);
  const move = nextMove(order, staff.role);
  const assigned = order.riderDetails[0];

  const run = async (what: () => Promise<OrderDetail>, done: string) => {
    setBusy(true);
    onMessage("");
    try {
      onChange(await what());
      onMessage(`Order #${number}: ${done}`);
    } catch (cause) {
      onMessage(`Order #${number}: ${refusalOf(cause, UPDATE_FAILED)}`);
    } finally {
      setBusy(false);
    }
  };
  const fields = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return Object.fromEntries(
      [...new FormData(event.currentTarget)]
        .map(([k, v]) => [k, String(v).trim()])
        .filter(([, v]) => v !== ""),
    ) as Record<string, string>;
  };

  return (
    <li className="console-order">
      <h3>
        #{number} · {order.productName} × {order.productCount}
      </h3>
      <dl>
        <div>
          <dt>Stage</dt>
          <dd>{stageOf(order)}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{formatIndiaDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            {formatInr(cardTotal(order))} ({order.paymentMethod})
          </dd>
        </div>
        <div>
          <dt>Deliver to</dt>
          <dd>{order.address}</dd>
        </div>
        {assigned ? (
          <div>
            <dt>Rider</dt>
            <dd>
              {assigned.name}, {assigned.phoneNumber}, {assigned.vehicleType}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="console-actions">
        {move ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => api.moveOrder(staff, order.orderId, move.to), move.to)}
          >
            {move.label}
            <span className="visually-hidden"> #{number}</span>
          </button>
        ) : null}
        {staff.role === "seller" && canCancel(order) ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void run(() => api.cancelOrder(staff, order.orderId), CANCELED)}
          >
            Cancel order<span className="visually-hidden"> #{number}</span>
          </button>
        ) : null}
      </div>
      {staff.role === "seller" && stageOf(order) !== CANCELED ? (
        <>
          {canCancel(order) ? (
            <details>
              <summary>Assign rider</summary>
              <form
                onSubmit={(e) => {
                  const f = fields(e);
                  void run(
                    () =>
                      api.assignRider(staff, order.orderId, {
                        name: f.name ?? "",
                        phoneNumber: f.phoneNumber ?? "",
                        vehicleType: f.vehicleType ?? "",
                      }),
                    "rider assigned",
                  );
                }}
              >
                <label>
                  Rider name
                  <input name="name" required defaultValue={assigned?.name} />
                </label>
                <label>
                  Rider phone
                  <input
                    name="phoneNumber"
                    type="tel"
                    inputMode="tel"
                    required
                    defaultValue={assigned?.phoneNumber}
                  />
                </label>
                <label>
                  Vehicle
                  <input name="vehicleType" required defaultValue={assigned?.vehicleType} />
                </label>
                <button type="submit" className="button" disabled={busy}>
                  Save rider
                </button>
              </form>
            </details>
          ) : null}
          <details>
            <summary>Order note</summary>
            <form
              onSubmit={(e) => void run(() => api.writeNote(staff, order.orderId, fields(e)), "note saved")}
            >
              <label>
                Delivery partner
                <input name="deliveryPartner" />
              </label>
              <label>
                Shipping ID
                <input name="ShippingId" />
              </label>
              <label>
                Delivery date
                <input name="deliveryDate" type="date" defaultValue={order.deliveryBy} />
              </label>
              <label>
                Delivery time
                <input name="deliveryTime" type="time" defaultValue={order.deliveryTime} />
              </label>
              <button type="submit" className="button" disabled={busy}>
                Save note
              </button>
            </form>
          </details>
        </>
      ) : null}
    </li>
  );
}

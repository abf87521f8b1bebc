/**
 * The seller area of /Admin: the shops the person works in (GET
 * /api/seller/me: one, straight in; several, a picker), then the chosen
 * shop's screens by the path (/Admin/orders, /Admin/products…).
 */
import { useStore } from "@nanostores/react";
import { Suspense, useEffect } from "react";
import type { SellerMeResponse } from "../contract/seller";
import type { StaffMeResponse } from "../contract/staff";
import { shopChoice } from "../domain/sellerShops";
import type { PersonSession } from "../stores/admin";
import { $sellerMe, chooseShop, loadSellerMe, switchShop } from "../stores/seller";
import { signOutConsole } from "../stores/staff";
import { ConsoleFrame } from "./ConsoleFrame";
import { type StaffRoute, type StaffRouteName, staffHref } from "./routes";
import { ScreenBoundary } from "./ScreenBoundary";
import { SCREENS } from "./screens";
import { Loading, LoadOrRetry, ScreenTitle } from "./ui";

/** The navigation: each entry and the screens it stands for (an invoice is under Orders). */
const NAV: {
  route:
    | "orders"
    | "upiStatement"
    | "products"
    | "blogs"
    | "settings"
    | "people"
    | "dashboard"
    | "gst"
    | "numbers";
  label: string;
  under: StaffRouteName[];
}[] = [
  { route: "dashboard", label: "Overview", under: [] },
  { route: "numbers", label: "Numbers", under: [] },
  { route: "orders", label: "Orders", under: ["invoice", "slip"] },
  { route: "upiStatement", label: "UPI statement", under: [] },
  { route: "products", label: "Products", under: ["product", "productNew"] },
  { route: "gst", label: "GST", under: [] },
  { route: "blogs", label: "Blogs", under: ["blog", "blogNew"] },
  { route: "settings", label: "Settings", under: [] },
  { route: "people", label: "People", under: [] },
];

export function SellerArea({
  person,
  who,
  staffMe,
  route,
  onSwitchArea,
}: {
  person: PersonSession;
  who: string;
  staffMe: StaffMeResponse;
  route: StaffRoute;
  onSwitchArea?: (() => void) | undefined;
}) {
  const state = useStore($sellerMe);
  useEffect(() => {
    if (state.status === "idle") void loadSellerMe();
  }, [state.status]);
  const frame = { who, sessionEndsAt: staffMe.sessionEndsAt, onSwitchArea };

  if (state.status !== "ready") {
    return (
      <ConsoleFrame brand="Orders console" {...frame}>
        <LoadOrRetry
          title="Your shops"
          label="Loading your shops"
          failed={state.status === "failed" ? state.message : null}
          onRetry={() => void loadSellerMe()}
        />
      </ConsoleFrame>
    );
  }
  const { me } = state;
  const choice = shopChoice(me.shops, person.shopId);
  if (choice.kind === "none") {
    // The roles said a shop; the shop list says none (it was taken away meanwhile).
    return (
      <ConsoleFrame brand="Orders console" {...frame}>
        <div className="console-card">
          <ScreenTitle>This account doesn't run a shop here</ScreenTitle>
          <p>
            {who} no longer works in any shop on this platform. Ask the shop's owner to add you under People.
          </p>
          <button type="button" className="button" onClick={() => void signOutConsole()}>
            Sign out
          </button>
        </div>
      </ConsoleFrame>
    );
  }
  if (choice.kind === "pick") {
    return (
      <ConsoleFrame brand="Orders console" {...frame}>
        <ShopPicker me={me} />
      </ConsoleFrame>
    );
  }
  const shop = me.shops.find((s) => s.shopId === choice.shopId) ?? me.shops[0];
  if (!shop) return null;
  const owner = shop.role === "owner";
  const entry = route.route === "admin" ? undefined : SCREENS[route.route];
  if (entry?.kind !== "seller") return null;
  const { Screen } = entry;
  const ownerOnly = (name: StaffRouteName) => {
    const one = name === "admin" ? undefined : SCREENS[name];
    return one?.kind === "seller" && one.ownerOnly;
  };
  const refused = !owner && entry.ownerOnly;
  return (
    <ConsoleFrame
      {...frame}
      who={`${who} (${shop.role})`}
      brand={shop.shopName || shop.shopId}
      onSwitchShop={me.shops.length > 1 ? switchShop : undefined}
      nav={
        <nav className="console-nav" aria-label="Console">
          <ul>
            {NAV.filter((item) => owner || !ownerOnly(item.route)).map((item) => {
              const current = item.route === route.route || item.under.includes(route.route);
              return (
                <li key={item.route}>
                  <a href={staffHref(item.route)} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      }
    >
      {refused ? (
        <div className="console-card">
          <ScreenTitle>Blogs</ScreenTitle>
          <p>Only the shop's owner writes the shop's blogs.</p>
          <a href={staffHref("orders")}>Go to the orders</a>
        </div>
      ) : (
        <ScreenBoundary>
          <Suspense fallback={<Loading label="Loading" />}>
            <Screen
              key={`${shop.shopId}|${route.path}`}
              me={staffMe}
              shopId={shop.shopId}
              shopName={shop.shopName}
              role={shop.role}
              email={me.email}
              route={route}
            />
          </Suspense>
        </ScreenBoundary>
      )}
    </ConsoleFrame>
  );
}

/** A person of several shops chooses one. */
function ShopPicker({ me }: { me: SellerMeResponse }) {
  return (
    <div className="console-card">
      <ScreenTitle>Choose a shop</ScreenTitle>
      <p>You work in {me.shops.length} shops. Which one now?</p>
      <ul className="console-shops">
        {me.shops.map((s) => (
          <li key={s.shopId}>
            <button type="button" className="button button-secondary" onClick={() => chooseShop(s.shopId)}>
              <span>{s.shopName || s.shopId}</span>
              <span className="console-muted">
                {s.shopId} · {s.role}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

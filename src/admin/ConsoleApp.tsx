/**
 * The staff app on /Admin: sign-in, then the seller's screens (a person
 * signed in with Google, in the shop they chose) or the rider's console
 * (rider key, until riders sign in as people). One chunk per screen; this
 * shell is the whole first load.
 */
import { useStore } from "@nanostores/react";
import { type ReactNode, Suspense, useEffect } from "react";
import { installSellerToken } from "../auth/sellerToken";
import type { SellerMeResponse } from "../contract/seller";
import { shopChoice } from "../domain/sellerShops";
import { $admin, adminLogout, type ConsoleSession, consoleSessionOf } from "../stores/admin";
import { $rider } from "../stores/rider";
import {
  $sellerMe,
  chooseShop,
  loadSellerMe,
  sellerSessionEnded,
  signOutConsole,
  switchShop,
} from "../stores/seller";
import { $consoleRoute } from "./router";
import { type ConsoleRouteName, consoleHref } from "./routes";
import { ScreenBoundary } from "./ScreenBoundary";
import { SignIn } from "./SignIn";
import { OWNER_ONLY, RiderConsole, SELLER_SCREENS } from "./screens";
import { Loading, ScreenTitle } from "./ui";
import "./console.css";

installSellerToken(sellerSessionEnded);

export default function ConsoleApp() {
  const admin = useStore($admin);
  const rider = useStore($rider);
  const session = consoleSessionOf(admin);
  // A slice from before sign-in as a person (a shop id with its seller key) is dropped: no key stays here.
  useEffect(() => {
    if (admin.isLoggedIn && !session) adminLogout();
  }, [admin.isLoggedIn, session]);

  if (!session) return <SignIn />;
  if (session.role === "rider") {
    return (
      <ConsoleFrame
        who={typeof rider.name === "string" && rider.name ? `rider ${rider.name}` : "a rider"}
        onSignOut={() => void signOutConsole()}
      >
        <ScreenBoundary>
          <Suspense fallback={<Loading label="Loading the console" />}>
            <RiderConsole key={session.key} riderKey={session.key} />
          </Suspense>
        </ScreenBoundary>
      </ConsoleFrame>
    );
  }
  return <SellerArea session={session} />;
}

/** The console's header and main, around whatever is shown. */
function ConsoleFrame({
  who,
  shop,
  onSignOut,
  onSwitch,
  nav,
  children,
}: {
  who: string;
  shop?: string;
  onSignOut: () => void;
  onSwitch?: (() => void) | undefined;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="console">
      <header className="console-top">
        <div className="console-who">
          <p className="console-brand">{shop ?? "Orders console"}</p>
          <p className="console-email">Signed in as {who}</p>
        </div>
        <div className="console-top-actions">
          {onSwitch ? (
            <button type="button" className="button button-secondary" onClick={onSwitch}>
              Switch shop
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={onSignOut}>
            Sign out
          </button>
        </div>
        {nav}
      </header>
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  );
}

/** The navigation: each entry and the screens it stands for (an invoice is under Orders). */
const NAV: {
  route: "orders" | "products" | "blogs" | "settings" | "people" | "dashboard";
  label: string;
  under: ConsoleRouteName[];
}[] = [
  { route: "dashboard", label: "Overview", under: [] },
  { route: "orders", label: "Orders", under: ["invoice", "slip"] },
  { route: "products", label: "Products", under: ["product", "productNew"] },
  { route: "blogs", label: "Blogs", under: ["blog", "blogNew"] },
  { route: "settings", label: "Settings", under: [] },
  { route: "people", label: "People", under: [] },
];

/** A signed-in person: their shops, then the chosen shop's screens. */
function SellerArea({ session }: { session: ConsoleSession & { role: "seller" } }) {
  const state = useStore($sellerMe);
  const route = useStore($consoleRoute);
  useEffect(() => {
    if (state.status === "idle") void loadSellerMe();
  }, [state.status]);
  const signOut = () => void signOutConsole();

  if (state.status !== "ready") {
    return (
      <ConsoleFrame who={session.email} onSignOut={signOut}>
        {state.status === "failed" ? (
          <div className="console-card">
            <ScreenTitle>Your shops</ScreenTitle>
            <p role="alert">{state.message}</p>
            <button type="button" className="button" onClick={() => void loadSellerMe()}>
              Try again
            </button>
          </div>
        ) : (
          <Loading label="Loading your shops" />
        )}
      </ConsoleFrame>
    );
  }
  const { me } = state;
  const choice = shopChoice(me.shops, session.shopId);
  if (choice.kind === "none") {
    return (
      <ConsoleFrame who={me.email} onSignOut={signOut}>
        <div className="console-card">
          <ScreenTitle>This account doesn't run a shop here</ScreenTitle>
          <p>
            {me.email} is not the owner or staff of any shop on this platform. Sign out and sign in with the
            Google account your shop uses, or ask the shop's owner to add you under People.
          </p>
          <button type="button" className="button" onClick={signOut}>
            Sign out
          </button>
        </div>
      </ConsoleFrame>
    );
  }
  if (choice.kind === "pick") {
    return (
      <ConsoleFrame who={me.email} onSignOut={signOut}>
        <ShopPicker me={me} />
      </ConsoleFrame>
    );
  }
  const shop = me.shops.find((s) => s.shopId === choice.shopId) ?? me.shops[0];
  if (!shop) return null;
  const owner = shop.role === "owner";
  const Screen = SELLER_SCREENS[route.name];
  const refused = !owner && OWNER_ONLY.has(route.name);
  return (
    <ConsoleFrame
      who={`${me.email} (${shop.role})`}
      shop={shop.shopName || shop.shopId}
      onSignOut={signOut}
      onSwitch={me.shops.length > 1 ? switchShop : undefined}
      nav={
        <nav className="console-nav" aria-label="Console">
          <ul>
            {NAV.filter((item) => owner || !OWNER_ONLY.has(item.route)).map((item) => {
              const current = item.route === route.name || item.under.includes(route.name);
              return (
                <li key={item.route}>
                  <a href={`#/${item.route}`} aria-current={current ? "page" : undefined}>
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
          <a href={consoleHref({ name: "orders" })}>Go to the orders</a>
        </div>
      ) : (
        <ScreenBoundary>
          <Suspense fallback={<Loading label="Loading" />}>
            <Screen
              key={`${shop.shopId}|${consoleHref(route)}`}
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

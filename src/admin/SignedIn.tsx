/**
 * The signed-in staff app (ConsoleApp.tsx loads it as one chunk): a person's
 * roles (GET /api/staff/me) decide the areas of this page they open
 * (src/domain/staffAreas.ts): on /Admin the seller area, the support area
 * and the rider area (several: the person chooses, and may switch); on
 * /masteradmin the master area; on /emitra/dashboard the kiosk operator's.
 * None: a clear "no access here", with the pages their roles do open, and
 * sign out. A rider with the rider key gets their console on /Admin.
 */
import { useStore } from "@nanostores/react";
import { Suspense, useEffect } from "react";
import type { StaffMeResponse } from "../contract/staff";
import { showPhone } from "../domain/signInPhone";
import { areaChoice, areasOn, STAFF_PAGE_ROOTS, type StaffArea, type StaffPage } from "../domain/staffAreas";
import type { PersonSession } from "../stores/admin";
import { $rider } from "../stores/rider";
import { $staffMe, chooseArea, loadStaffMe, signOutConsole } from "../stores/staff";
import { AreaPicker, NoAccess } from "./AreaChoice";
import { AreaScreen } from "./AreaScreen";
import { ConsoleFrame } from "./ConsoleFrame";
import { MasterArea } from "./MasterArea";
import { openScreen, replaceScreen } from "./router";
import { AREA_HOMES, ROUTE_AREAS, type StaffRoute, staffHref } from "./routes";
import { ScreenBoundary } from "./ScreenBoundary";
import { SellerArea } from "./SellerArea";
import { RiderConsole } from "./screens";
import { Loading, LoadOrRetry, ScreenTitle } from "./ui";

/** How the header and the messages name a person: their email, else their phone. */
const nameOf = (p: { email: string; phone: string }) => p.email || showPhone(p.phone);

/** A rider with the rider key: their console on /Admin, nothing elsewhere. */
export function RiderKeyArea({ page, riderKey }: { page: StaffPage; riderKey: string }) {
  const rider = useStore($rider);
  const who = typeof rider.name === "string" && rider.name ? `rider ${rider.name}` : "a rider";
  return (
    <ConsoleFrame brand="Orders console" who={who}>
      {page === "admin" ? (
        <ScreenBoundary>
          <Suspense fallback={<Loading label="Loading the console" />}>
            <RiderConsole key={riderKey} riderKey={riderKey} />
          </Suspense>
        </ScreenBoundary>
      ) : (
        <div className="console-card">
          <ScreenTitle>This account has no access here</ScreenTitle>
          <p>
            The rider key opens the rider's console on <a href="/Admin">/Admin</a>, nothing else.
          </p>
          <button type="button" className="button" onClick={() => void signOutConsole()}>
            Sign out
          </button>
        </div>
      )}
    </ConsoleFrame>
  );
}

const BRANDS: Record<StaffArea, string> = {
  seller: "Orders console",
  support: "Support",
  rider: "Rider",
  franchise: "Franchise",
  master: "Master admin",
  kiosk: "E-Mitra kiosk",
};
/** The header's name for a page before an area is open. */
const PAGE_BRANDS: Record<StaffPage, string> = {
  admin: "Staff console",
  master: "Master admin",
  kiosk: "E-Mitra kiosk",
};

/** Moves to another address of the same screen's place (a landing to its area's first screen). */
function Redirect({ to }: { to: string }) {
  useEffect(() => replaceScreen(to), [to]);
  return <Loading label="Loading" />;
}

/**
 * A signed-in person on a staff page: their roles, then the screen the
 * address names if one of their areas opens it. The page's landing (/Admin)
 * moves on to the area they work in (chosen before, or their only one);
 * with several and none chosen yet, they choose. An address of an area they
 * do not hold goes back to the landing.
 */
export function PersonArea({
  person,
  page,
  route,
}: {
  person: PersonSession;
  page: StaffPage;
  route: StaffRoute | undefined;
}) {
  const state = useStore($staffMe);
  useEffect(() => {
    if (state.status === "idle") void loadStaffMe();
  }, [state.status]);
  const ready = state.status === "ready" ? state.me : null;
  const areas = ready ? areasOn(page, ready.roles) : [];
  const routeArea = route ? ROUTE_AREAS[route.route].area : null;
  const opens = routeArea !== null && areas.includes(routeArea);
  // An address of one of the person's areas is where they work now (the landing goes there next time).
  useEffect(() => {
    if (opens && page === "admin" && areas.length > 1 && person.area !== routeArea) chooseArea(routeArea);
  }, [opens, page, areas.length, person.area, routeArea]);
  const who = nameOf(person);
  const signOutLabel = page === "kiosk" ? "Logout" : "Sign out";

  if (!ready) {
    return (
      <ConsoleFrame brand={PAGE_BRANDS[page]} who={who} signOutLabel={signOutLabel}>
        <LoadOrRetry
          title="Your account"
          label="Loading your account"
          failed={state.status === "failed" ? state.message : null}
          onRetry={() => void loadStaffMe()}
        />
      </ConsoleFrame>
    );
  }
  const me = ready;
  // The account menu ("Sign out on every device") is staff's: someone with no role has no staff sign-in to end.
  const frame = { who, sessionEndsAt: me.roles.length ? me.sessionEndsAt : undefined, signOutLabel };
  const landing = STAFF_PAGE_ROOTS[page];
  if (!route) {
    return (
      <ConsoleFrame brand={PAGE_BRANDS[page]} {...frame}>
        <div className="console-card">
          <ScreenTitle>There is no such page</ScreenTitle>
          <a href={landing}>Go to the start</a>
        </div>
      </ConsoleFrame>
    );
  }
  // The franchise page's "Get Started" (/Admin/franchise/signup): anyone signed in who runs no franchise yet.
  if (route.route === "franchiseSignUp") {
    if (areas.includes("franchise")) return <Redirect to={staffHref("franchise")} />;
    return (
      <ConsoleFrame brand="Franchise sign-up" {...frame}>
        <AreaScreen name="franchiseSignUp" me={me} route={route} />
      </ConsoleFrame>
    );
  }
  if (routeArea !== null && !opens)
    return areas.length ? <Redirect to={landing} /> : noAccess(page, me, who, frame);
  const choice = routeArea ? ({ kind: "area", area: routeArea } as const) : areaChoice(areas, person.area);
  if (choice.kind === "none") return noAccess(page, me, who, frame);
  if (choice.kind === "pick") {
    return (
      <ConsoleFrame brand={PAGE_BRANDS[page]} {...frame}>
        <AreaPicker areas={areas} />
      </ConsoleFrame>
    );
  }
  const { area } = choice;
  if (route.route === "admin") return <Redirect to={staffHref(AREA_HOMES[area])} />;
  const onSwitchArea =
    areas.length > 1
      ? () => {
          chooseArea(null);
          openScreen(landing);
        }
      : undefined;
  if (area === "seller")
    return <SellerArea person={person} who={who} staffMe={me} route={route} onSwitchArea={onSwitchArea} />;
  if (area === "master") return <MasterArea me={me} who={who} route={route} />;
  return (
    <ConsoleFrame brand={BRANDS[area]} {...frame} onSwitchArea={onSwitchArea}>
      <AreaScreen name={route.route} me={me} route={route} />
    </ConsoleFrame>
  );
}

const noAccess = (
  page: StaffPage,
  me: StaffMeResponse,
  who: string,
  frame: { who: string; sessionEndsAt: string | undefined; signOutLabel: string },
) => (
  <ConsoleFrame brand={PAGE_BRANDS[page]} {...frame}>
    <NoAccess page={page} me={me} who={who} />
  </ConsoleFrame>
);

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
import { type ComponentType, Suspense, useEffect } from "react";
import type { StaffMeResponse } from "../contract/staff";
import { showPhone } from "../domain/signInPhone";
import {
  areaChoice,
  areasOn,
  pagesFor,
  STAFF_AREAS,
  type StaffArea,
  type StaffPage,
} from "../domain/staffAreas";
import type { PersonSession } from "../stores/admin";
import { $rider } from "../stores/rider";
import { $staffMe, chooseArea, loadStaffMe, signOutConsole } from "../stores/staff";
import { ConsoleFrame } from "./ConsoleFrame";
import { useSignUpPlan } from "./franchise/signUpRoute";
import { MasterArea } from "./MasterArea";
import { ScreenBoundary } from "./ScreenBoundary";
import { SellerArea } from "./SellerArea";
import type { StaffScreenProps } from "./screenProps";
import { FranchiseHome, FranchiseSignUp, KioskHome, RiderConsole, RiderHome, SupportHome } from "./screens";
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

/** The areas' frames and screens, besides the seller's and the master's (their own files). */
const AREA_SCREENS: Record<Exclude<StaffArea, "seller" | "master">, ComponentType<StaffScreenProps>> = {
  support: SupportHome,
  rider: RiderHome,
  franchise: FranchiseHome,
  kiosk: KioskHome,
};
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

/** A signed-in person: their roles, then the area of this page they work in. */
export function PersonArea({ person, page, path }: { person: PersonSession; page: StaffPage; path: string }) {
  const state = useStore($staffMe);
  const signUpPlan = useSignUpPlan();
  useEffect(() => {
    if (state.status === "idle") void loadStaffMe();
  }, [state.status]);
  const who = nameOf(person);
  const signOutLabel = page === "kiosk" ? "Logout" : "Sign out";

  if (state.status !== "ready") {
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
  const { me } = state;
  const areas = areasOn(page, me.roles);
  const choice = areaChoice(areas, person.area);
  const frame = { who, sessionEndsAt: me.sessionEndsAt, signOutLabel };
  // The franchise page's "Get Started" (#/franchise/signup): anyone signed in who runs no franchise yet.
  if (page === "admin" && signUpPlan !== null && !areas.includes("franchise")) {
    return (
      <ConsoleFrame brand="Franchise sign-up" {...frame}>
        <ScreenBoundary>
          <Suspense fallback={<Loading label="Loading" />}>
            <FranchiseSignUp me={me} path={path} />
          </Suspense>
        </ScreenBoundary>
      </ConsoleFrame>
    );
  }
  if (choice.kind === "none") {
    return (
      <ConsoleFrame brand={PAGE_BRANDS[page]} {...frame}>
        <NoAccess page={page} me={me} who={who} />
      </ConsoleFrame>
    );
  }
  if (choice.kind === "pick") {
    return (
      <ConsoleFrame brand={PAGE_BRANDS[page]} {...frame}>
        <AreaPicker areas={areas} />
      </ConsoleFrame>
    );
  }
  const { area } = choice;
  const onSwitchArea = areas.length > 1 ? () => chooseArea(null) : undefined;
  if (area === "seller")
    return <SellerArea person={person} who={who} staffMe={me} onSwitchArea={onSwitchArea} />;
  if (area === "master") return <MasterArea me={me} who={who} />;
  const Screen = AREA_SCREENS[area];
  return (
    <ConsoleFrame brand={BRANDS[area]} {...frame} onSwitchArea={onSwitchArea}>
      <ScreenBoundary>
        <Suspense fallback={<Loading label="Loading" />}>
          <Screen key={`${area}|${path}`} me={me} path={path} />
        </Suspense>
      </ScreenBoundary>
    </ConsoleFrame>
  );
}

/** A person of several areas on /Admin chooses one (kept until they switch or sign out). */
function AreaPicker({ areas }: { areas: readonly StaffArea[] }) {
  return (
    <div className="console-card">
      <ScreenTitle>Where do you want to work?</ScreenTitle>
      <p>Your account opens {areas.length} areas here. You can switch at any time.</p>
      <ul className="console-shops">
        {areas.map((area) => (
          <li key={area}>
            <button type="button" className="button button-secondary" onClick={() => chooseArea(area)}>
              {STAFF_AREAS[area].label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What each page is for, when the person may not use it. */
const PAGE_FOR: Record<StaffPage, { title: string; text: string }> = {
  admin: {
    title: "This account doesn't run a shop here",
    text: "is not the owner or staff of any shop on this platform, nor a support admin or a rider. Sign out and sign in with the Google account or the phone number your shop uses, or ask the shop's owner to add you under People.",
  },
  master: {
    title: "This account has no access here",
    text: "is not a master admin. These pages are for master admins only: they open shops and add support admins.",
  },
  kiosk: {
    title: "This account has no access here",
    text: "is not a kiosk operator. This dashboard is for kiosk operators: sign in with the phone number your kiosk is registered with.",
  },
};
const PAGE_NAMES: Record<StaffPage, string> = {
  admin: "/Admin",
  master: "the master admin pages",
  kiosk: "the kiosk operator dashboard",
};

/** No role of the person opens this page: say so, where their roles do lead, and sign out. */
function NoAccess({ page, me, who }: { page: StaffPage; me: StaffMeResponse; who: string }) {
  const elsewhere = pagesFor(me.roles, page);
  return (
    <div className="console-card">
      <ScreenTitle>{PAGE_FOR[page].title}</ScreenTitle>
      <p>
        {who} {PAGE_FOR[page].text}
      </p>
      {elsewhere.length ? (
        <>
          <p>Your account works here instead:</p>
          <ul>
            {elsewhere.map((p) => (
              <li key={p.page}>
                <a href={p.href}>
                  {p.areas.map((a) => STAFF_AREAS[a].label).join(", ")} on {PAGE_NAMES[p.page]}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" className="button" onClick={() => void signOutConsole()}>
        Sign out
      </button>
    </div>
  );
}

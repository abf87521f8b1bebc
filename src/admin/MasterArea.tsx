/**
 * The master area (/masteradmin/*, master admins): the shops, a new shop,
 * one shop, the support admins and the audit log, one screen per path.
 * Its pages are real pages (a reload or a shared link opens the same
 * screen); a link between them opens in place, without reloading the app.
 */
import { useStore } from "@nanostores/react";
import { Suspense, useEffect } from "react";
import type { StaffMeResponse } from "../contract/staff";
import { staffPageOf } from "../domain/staffAreas";
import { ConsoleFrame } from "./ConsoleFrame";
import { type MasterRoute, masterHref, masterRouteOf } from "./masterRoutes";
import { $staffPath, followInPlace } from "./router";
import { ScreenBoundary } from "./ScreenBoundary";
import { MASTER_SCREENS } from "./screens";
import { Loading, ScreenTitle } from "./ui";

const NAV: { route: MasterRoute; label: string; under: MasterRoute["name"][] }[] = [
  { route: { name: "shops" }, label: "Shops", under: ["shop"] },
  { route: { name: "shopNew" }, label: "New shop", under: [] },
  { route: { name: "supportAdmins" }, label: "Support admins", under: [] },
  { route: { name: "audit" }, label: "Audit log", under: [] },
];

export function MasterArea({ me, who }: { me: StaffMeResponse; who: string }) {
  const pathname = useStore($staffPath);
  const path = staffPageOf(pathname)?.path ?? "";
  const route = masterRouteOf(path);
  useEffect(() => {
    const follow = (event: MouseEvent) => followInPlace(event, "/masteradmin");
    // On the document: React's own handlers (a screen's link that does something else) run first.
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, []);
  const Screen = route.name === "notFound" ? null : MASTER_SCREENS[route.name];
  return (
    <ConsoleFrame
      brand="Master admin"
      who={who}
      sessionEndsAt={me.sessionEndsAt}
      nav={
        <nav className="console-nav" aria-label="Master admin">
          <ul>
            {NAV.map((item) => {
              const current = item.route.name === route.name || item.under.includes(route.name);
              return (
                <li key={item.label}>
                  <a href={masterHref(item.route)} aria-current={current ? "page" : undefined}>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      }
    >
      {Screen ? (
        <ScreenBoundary>
          <Suspense fallback={<Loading label="Loading" />}>
            <Screen key={pathname} me={me} path={path} />
          </Suspense>
        </ScreenBoundary>
      ) : (
        <div className="console-card">
          <ScreenTitle>There is no such page</ScreenTitle>
          <a href="/masteradmin">Go to the shops</a>
        </div>
      )}
    </ConsoleFrame>
  );
}

/**
 * The master area (/masteradmin/*, master admins): the shops, a new shop,
 * one shop, the platform's figures, the support admins and the audit log,
 * one screen per path.
 * Its pages are real pages (a reload or a shared link opens the same
 * screen); a link between them opens in place, without reloading the app.
 */
import type { StaffMeResponse } from "../contract/staff";
import { AreaScreen } from "./AreaScreen";
import { ConsoleFrame } from "./ConsoleFrame";
import { type StaffRoute, type StaffRouteName, staffHref } from "./routes";

const NAV: { route: StaffRouteName; label: string; under: StaffRouteName[] }[] = [
  { route: "masterShops", label: "Shops", under: ["masterShop"] },
  { route: "masterShopNew", label: "New shop", under: [] },
  { route: "masterFigures", label: "Figures", under: [] },
  { route: "masterSupportAdmins", label: "Support admins", under: [] },
  { route: "masterAudit", label: "Audit log", under: [] },
];

export function MasterArea({ me, who, route }: { me: StaffMeResponse; who: string; route: StaffRoute }) {
  return (
    <ConsoleFrame
      brand="Master admin"
      who={who}
      sessionEndsAt={me.sessionEndsAt}
      nav={
        <nav className="console-nav" aria-label="Master admin">
          <ul>
            {NAV.map((item) => {
              const current = item.route === route.route || item.under.includes(route.route);
              return (
                <li key={item.label}>
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
      <AreaScreen name={route.route} me={me} route={route} />
    </ConsoleFrame>
  );
}

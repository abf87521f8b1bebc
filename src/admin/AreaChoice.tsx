/**
 * What a signed-in person meets on a staff page before any screen: the
 * choice among their areas on /Admin, or a clear "no access here" with the
 * pages their roles do open.
 */
import type { StaffMeResponse } from "../contract/staff";
import { pagesFor, STAFF_AREAS, type StaffArea, type StaffPage } from "../domain/staffAreas";
import { chooseArea, signOutConsole } from "../stores/staff";
import { openScreen } from "./router";
import { AREA_HOMES, staffHref } from "./routes";
import { ScreenTitle } from "./ui";

/** A person of several areas on /Admin chooses one (kept until they switch or sign out). */
export function AreaPicker({ areas }: { areas: readonly StaffArea[] }) {
  return (
    <div className="console-card">
      <ScreenTitle>Where do you want to work?</ScreenTitle>
      <p>Your account opens {areas.length} areas here. You can switch at any time.</p>
      <ul className="console-shops">
        {areas.map((area) => (
          <li key={area}>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                chooseArea(area);
                openScreen(staffHref(AREA_HOMES[area]));
              }}
            >
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
export function NoAccess({ page, me, who }: { page: StaffPage; me: StaffMeResponse; who: string }) {
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

/**
 * Which part of the staff app a signed-in person sees, by page and by the
 * roles the server answered (GET /api/staff/me). The staff app is one shell
 * on three pages: /Admin (sellers, support admins, riders), /masteradmin/*
 * (master admins) and /emitra/dashboard (kiosk operators). Each page holds
 * areas; a role opens an area. The client only hides what the server would
 * refuse: every call is checked again there.
 */
import type { StaffRoleName } from "./staffRoles";

/** The pages the staff app is mounted on. */
export type StaffPage = "admin" | "master" | "kiosk";

/** An area of a page: its own screens. */
export type StaffArea = "seller" | "support" | "rider" | "franchise" | "master" | "kiosk";

/** Where each page lives. */
export const STAFF_PAGE_ROOTS: Record<StaffPage, string> = {
  admin: "/Admin",
  master: "/masteradmin",
  kiosk: "/emitra/dashboard",
};

type RoleName = StaffRoleName;

/**
 * The areas, in the order a page offers them: their page, the roles that
 * open them and their name.
 */
export const STAFF_AREAS: Record<StaffArea, { page: StaffPage; roles: readonly RoleName[]; label: string }> =
  {
    seller: { page: "admin", roles: ["owner", "staff"], label: "Seller console" },
    support: { page: "admin", roles: ["support", "master"], label: "Support" },
    rider: { page: "admin", roles: ["rider"], label: "Rider" },
    franchise: { page: "admin", roles: ["franchise"], label: "Franchise" },
    master: { page: "master", roles: ["master"], label: "Master admin" },
    kiosk: { page: "kiosk", roles: ["operator"], label: "Kiosk operator" },
  };

const AREA_ORDER = Object.keys(STAFF_AREAS) as StaffArea[];

/** A page's area name for a person who holds `roles` (and only them). */
const holds = (roles: readonly { role: RoleName }[], area: StaffArea) =>
  roles.some((r) => STAFF_AREAS[area].roles.includes(r.role));

/**
 * The staff page a path is on, and the rest of the path after the page's
 * root without slashes at either end ("/masteradmin/shop/demo/" → master,
 * "shop/demo"); null for any other path.
 */
export function staffPageOf(pathname: string): { page: StaffPage; path: string } | null {
  for (const page of Object.keys(STAFF_PAGE_ROOTS) as StaffPage[]) {
    const root = STAFF_PAGE_ROOTS[page];
    if (pathname === root || pathname.startsWith(`${root}/`))
      return { page, path: pathname.slice(root.length).replace(/^\/+|\/+$/g, "") };
  }
  return null;
}

/** The areas of `page` that `roles` open, in the page's order. */
export function areasOn(page: StaffPage, roles: readonly { role: RoleName }[]): StaffArea[] {
  return AREA_ORDER.filter((area) => STAFF_AREAS[area].page === page && holds(roles, area));
}

/** What the shell shows a person on a page: no area, the one area, or a choice among several. */
export type AreaChoice = { kind: "none" } | { kind: "area"; area: StaffArea } | { kind: "pick" };

/** The landing among `areas`, having chosen `saved` before (null: not yet); a choice still open is kept. */
export function areaChoice(areas: readonly StaffArea[], saved: string | null): AreaChoice {
  const [only] = areas;
  if (!only) return { kind: "none" };
  const kept = areas.find((a) => a === saved);
  if (kept) return { kind: "area", area: kept };
  return areas.length === 1 ? { kind: "area", area: only } : { kind: "pick" };
}

/** Whether `value` names an area (a stored choice is read back through this). */
export function isStaffArea(value: unknown): value is StaffArea {
  return typeof value === "string" && (AREA_ORDER as string[]).includes(value);
}

/**
 * The other staff pages `roles` open, with their address: where to send a
 * person who has no area on the page they opened.
 */
export function pagesFor(
  roles: readonly { role: RoleName }[],
  except: StaffPage,
): { page: StaffPage; href: string; areas: StaffArea[] }[] {
  return (Object.keys(STAFF_PAGE_ROOTS) as StaffPage[])
    .filter((page) => page !== except)
    .map((page) => ({ page, href: STAFF_PAGE_ROOTS[page], areas: areasOn(page, roles) }))
    .filter((p) => p.areas.length > 0);
}

import { describe, expect, it } from "vitest";
import { areaChoice, areasOn, isStaffArea, pagesFor, staffPageOf } from "./staffAreas";
import type { StaffRoleName } from "./staffRoles";

const roles = (...names: StaffRoleName[]) => names.map((role) => ({ role }));

describe("staffPageOf", () => {
  it("reads the page and the rest of its path", () => {
    expect(staffPageOf("/Admin")).toEqual({ page: "admin", path: "" });
    expect(staffPageOf("/Admin/")).toEqual({ page: "admin", path: "" });
    expect(staffPageOf("/masteradmin")).toEqual({ page: "master", path: "" });
    expect(staffPageOf("/masteradmin/")).toEqual({ page: "master", path: "" });
    expect(staffPageOf("/masteradmin/shop")).toEqual({ page: "master", path: "shop" });
    expect(staffPageOf("/masteradmin/shop/demo/")).toEqual({ page: "master", path: "shop/demo" });
    expect(staffPageOf("/masteradmin/supportadmin")).toEqual({ page: "master", path: "supportadmin" });
    expect(staffPageOf("/emitra/dashboard")).toEqual({ page: "kiosk", path: "" });
    expect(staffPageOf("/emitra/dashboard/")).toEqual({ page: "kiosk", path: "" });
  });

  it("is null elsewhere, and for a page that only starts like one", () => {
    for (const path of ["/", "/admin", "/Administrator", "/masteradmins", "/emitra", "/emitra/guide"])
      expect(staffPageOf(path)).toBe(null);
  });
});

describe("areasOn", () => {
  it("opens /Admin's areas by role, in the page's order", () => {
    expect(areasOn("admin", roles("owner"))).toEqual(["seller"]);
    expect(areasOn("admin", roles("staff"))).toEqual(["seller"]);
    expect(areasOn("admin", roles("support"))).toEqual(["support"]);
    expect(areasOn("admin", roles("rider"))).toEqual(["rider"]);
    expect(areasOn("admin", roles("rider", "support", "owner"))).toEqual(["seller", "support", "rider"]);
    expect(areasOn("admin", roles("franchise"))).toEqual(["franchise"]);
    expect(areasOn("admin", roles("franchise", "owner"))).toEqual(["seller", "franchise"]);
  });

  it("lets a master admin into the support area and /masteradmin, and nobody else into /masteradmin", () => {
    expect(areasOn("admin", roles("master"))).toEqual(["support"]);
    expect(areasOn("master", roles("master"))).toEqual(["master"]);
    for (const role of ["support", "owner", "staff", "operator", "franchise", "rider"] as const)
      expect(areasOn("master", roles(role))).toEqual([]);
  });

  it("opens the kiosk dashboard to operators alone", () => {
    expect(areasOn("kiosk", roles("operator"))).toEqual(["kiosk"]);
    expect(areasOn("kiosk", roles("master", "support", "owner"))).toEqual([]);
  });

  it("opens nothing for no roles", () => {
    for (const page of ["admin", "master", "kiosk"] as const) expect(areasOn(page, [])).toEqual([]);
  });
});

describe("areaChoice", () => {
  it("lands in the one area, lets a person of several choose, and keeps a choice still open", () => {
    expect(areaChoice([], null)).toEqual({ kind: "none" });
    expect(areaChoice([], "seller")).toEqual({ kind: "none" });
    expect(areaChoice(["support"], null)).toEqual({ kind: "area", area: "support" });
    expect(areaChoice(["support"], "seller")).toEqual({ kind: "area", area: "support" });
    expect(areaChoice(["seller", "support"], null)).toEqual({ kind: "pick" });
    expect(areaChoice(["seller", "support"], "support")).toEqual({ kind: "area", area: "support" });
    expect(areaChoice(["seller", "support"], "rider")).toEqual({ kind: "pick" });
  });
});

describe("isStaffArea", () => {
  it("knows the areas and nothing else", () => {
    for (const area of ["seller", "support", "rider", "master", "kiosk"])
      expect(isStaffArea(area)).toBe(true);
    for (const other of ["", "owner", null, 1, {}]) expect(isStaffArea(other)).toBe(false);
  });
});

describe("pagesFor", () => {
  it("names the other pages a person's roles open", () => {
    expect(pagesFor(roles("support"), "master")).toEqual([
      { page: "admin", href: "/Admin", areas: ["support"] },
    ]);
    expect(pagesFor(roles("master"), "kiosk")).toEqual([
      { page: "admin", href: "/Admin", areas: ["support"] },
      { page: "master", href: "/masteradmin", areas: ["master"] },
    ]);
    expect(pagesFor(roles("operator"), "admin")).toEqual([
      { page: "kiosk", href: "/emitra/dashboard", areas: ["kiosk"] },
    ]);
    expect(pagesFor([], "admin")).toEqual([]);
    expect(pagesFor(roles("owner"), "admin")).toEqual([]);
  });
});

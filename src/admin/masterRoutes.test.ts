import { describe, expect, it } from "vitest";
import { staffPageOf } from "../domain/staffAreas";
import { type MasterRoute, masterHref, masterRouteOf } from "./masterRoutes";

describe("master routes", () => {
  it("read each page's path, and write it back", () => {
    const routes: MasterRoute[] = [
      { name: "shops" },
      { name: "shopNew" },
      { name: "shop", shopId: "demo" },
      { name: "shop", shopId: "a-new-shop" },
      { name: "supportAdmins" },
      { name: "audit" },
    ];
    for (const route of routes) {
      const at = staffPageOf(masterHref(route));
      expect(at?.page).toBe("master");
      expect(masterRouteOf(at?.path ?? "")).toEqual(route);
    }
  });

  it("find nothing at an unknown path or a shop id that cannot be one", () => {
    for (const path of [
      "x",
      "shops",
      "shop/Not_A_Shop",
      "shop/-x-",
      "shop/demo/edit",
      "supportadmin/x",
      "audit/1",
    ])
      expect(masterRouteOf(path)).toEqual({ name: "notFound" });
  });
});

/**
 * The master area's screens by path (/masteradmin is a set of real pages,
 * so the screen lives in the path, not the hash): the shops list, a new
 * shop, one shop, the support admins and the audit log. Anything else under
 * /masteradmin is "not found" (the web server's 404 catches most of it; a
 * path opened in place comes here).
 */
import { isShopId } from "../domain/host";

export type MasterRoute =
  | { name: "shops" }
  | { name: "shopNew" }
  | { name: "shop"; shopId: string }
  | { name: "supportAdmins" }
  | { name: "audit" }
  | { name: "notFound" };

/** The route of a path after /masteradmin ("", "shop", "shop/demo", "supportadmin", "audit"). */
export function masterRouteOf(path: string): MasterRoute {
  const [first = "", second, ...more] = path.split("/");
  if (more.length) return { name: "notFound" };
  if (second !== undefined) {
    return first === "shop" && isShopId(second) ? { name: "shop", shopId: second } : { name: "notFound" };
  }
  if (first === "") return { name: "shops" };
  if (first === "shop") return { name: "shopNew" };
  if (first === "supportadmin") return { name: "supportAdmins" };
  if (first === "audit") return { name: "audit" };
  return { name: "notFound" };
}

/** The page of a route (for <a href>). */
export function masterHref(route: MasterRoute): string {
  switch (route.name) {
    case "shops":
    case "notFound":
      return "/masteradmin";
    case "shopNew":
      return "/masteradmin/shop";
    case "shop":
      return `/masteradmin/shop/${route.shopId}`;
    case "supportAdmins":
      return "/masteradmin/supportadmin";
    case "audit":
      return "/masteradmin/audit";
  }
}

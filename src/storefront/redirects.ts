/** Where /customer sends a visitor (SPEC §4): the bag when logged in, else the platform's Google sign-in. */
export function customerTarget(
  userLogged: boolean,
  shopId: string,
  siteUrl: string,
): { kind: "route"; route: "cart" } | { kind: "external"; url: string } {
  if (userLogged) return { kind: "route", route: "cart" };
  const url = new URL("/customerLogin", `${siteUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set("subdomain", shopId);
  return { kind: "external", url: url.href };
}

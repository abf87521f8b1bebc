import { Suspense } from "react";
import type { StaffMeResponse } from "../contract/staff";
import type { StaffRoute, StaffRouteName } from "./routes";
import { ScreenBoundary } from "./ScreenBoundary";
import { SCREENS } from "./screens";
import { Loading } from "./ui";

/** A platform staff screen of the table, by its route, in its boundary. */
export function AreaScreen({
  name,
  me,
  route,
}: {
  name: StaffRouteName;
  me: StaffMeResponse;
  route: StaffRoute;
}) {
  const entry = name === "admin" ? undefined : SCREENS[name];
  if (entry?.kind !== "staff") return null;
  const { Screen } = entry;
  return (
    <ScreenBoundary>
      <Suspense fallback={<Loading label="Loading" />}>
        <Screen key={`${route.route}|${JSON.stringify(route.params)}`} me={me} route={route} />
      </Suspense>
    </ScreenBoundary>
  );
}

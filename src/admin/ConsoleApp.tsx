/**
 * The staff app: one shell on /Admin, /masteradmin/* and /emitra/dashboard.
 * A person signs in (Google or a phone code); the server says which roles
 * they hold (GET /api/staff/me) and the page's areas they open show
 * (src/domain/staffAreas.ts, SignedIn.tsx). Riders may still sign in with
 * the rider key on /Admin. This file and the sign-in are the first load;
 * the signed-in frame is one chunk, fetched as soon as someone is signed in
 * (while their roles load), and each screen is a chunk of its own. Firebase
 * comes with the sign-in, or with the first call that needs a token.
 */
import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect } from "react";
import { installStaffToken } from "../auth/staffToken";
import { staffPageOf } from "../domain/staffAreas";
import { $admin, adminLogout, consoleSessionOf } from "../stores/admin";
import { $sellerMe, loadSellerMe } from "../stores/seller";
import { $staffMe, loadStaffMe, staffSessionEnded } from "../stores/staff";
import { $staffRouter } from "./router";
import { ROUTE_AREAS } from "./routes";
import { ScreenBoundary } from "./ScreenBoundary";
import { SignIn } from "./SignIn";
import { Loading } from "./ui";
import "./console.css";

installStaffToken(staffSessionEnded);

const loadSignedIn = () => import("./SignedIn");
const PersonArea = lazy(() => loadSignedIn().then((m) => ({ default: m.PersonArea })));
const RiderKeyArea = lazy(() => loadSignedIn().then((m) => ({ default: m.RiderKeyArea })));

export default function ConsoleApp() {
  const admin = useStore($admin);
  const route = useStore($staffRouter);
  // The page: the route's, else (an address no screen has) the one the path is under.
  const page = route
    ? ROUTE_AREAS[route.route].page
    : (staffPageOf(typeof location === "undefined" ? "/" : location.pathname)?.page ?? "admin");
  const session = consoleSessionOf(admin);
  const kind = session?.kind;
  const area = session?.kind === "person" ? session.area : null;
  // A slice from before sign-in as a person (a shop id with its seller key) is dropped: no key stays here.
  useEffect(() => {
    if (admin.isLoggedIn && !session) adminLogout();
  }, [admin.isLoggedIn, session]);
  // Signed in: the person's roles (and a seller's shops) load while the frame's code comes.
  useEffect(() => {
    if (kind !== "person") return;
    if ($staffMe.get().status === "idle") void loadStaffMe();
    if (page === "admin" && area === "seller" && $sellerMe.get().status === "idle") void loadSellerMe();
  }, [kind, area, page]);

  if (!session) return <SignIn page={page} signingUp={route?.route === "franchiseSignUp"} />;
  return (
    <ScreenBoundary>
      <Suspense fallback={<Loading label="Loading the console" />}>
        {session.kind === "riderKey" ? (
          <RiderKeyArea page={page} riderKey={session.key} />
        ) : (
          <PersonArea person={session} page={page} route={route} />
        )}
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * The staff app's sign-in: a person signs in with Google or with a code
 * sent to their phone (the server then says what their roles open), and on
 * /Admin a rider may still use the rider key. No token or seller key is
 * typed or kept. The phone form is its own chunk, fetched as this screen
 * shows; Firebase loads only when someone signs in.
 */
import { useStore } from "@nanostores/react";
import { lazy, type SubmitEvent, Suspense, useState } from "react";
import type { StaffPage } from "../domain/staffAreas";
import { riderKeyLogin } from "../stores/admin";
import { $rider } from "../stores/rider";
import { $consoleNotice, signedInAs, signInWithGoogle } from "../stores/staff";
import { Alert } from "../ui/Alert";
import { ScreenTitle } from "./ui";

const PhoneSignIn = lazy(() => import("../ui/PhoneSignIn"));

const preload = () => {
  import("../auth/google").then((m) => m.preloadSignIn()).catch(() => {});
};

/** Each page's sign-in: its title, who signs in with Google and who with a phone, phone first or not. */
const PAGES: Record<StaffPage, { title: string; google: string; phone: string; phoneFirst: boolean }> = {
  admin: {
    title: "Sign in to the console",
    google: "Sellers, shop staff and support admins: the Google account your shop or role uses.",
    phone: "Riders, and sellers or staff whose role names their mobile number.",
    phoneFirst: false,
  },
  master: {
    title: "Master admin sign-in",
    google: "Master admins: the Google account the platform names as a master admin.",
    phone: "A master admin whose role names their mobile number.",
    phoneFirst: false,
  },
  kiosk: {
    title: "Kiosk operator sign-in",
    google: "A kiosk operator whose role names a Google account.",
    phone: "Kiosk operators: the mobile number your kiosk is registered with.",
    phoneFirst: true,
  },
};

/** The franchise sign-up's own words (/Admin/franchise/signup): a new franchise owner, not a seller or rider. */
const SIGN_UP = {
  google: "The Google account you will run your franchise with.",
  phone: "Or the mobile number you will run your franchise with.",
};

/** The sign-in of a staff page; `signingUp`: the address is the franchise sign-up's. */
export function SignIn({ page, signingUp = false }: { page: StaffPage; signingUp?: boolean }) {
  const notice = useStore($consoleNotice);
  const words = signingUp ? { ...PAGES.admin, ...SIGN_UP } : PAGES[page];
  const phone = (
    <Suspense
      fallback={
        <section className="console-card console-phone-pending" aria-label="Sign in with your phone">
          <p>Loading the phone sign-in…</p>
        </section>
      }
    >
      <PhoneSignIn lead={words.phone} onSignedIn={(user) => signedInAs({ email: "", phone: user.phone })} />
    </Suspense>
  );
  return (
    <div className="console">
      <main id="main" className="console-main console-sign-in">
        <ScreenTitle>{signingUp ? "Sign in to sign up your franchise" : words.title}</ScreenTitle>
        {signingUp ? (
          <p>
            Sign in with your Google account or your mobile number: your franchise is yours to run from then
            on.
          </p>
        ) : null}
        <Alert tone="notice">{notice}</Alert>
        <div className="console-sign-in-grid">
          {words.phoneFirst ? phone : null}
          <GoogleSignIn lead={words.google} />
          {words.phoneFirst ? null : phone}
          {page === "admin" && !signingUp ? <RiderSignIn /> : null}
        </div>
      </main>
    </div>
  );
}

function GoogleSignIn({ lead }: { lead: string }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const signIn = async () => {
    if (state === "busy") return;
    setState("busy");
    try {
      await signInWithGoogle();
      setState("idle");
    } catch (error) {
      console.error("Sign-in failed:", error);
      setState("failed");
    }
  };
  return (
    <section className="console-card" aria-labelledby="google-title">
      <h2 id="google-title">Sign in with Google</h2>
      <p>{lead}</p>
      <button
        type="button"
        className="button"
        onClick={() => void signIn()}
        onPointerEnter={preload}
        onFocus={preload}
        // aria-disabled, not disabled: focus stays on the button while the account chooser is open.
        aria-disabled={state === "busy"}
      >
        {state === "busy" ? "Signing in…" : "Continue with Google"}
      </button>
      {state === "failed" ? <Alert>Could not sign you in. Please try again.</Alert> : null}
    </section>
  );
}

/**
 * The API's message in a refused call (HTTPError keeps the body in `data`), read without
 * importing the HTTP client: the sign-in is the console's first load.
 */
function refusedWith(cause: unknown): string {
  const data = (cause as { data?: { error?: unknown } } | null)?.data;
  return typeof data?.error === "string" ? data.error : "";
}

function RiderSignIn() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const signIn = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get("key") ?? "").trim();
    if (!key) {
      setError("Enter the rider key");
      return;
    }
    setBusy(true);
    setError("");
    try {
      // The list call is the key's check.
      const { riderOrders } = await import("../api/digiorder");
      const { rider } = await riderOrders({ role: "rider", key });
      $rider.set({ ...rider });
      riderKeyLogin(key);
    } catch (cause) {
      setError(refusedWith(cause) || "Could not sign in. Check the key and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="console-card" onSubmit={(e) => void signIn(e)} aria-labelledby="rider-title">
      <h2 id="rider-title">Rider sign-in</h2>
      <p>Riders without a phone sign-in yet: the rider key.</p>
      <label>
        Rider key
        <input name="key" type="password" autoComplete="current-password" />
      </label>
      <Alert>{error}</Alert>
      <button type="submit" className="button" disabled={busy}>
        Sign in as rider
      </button>
    </form>
  );
}

/**
 * The console's sign-in: a seller signs in as a person ("Continue with
 * Google"; the server says which shops they work in), a rider with the
 * rider key (riders get phone sign-in later). No seller key is typed or kept.
 */
import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { adminLogin } from "../stores/admin";
import { $rider } from "../stores/rider";
import { $consoleNotice, signInSeller } from "../stores/seller";
import { ScreenTitle } from "./ui";

const preload = () => {
  import("../auth/google").then((m) => m.preloadSignIn()).catch(() => {});
};

export function SignIn() {
  const notice = useStore($consoleNotice);
  return (
    <div className="console">
      <main id="main" className="console-main console-sign-in">
        <ScreenTitle>Sign in to the console</ScreenTitle>
        <p className="console-notice" role="alert">
          {notice}
        </p>
        <div className="console-sign-in-grid">
          <SellerSignIn />
          <RiderSignIn />
        </div>
      </main>
    </div>
  );
}

function SellerSignIn() {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const signIn = async () => {
    if (state === "busy") return;
    setState("busy");
    try {
      await signInSeller();
      setState("idle");
    } catch (error) {
      console.error("Sign-in failed:", error);
      setState("failed");
    }
  };
  return (
    <section className="console-card" aria-labelledby="seller-title">
      <h2 id="seller-title">Sellers</h2>
      <p>Sign in with the Google account you run your shop with. Staff use their own account.</p>
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
      {state === "failed" ? (
        <p className="console-error" role="alert">
          Could not sign you in. Please try again.
        </p>
      ) : null}
    </section>
  );
}

/**
 * The API's message in a refused call (ky's HTTPError keeps the body in `data`), read without
 * importing ky: the sign-in is the console's first load.
 */
function refusedWith(cause: unknown): string {
  const data = (cause as { data?: { error?: unknown } } | null)?.data;
  return typeof data?.error === "string" ? data.error : "";
}

function RiderSignIn() {
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const signIn = async (event: FormEvent<HTMLFormElement>) => {
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
      const { riderOrders } = await import("../api/console");
      const { rider } = await riderOrders({ role: "rider", key });
      $rider.set({ ...rider });
      adminLogin({ role: "rider", key });
    } catch (cause) {
      setError(refusedWith(cause) || "Could not sign in. Check the key and try again.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="console-card" onSubmit={(e) => void signIn(e)} aria-labelledby="rider-title">
      <h2 id="rider-title">Rider sign-in</h2>
      <label>
        Rider key
        <input name="key" type="password" autoComplete="current-password" />
      </label>
      <p className="console-error" role="alert">
        {error}
      </p>
      <button type="submit" className="button" disabled={busy}>
        Sign in as rider
      </button>
    </form>
  );
}

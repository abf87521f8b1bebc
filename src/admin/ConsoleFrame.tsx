/**
 * The staff app's frame: a header (where, who, the switches, "Sign out" and
 * the account menu with "Sign out on every device") and the main, around
 * whatever an area shows.
 */
import { type ReactNode, useState } from "react";
import { signOutConsole, signOutEverywhere } from "../stores/staff";
import { Alert } from "../ui/Alert";
import { ConfirmButton } from "./ui";

/** A time as people here read it: 21 Jun 2025, 9:30 pm (India time). */
const indiaTime = (iso: string) =>
  new Date(iso).toLocaleString("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  });

export interface ConsoleFrameProps {
  /** What this is: the shop's name, "Master admin"… */
  brand: string;
  /** Who is signed in, as the header names them. */
  who: string;
  /** The person's sign-in (none for a rider with the key): when it ends, and the account menu. */
  sessionEndsAt?: string | undefined;
  /** "Sign out", or the spec's "Logout" on the kiosk dashboard. */
  signOutLabel?: string;
  onSwitchShop?: (() => void) | undefined;
  onSwitchArea?: (() => void) | undefined;
  nav?: ReactNode;
  children: ReactNode;
}

export function ConsoleFrame({
  brand,
  who,
  sessionEndsAt,
  signOutLabel = "Sign out",
  onSwitchShop,
  onSwitchArea,
  nav,
  children,
}: ConsoleFrameProps) {
  return (
    <div className="console">
      <header className="console-top">
        <div className="console-who">
          <p className="console-brand">{brand}</p>
          <p className="console-email">Signed in as {who}</p>
        </div>
        <div className="console-top-actions">
          {onSwitchShop ? (
            <button type="button" className="button button-secondary" onClick={onSwitchShop}>
              Switch shop
            </button>
          ) : null}
          {onSwitchArea ? (
            <button type="button" className="button button-secondary" onClick={onSwitchArea}>
              Switch area
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={() => void signOutConsole()}>
            {signOutLabel}
          </button>
          {sessionEndsAt ? <AccountMenu who={who} sessionEndsAt={sessionEndsAt} /> : null}
        </div>
        {nav}
      </header>
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  );
}

/** When this sign-in ends, and signing out on every device (behind a confirm). */
function AccountMenu({ who, sessionEndsAt }: { who: string; sessionEndsAt: string }) {
  const [error, setError] = useState("");
  const everywhere = async () => {
    setError("");
    try {
      await signOutEverywhere();
    } catch (cause) {
      setError((cause as Error).message);
    }
  };
  return (
    <details className="console-account">
      <summary className="button button-secondary">Account</summary>
      <div className="console-account-panel">
        <p>
          This sign-in lasts until <strong>{indiaTime(sessionEndsAt)}</strong>.
        </p>
        <ConfirmButton
          label="Sign out on every device"
          title="Sign out on every device?"
          text={`Every browser and phone signed in as ${who} is signed out: this one now, the others at their next step. Sign in again to go on.`}
          confirm="Sign out everywhere"
          keep="Stay signed in"
          onConfirm={() => void everywhere()}
        />
        <Alert>{error}</Alert>
      </div>
    </details>
  );
}

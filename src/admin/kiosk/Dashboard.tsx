/**
 * The kiosk operator's dashboard (/emitra/dashboard; SPEC §2 "Kiosk-operator
 * dashboard"): the profile block, the commission card, 'All Users' with
 * 'Add User', the filter select and 'Find User...' over the operator's own
 * merchants (the server filters and searches: src/domain/kioskMerchants.ts),
 * the table with each merchant's payment status, and the fee of the merchant
 * chosen (a UPI link, or marked paid by UPI with its UTR or in cash). What it
 * shows and sends is src/stores/kiosk.ts's.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import {
  $feePanel,
  $kioskMe,
  $kioskMessage,
  closeFeePanel,
  leaveKioskDashboard,
  loadKioskDashboard,
  openFeePanel,
  startEnrolling,
} from "../../stores/kiosk";
import { Alert } from "../../ui/Alert";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { AddMerchant } from "./AddMerchant";
import { Commission } from "./Commission";
import { FeePanel } from "./FeePanel";
import { Merchants } from "./Merchants";
import { Profile } from "./Profile";
import "./kiosk.css";

export default function KioskDashboard(_: StaffScreenProps) {
  const state = useStore($kioskMe);
  const message = useStore($kioskMessage);
  const paying = useStore($feePanel).merchant;
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const usersTitle = useRef<HTMLHeadingElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  /** The Take fee or Renew button that opened the fee panel, for the focus to come back to. */
  const feeOpener = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    void loadKioskDashboard();
    return leaveKioskDashboard;
  }, []);

  if (state.status === "failed")
    return (
      <div className="console-screen">
        <ScreenTitle>Kiosk operator dashboard</ScreenTitle>
        <Alert>{state.message}</Alert>
      </div>
    );
  if (state.status !== "ready") return <Loading label="Loading your dashboard" />;
  const { operator, commission } = state.me;
  return (
    <div className="console-screen kiosk-dashboard">
      <ScreenTitle>Kiosk operator dashboard</ScreenTitle>
      <Profile operator={operator} />
      <Commission commission={commission} />
      <section className="console-section" aria-labelledby="kiosk-users">
        <div className="console-actions">
          <h2 id="kiosk-users" ref={usersTitle} tabIndex={-1}>
            All Users
          </h2>
          <button
            ref={addButton}
            type="button"
            className="button"
            aria-expanded={adding}
            aria-controls="kiosk-add"
            onClick={() => {
              setAdding((open) => !open);
              startEnrolling();
            }}
          >
            Add User
          </button>
        </div>
        {adding ? (
          <AddMerchant
            onDone={() => {
              setAdding(false);
              addButton.current?.focus();
            }}
            onCancel={() => {
              setAdding(false);
              addButton.current?.focus();
            }}
          />
        ) : null}
        <p ref={status} className="console-message" role="status" tabIndex={-1}>
          {message}
        </p>
        <Merchants
          onPay={(merchant, button) => {
            feeOpener.current = button;
            openFeePanel(merchant);
          }}
        />
      </section>
      {paying ? (
        <FeePanel
          key={paying.shopId}
          merchant={paying}
          onClose={() => {
            closeFeePanel();
            // Back to the button that opened it (or the list's heading, should its row have gone).
            if (feeOpener.current?.isConnected) feeOpener.current.focus();
            else usersTitle.current?.focus();
          }}
          // Paid: the panel has closed; the status line says what was recorded and earned.
          onPaid={() => status.current?.focus()}
        />
      ) : null}
    </div>
  );
}

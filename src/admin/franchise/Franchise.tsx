/**
 * The franchise owner's screen (/Admin, role franchise): the plan and how
 * many of its storefronts are open, the owner's commission, the storefronts
 * (each live at its subdomain; a new one opens at once, refused past the
 * plan's limit with the server's words) and the riders, who sign in with the
 * phone given here (added, changed, removed behind a confirmation). What it
 * shows and sends is src/stores/franchise.ts's.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { FRANCHISE_PLANS, storesUsed } from "../../domain/franchise";
import {
  $franchise,
  $franchiseMessage,
  leaveFranchise,
  loadFranchise,
  takeSignedUp,
} from "../../stores/franchise";
import { Alert } from "../../ui/Alert";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { Commission } from "./Commission";
import { Riders } from "./Riders";
import { Storefronts } from "./Storefronts";

const TITLE = "franchise-title";

export default function Franchise(_props: StaffScreenProps) {
  const state = useStore($franchise);
  const message = useStore($franchiseMessage);

  useEffect(() => {
    void loadFranchise();
    return leaveFranchise;
  }, []);
  // Just signed up (the sign-up's form has gone): the focus lands on the franchise's name.
  useEffect(() => {
    if (state.status === "ready" && takeSignedUp()) document.getElementById(TITLE)?.focus();
  }, [state.status]);

  if (state.status !== "ready") {
    return (
      <div className="console-screen">
        <ScreenTitle>Your franchise</ScreenTitle>
        {state.status === "failed" ? (
          <Alert>{state.message}</Alert>
        ) : (
          <Loading label="Loading your franchise" />
        )}
      </div>
    );
  }
  const { franchise, shops, riders } = state.data;
  return (
    <div className="console-screen">
      <ScreenTitle id={TITLE}>{franchise.name}</ScreenTitle>
      <p>
        {franchise.area} · {FRANCHISE_PLANS[franchise.plan].name} ·{" "}
        {storesUsed(franchise.plan, franchise.shopCount)}
      </p>
      <Alert>
        {franchise.status === "suspended"
          ? `This franchise is suspended${franchise.suspendedReason ? ` (${franchise.suspendedReason})` : ""}: call the helpline to resume it. Until then nothing here can be changed.`
          : ""}
      </Alert>
      <p className="console-message" role="status">
        {message}
      </p>
      <Commission percent={franchise.commissionPercent} />
      <Storefronts shops={shops} />
      <Riders riders={riders} />
    </div>
  );
}

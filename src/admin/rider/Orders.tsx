/**
 * The rider's deliveries, for a rider signed in by phone (GET /api/rider/orders),
 * made for a phone first: each delivery's shop with its pickup address, the
 * drop address, tap-to-call numbers and map links, the cash to collect, and
 * one big button named for what the rider does next (Accept, Picked up,
 * Delivered: src/domain/orders/riderSteps.ts). "Delivered" asks first, and
 * on a cash-on-delivery order takes the cash collected. The list and the
 * steps are the store's (stores/riderOrders.ts). An order given to the rider
 * rings at once (stores/riderLive.ts); the list also reloads every 30 s.
 */

import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { RiderDelivery } from "../../contract/rider";
import type { RiderStep } from "../../domain/orders/riderSteps";
import { showPhone } from "../../domain/signInPhone";
import { watchRiderLive } from "../../stores/riderLive";
import {
  $riderDeliveries,
  loadRiderDeliveries,
  openRiderDeliveries,
  takeRiderStep,
} from "../../stores/riderOrders";
import { Alert } from "../../ui/Alert";
import { useFocusLater } from "../orders/useFocusLater";
import { PushControl } from "../PushControl";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import { cardHeading } from "./DeliveryCard";
import { DeliverySections } from "./DeliverySections";
import "./rider.css";

/** How often the list reloads itself while the screen is open (new orders wait for a rider). */
const REFRESH_MS = 30_000;

export default function RiderOrders(_props: StaffScreenProps) {
  const { rider, list, failure, message, busy } = useStore($riderDeliveries);
  const messageLine = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();

  useEffect(() => {
    void openRiderDeliveries();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void loadRiderDeliveries();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  // An order given to the rider rings at once (stores/liveOrders.ts).
  useEffect(() => watchRiderLive(), []);

  const step = async (delivery: RiderDelivery, name: RiderStep, cash?: number) => {
    const refusal = await takeRiderStep(delivery, name, cash);
    // The card takes focus where the step put it (else the message); a refused "Delivered" keeps its dialog.
    focusLater(() =>
      document.activeElement?.closest("dialog[open]")
        ? null
        : (cardHeading(delivery.orderId) ?? messageLine.current),
    );
    return refusal;
  };

  return (
    <div className="console-screen rider-screen">
      <ScreenTitle>Your deliveries</ScreenTitle>
      {rider ? (
        <p className="rider-who">
          {rider.name} · {rider.vehicleType} · {showPhone(rider.phone)}
          {rider.franchise ? ` · ${rider.franchise.name}` : " · Platform rider"}
        </p>
      ) : null}
      <div className="console-actions">
        <button type="button" className="button button-secondary" onClick={() => void loadRiderDeliveries()}>
          Refresh
        </button>
      </div>
      <PushControl target={{ kind: "rider" }} />
      <p ref={messageLine} className="console-message" role="status" tabIndex={-1}>
        {message}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      {list === null ? (
        failure ? null : (
          <Loading label="Loading your deliveries" />
        )
      ) : (
        <DeliverySections list={list} busy={busy !== null} onStep={step} />
      )}
    </div>
  );
}

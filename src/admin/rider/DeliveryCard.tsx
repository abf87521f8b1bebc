/**
 * One delivery on the rider's list, made for a phone: the shop with its
 * pickup address, the drop address, tap-to-call numbers and map links, the
 * cash to collect, and one big button named for what the rider does next
 * (Accept, Picked up, Delivered: src/domain/orders/riderSteps.ts).
 */
import { useId } from "react";
import type { DeliveryPlace, RiderDelivery } from "../../contract/rider";
import { formatIndiaDateTime } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { lineLabel } from "../../domain/orders/placement";
import { RIDER_STEPS, type RiderStep, riderNextStep, riderStageText } from "../../domain/orders/riderSteps";
import { readablePhone } from "../../domain/signInPhone";
import { DeliverButton } from "./DeliverButton";

/** A delivery's card heading (which takes focus after a step, the card wherever it went), if it is on the list. */
export const cardHeading = (orderId: string): HTMLElement | null =>
  document.querySelector<HTMLElement>(`[data-order-id="${CSS.escape(orderId)}"] h3`);

/** One place of a delivery: who, where, a call link and a map link. */
function Place({ title, place, missing }: { title: string; place: DeliveryPlace; missing: string }) {
  return (
    <div className="rider-place">
      <h4>{title}</h4>
      <p className="rider-place-name">{place.name}</p>
      <p>{place.address || missing}</p>
      <div className="rider-links">
        {place.tel ? (
          <a className="button button-secondary" href={place.tel}>
            Call <span className="rider-phone">{readablePhone(place.phone)}</span>
            <span className="visually-hidden"> ({title.toLowerCase()})</span>
          </a>
        ) : null}
        {place.mapUrl ? (
          <a
            className="button button-secondary"
            href={place.mapUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            Map<span className="visually-hidden"> of the {title.toLowerCase()} (opens Google Maps)</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}

export function DeliveryCard({
  delivery,
  busy,
  onStep,
}: {
  delivery: RiderDelivery;
  busy: boolean;
  onStep: (step: RiderStep, cash?: number) => Promise<string | null>;
}) {
  const next = riderNextStep(delivery);
  const headingId = useId();
  const cod = delivery.paymentMethod === "COD";
  return (
    <li className="console-card rider-delivery" aria-labelledby={headingId} data-order-id={delivery.orderId}>
      <div className="console-order-head">
        <h3 id={headingId} tabIndex={-1}>
          Order #{delivery.number} · {delivery.pickup.name}
        </h3>
        <span className={`console-stage stage-${delivery.stage.replace(/\s/g, "-").toLowerCase()}`}>
          {delivery.stage}
        </span>
      </div>
      <p className="rider-stage-text">{riderStageText(delivery)}</p>
      <ul className="rider-lines">
        {delivery.lines.map((line) => (
          <li key={line.orderId}>
            {lineLabel(line.productName, line.size, line.color)} × {line.productCount}
          </li>
        ))}
      </ul>
      <p className={cod ? "rider-cash" : undefined}>
        {delivery.cashCollected !== null
          ? `Cash collected: ${formatInr(delivery.cashCollected)}${delivery.cashCollectedAt ? ` at ${formatIndiaDateTime(delivery.cashCollectedAt)}` : ""}`
          : cod
            ? `Cash on delivery: collect ${formatInr(delivery.cashDue)}`
            : "Paid by UPI: no cash to collect"}
      </p>
      <Place
        title="Pickup"
        place={delivery.pickup}
        missing="The shop has not given a pickup address: call the shop."
      />
      <Place title="Drop" place={delivery.drop} missing="No address: call the customer." />
      {next === "deliver" ? (
        <DeliverButton delivery={delivery} busy={busy} onDeliver={(cash) => onStep("deliver", cash)} />
      ) : next ? (
        <button type="button" className="button rider-step" disabled={busy} onClick={() => void onStep(next)}>
          {RIDER_STEPS[next].label}
          <span className="visually-hidden"> order #{delivery.number}</span>
        </button>
      ) : null}
    </li>
  );
}

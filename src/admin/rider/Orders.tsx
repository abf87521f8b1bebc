/**
 * The rider's deliveries, for a rider signed in by phone (GET /api/rider/orders),
 * made for a phone first: each delivery's shop with its pickup address, the
 * drop address, tap-to-call numbers and map links, the cash to collect, and
 * one big button named for what the rider does next (Accept, Picked up,
 * Delivered: src/domain/orders/riderSteps.ts). "Delivered" asks first, and
 * on a cash-on-delivery order takes the cash collected.
 */

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { refusalOf } from "../../api/refusal";
import { riderDeliveries, takeStep } from "../../api/rider";
import type { DeliveryPlace, RiderAccount, RiderDelivery } from "../../contract/rider";
import { formatIndiaDateTime, indiaDate } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import { lineLabel } from "../../domain/orders/placement";
import {
  cashCollectedOn,
  cashProblem,
  deliverQuestion,
  RIDER_STEPS,
  type RiderSection,
  type RiderStep,
  riderNextStep,
  riderSection,
  riderStageText,
} from "../../domain/orders/riderSteps";
import { readablePhone, showPhone } from "../../domain/signInPhone";
import type { StaffScreenProps } from "../screenProps";
import { Loading, ScreenTitle } from "../ui";
import "./rider.css";

/** How often the list reloads itself while the screen is open (new orders wait for a rider). */
const REFRESH_MS = 30_000;

export default function RiderOrders(_props: StaffScreenProps) {
  const [rider, setRider] = useState<RiderAccount | null>(null);
  const [list, setList] = useState<RiderDelivery[] | null>(null);
  const [message, setMessage] = useState("");
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await riderDeliveries();
      setRider(answer.rider);
      setList(answer.deliveries);
      setFailure("");
    } catch (cause) {
      setFailure(refusalOf(cause, "Could not load your deliveries: check your connection and try again."));
    }
  }, []);
  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const step = async (delivery: RiderDelivery, name: RiderStep, cash?: number): Promise<string | null> => {
    setBusy(delivery.orderId);
    setMessage("");
    try {
      await takeStep(delivery.orderId, name, cash);
      setMessage(`Order #${delivery.number}: ${RIDER_STEPS[name].label}`);
      await load();
      return null;
    } catch (cause) {
      const refusal = refusalOf(cause, "Could not update the order: try again.");
      setMessage(`Order #${delivery.number}: ${refusal}`);
      await load();
      return refusal;
    } finally {
      setBusy(null);
    }
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
        <button type="button" className="button button-secondary" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      <p className="console-message" role="status">
        {message}
      </p>
      {failure ? (
        <p className="console-error" role="alert">
          {failure}
        </p>
      ) : null}
      {list === null ? (
        failure ? null : (
          <Loading label="Loading your deliveries" />
        )
      ) : (
        <Sections list={list} busy={busy !== null} onStep={step} />
      )}
    </div>
  );
}

const SECTIONS: { id: RiderSection; title: string; empty: string }[] = [
  {
    id: "mine",
    title: "Yours to deliver",
    empty: "Nothing to carry now. Accept an order waiting below, or wait for the next.",
  },
  {
    id: "waiting",
    title: "Waiting for a rider",
    empty: "No orders wait for a rider. New ones of your shops show here once their sellers confirm them.",
  },
  { id: "done", title: "Done today", empty: "Nothing delivered yet today." },
];

/**
 * The list in its three parts (domain/orders/riderSteps.ts riderSection): theirs first, the orders
 * waiting for any rider apart, and theirs done today under the day's cash, so a delivered order moves
 * to "Done today" instead of out of sight.
 */
function Sections({
  list,
  busy,
  onStep,
}: {
  list: RiderDelivery[];
  busy: boolean;
  onStep: (delivery: RiderDelivery, name: RiderStep, cash?: number) => Promise<string | null>;
}) {
  const cash = cashCollectedOn(list, indiaDate(new Date()));
  return (
    <>
      {SECTIONS.map(({ id, title, empty }) => {
        const part = list.filter((d) => riderSection(d) === id);
        return (
          <section key={id} className="rider-section" aria-labelledby={`rider-${id}`}>
            <h2 id={`rider-${id}`}>
              {title} <span className="console-muted">({part.length})</span>
            </h2>
            {id === "done" ? (
              <p className="rider-cash">
                Cash collected today: <span className="console-strong">{formatInr(cash.total)}</span> on{" "}
                {cash.count === 1 ? "1 delivery" : `${cash.count} deliveries`}
              </p>
            ) : null}
            {part.length === 0 ? (
              <p className="console-muted">{empty}</p>
            ) : (
              <ul className="console-list">
                {part.map((delivery) => (
                  <DeliveryCard
                    key={`${delivery.orderId}|${delivery.stage}|${delivery.mine}`}
                    delivery={delivery}
                    busy={busy}
                    onStep={(name, cash) => onStep(delivery, name, cash)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

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

function DeliveryCard({
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
    <li className="console-card rider-delivery" aria-labelledby={headingId}>
      <div className="console-order-head">
        <h3 id={headingId}>
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

/**
 * "Delivered": a modal dialog asks first (focus on the cash field on a COD
 * order, else on "Not yet"; Escape keeps it as it is), checks the cash with
 * the server's own rule, and stays open with the server's words on a refusal.
 */
function DeliverButton({
  delivery,
  busy,
  onDeliver,
}: {
  delivery: RiderDelivery;
  busy: boolean;
  onDeliver: (cash?: number) => Promise<string | null>;
}) {
  const cod = delivery.paymentMethod === "COD";
  const [open, setOpen] = useState(false);
  const [cash, setCash] = useState("");
  const [error, setError] = useState("");
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    dialog.current?.showModal();
    first.current?.focus();
  }, [open]);
  const close = () => {
    dialog.current?.close();
    setOpen(false);
    setError("");
    opener.current?.focus();
  };
  const confirm = async () => {
    const typed = cash.trim();
    const amount = cod ? (typed === "" ? undefined : Number(typed)) : undefined;
    const problem =
      amount !== undefined && !Number.isFinite(amount)
        ? "Enter the cash as a number of rupees, like 520"
        : cashProblem(delivery.paymentMethod, delivery.cashDue, amount);
    if (problem) {
      setError(problem);
      first.current?.focus();
      return;
    }
    const refusal = await onDeliver(amount);
    if (refusal) setError(refusal);
    else close();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button rider-step"
        disabled={busy}
        onClick={() => setOpen(true)}
      >
        {RIDER_STEPS.deliver.label}
        <span className="visually-hidden"> order #{delivery.number}</span>
      </button>
      {open ? (
        <dialog
          ref={dialog}
          className="console-dialog"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onCancel={(e) => {
            e.preventDefault();
            close();
          }}
        >
          <form
            method="dialog"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void confirm();
            }}
          >
            <h2 id={`${id}-title`}>Mark order #{delivery.number} as delivered?</h2>
            <p id={`${id}-text`}>{deliverQuestion(delivery.paymentMethod, delivery.cashDue)}</p>
            {cod ? (
              <div className={`console-field${error ? " has-error" : ""}`}>
                <label htmlFor={`${id}-cash`}>Cash collected (₹)</label>
                <input
                  ref={first}
                  id={`${id}-cash`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  value={cash}
                  onChange={(e) => setCash(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
              </div>
            ) : null}
            <p id={`${id}-error`} className="console-field-error" role="alert">
              {error}
            </p>
            <div className="console-dialog-actions">
              <button
                ref={cod ? undefined : first}
                type="button"
                className="button button-secondary"
                onClick={close}
              >
                Not yet
              </button>
              <button type="submit" className="button" disabled={busy}>
                Mark as Delivered
              </button>
            </div>
          </form>
        </dialog>
      ) : null}
    </>
  );
}

/**
 * The rider's list in its three parts (domain/orders/riderSteps.ts riderSection): theirs first, the
 * orders waiting for any rider apart, and theirs done today under the day's cash, so a delivered order
 * moves to "Done today" instead of out of sight.
 */
import type { RiderDelivery } from "../../contract/rider";
import { indiaDate } from "../../domain/delivery";
import { formatInr } from "../../domain/inr";
import {
  cashCollectedOn,
  type RiderSection,
  type RiderStep,
  riderSection,
} from "../../domain/orders/riderSteps";
import { DeliveryCard } from "./DeliveryCard";

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

export function DeliverySections({
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

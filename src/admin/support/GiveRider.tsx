/**
 * "Give this order to" on the support admin's order view (issue 25): one of
 * the riders the platform offers, the one on the order chosen at first; an
 * order delivered keeps its rider, a cancelled one has none to give.
 */
import { useEffect, useState } from "react";
import type { SupportOrderResponse } from "../../contract/support";
import { CANCELED } from "../../domain/orders/console";
import { riderChangeRefusal } from "../../domain/orders/support";
import { type ChangeResult, giveSupportRider } from "../../stores/supportOrders";
import { Field } from "../ui";

export function GiveRider({
  data: { order, rider, riders },
  busy,
  onSaid,
}: {
  data: SupportOrderResponse;
  busy: boolean;
  /** The view says how it went (and moves focus to what it said). */
  onSaid: (result: ChangeResult) => void;
}) {
  const [riderId, setRiderId] = useState(String(rider?.riderId ?? ""));
  // Each answer puts the picker back on the order's rider.
  useEffect(() => setRiderId(String(rider?.riderId ?? "")), [rider]);
  const cannotGiveRider =
    order.stage === CANCELED ? "This order was canceled" : riderChangeRefusal(order.riderStatus);
  return (
    <section className="console-section" aria-labelledby="support-rider">
      <h2 id="support-rider">Rider</h2>
      {cannotGiveRider ? (
        <p>{cannotGiveRider}.</p>
      ) : riders.length === 0 ? (
        <p>No rider is on the platform yet.</p>
      ) : (
        <form
          className="console-form"
          onSubmit={(e) => {
            e.preventDefault();
            void giveSupportRider(riderId).then(onSaid);
          }}
        >
          <Field id="support-rider-pick" label="Give this order to">
            {(props) => (
              <select {...props} value={riderId} onChange={(e) => setRiderId(e.target.value)}>
                <option value="">Choose a rider</option>
                {riders.map((r) => (
                  <option key={r.riderId} value={r.riderId}>
                    {r.name} · {r.vehicleType || "vehicle not given"} · {r.phoneNumber}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="console-actions">
            <button
              type="submit"
              className="button"
              disabled={busy || !riderId || riderId === String(rider?.riderId ?? "")}
            >
              Give to this rider
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

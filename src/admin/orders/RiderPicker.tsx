/**
 * The seller's "Assign rider" form on an order: the shop's riders to pick
 * from (GET …/riders), the one already on the order chosen, else the first;
 * "Someone else" last, and only then the name, phone and vehicle to type.
 * With no rider on the list, the typed fields alone.
 */
import { type SubmitEvent, useState } from "react";
import type { OrderDetail } from "../../contract/orderDetail";
import type { ShopRidersResponse } from "../../contract/seller";
import { riderChoice, SOMEONE_ELSE } from "../../domain/orders/riderChoice";

type Rider = ShopRidersResponse["riders"][number];
type RiderDetails = OrderDetail["riderDetails"][number];
export function RiderPicker({
  riders,
  assigned,
  busy,
  onAssign,
  onMissing,
}: {
  riders: readonly Rider[];
  assigned: RiderDetails | undefined;
  busy: boolean;
  onAssign: (rider: Rider) => void;
  onMissing: () => void;
}) {
  const [pick, setPick] = useState(() => riderChoice(riders, assigned));
  const typed = pick === SOMEONE_ELSE;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const rider = typed
      ? { name: text("name"), phoneNumber: text("phoneNumber"), vehicleType: text("vehicleType") }
      : riders[Number(pick)];
    if (!rider?.name || !rider.phoneNumber || !rider.vehicleType) {
      onMissing();
      return;
    }
    onAssign(rider);
  };
  return (
    <form onSubmit={submit}>
      {riders.length ? (
        <label>
          Rider
          <select name="pick" value={pick} onChange={(e) => setPick(e.currentTarget.value)}>
            {riders.map((r, i) => (
              <option key={`${r.phoneNumber}-${r.name}`} value={String(i)}>
                {r.name} · {r.vehicleType} · {r.phoneNumber}
              </option>
            ))}
            <option value={SOMEONE_ELSE}>Someone else (type their details)</option>
          </select>
        </label>
      ) : null}
      {typed ? (
        <>
          {riders.length ? (
            <p className="console-hint">Not on the list: their name, phone and vehicle.</p>
          ) : null}
          <label>
            Rider name
            <input name="name" defaultValue={assigned?.name} autoComplete="off" />
          </label>
          <label>
            Rider phone
            <input name="phoneNumber" type="tel" inputMode="tel" defaultValue={assigned?.phoneNumber} />
          </label>
          <label>
            Vehicle
            <input name="vehicleType" defaultValue={assigned?.vehicleType} />
          </label>
        </>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        Save rider
      </button>
    </form>
  );
}

/**
 * The seller's order note on an order line: who delivers it (a delivery
 * partner and its shipping id) and when (date and time); the fields filled
 * in replace what the note held, the rest stay.
 */
import type { SubmitEvent } from "react";
import type { OrderDetail } from "../../contract/orderDetail";

/** What the note's form holds when it is sent: the filled fields, trimmed. */
export type OrderNoteFields = {
  deliveryPartner?: string;
  ShippingId?: string;
  deliveryDate?: string;
  deliveryTime?: string;
};

/** The form's filled fields, trimmed. */
const fields = (event: SubmitEvent<HTMLFormElement>) => {
  event.preventDefault();
  return Object.fromEntries(
    [...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v).trim()]).filter(([, v]) => v !== ""),
  ) as OrderNoteFields;
};

export function OrderNote({
  order,
  number,
  busy,
  onSave,
}: {
  order: OrderDetail;
  number: string;
  busy: boolean;
  onSave: (note: OrderNoteFields) => void;
}) {
  return (
    <details>
      <summary>
        Order note<span className="visually-hidden"> for #{number}</span>
      </summary>
      <form onSubmit={(e) => onSave(fields(e))}>
        <label>
          Delivery partner
          <input name="deliveryPartner" />
        </label>
        <label>
          Shipping ID
          <input name="ShippingId" />
        </label>
        <label>
          Delivery date
          <input name="deliveryDate" type="date" defaultValue={order.deliveryBy} />
        </label>
        <label>
          Delivery time
          <input name="deliveryTime" type="time" defaultValue={order.deliveryTime} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          Save note
        </button>
      </form>
    </details>
  );
}

/**
 * A rider hears of an order given to them at once (issue 36): while their
 * deliveries are open the rider's live stream is held (liveOrders.ts
 * `holdStream`), and an assignment rings (`ring`) and reloads the list.
 */
import { riderLiveEvents } from "../api/live";
import { $live, holdStream, ring } from "./liveOrders";
import { loadRiderDeliveries } from "./riderOrders";

/** The rider's stream: an order given to them rings and reloads their deliveries. */
export function watchRiderLive(): () => void {
  return holdStream(riderLiveEvents, (event) => {
    if (event !== "rider.assigned") return;
    $live.set({ ...$live.get(), lastNew: "An order was just given to you" });
    ring("Order for you", "A shop gave you an order to deliver. Open your deliveries.", "rider-orders");
    void loadRiderDeliveries();
  });
}

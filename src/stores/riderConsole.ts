/**
 * The rider's console (rider key), not persisted: the rider's orders and the
 * confirmed ones awaiting a rider (POST /api/digiorder/riderorders, which
 * also says who the rider is: kept in the `rider` slice), and the line that
 * says what the last load or move did. A refused key signs the console out.
 */
import { atom } from "nanostores";
import { HTTPError } from "../api/client";
import { riderOrders } from "../api/digiorder";
import { refusalOf } from "../api/refusal";
import type { OrderDetail } from "../contract/orderDetail";
import { latestWins } from "./persist";
import { $rider } from "./rider";
import { signOutConsole } from "./staff";

export interface RiderConsole {
  /** The rider's orders; null until the first load. */
  orders: OrderDetail[] | null;
  /** What the last load or move said ("Order #A2B3C4: En Route", "Could not load the orders."). */
  message: string;
}

export const NO_CONSOLE: RiderConsole = { orders: null, message: "" };

export const KEY_REFUSED = "The rider key was refused.";
export const ORDERS_FAILED = "Could not load the orders.";

/** The rider-key console's orders. */
export const $riderConsole = atom<RiderConsole>(NO_CONSOLE);

const beginLoad = latestWins();

/** Loads the rider's orders with their key (on opening and "Refresh"); a 401 signs the console out. */
export async function loadRiderConsole(riderKey: string): Promise<void> {
  const isLatest = beginLoad();
  try {
    const { response, rider } = await riderOrders({ role: "rider", key: riderKey });
    if (!isLatest()) return;
    $rider.set({ ...rider });
    $riderConsole.set({ ...$riderConsole.get(), orders: response });
  } catch (cause) {
    if (cause instanceof HTTPError && cause.response.status === 401) {
      void signOutConsole(refusalOf(cause, KEY_REFUSED));
      return;
    }
    if (isLatest()) sayOnRiderConsole(refusalOf(cause, ORDERS_FAILED));
  }
}

/** Opens the console afresh for a key (nothing held from another) and loads it. */
export function openRiderConsole(riderKey: string): Promise<void> {
  $riderConsole.set(NO_CONSOLE);
  return loadRiderConsole(riderKey);
}

/** An order as a move answered it, in its place in the list. */
export function replaceRiderConsoleOrder(fresh: OrderDetail): void {
  const held = $riderConsole.get();
  if (!held.orders) return;
  $riderConsole.set({ ...held, orders: held.orders.map((o) => (o.orderId === fresh.orderId ? fresh : o)) });
}

/** The console's line: what a move did or why it was refused ("" clears it). */
export function sayOnRiderConsole(message: string): void {
  $riderConsole.set({ ...$riderConsole.get(), message });
}

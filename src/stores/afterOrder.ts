/**
 * After the order (issue 26): the shopper cancels an order or asks for its
 * return; the server's changed card replaces the one the `user` store holds.
 * A refusal rejects with the server's words (src/api/refusal.ts reads them)
 * and changes nothing here.
 */
import { cancelOrder, requestReturn, sendReturnPhoto } from "../api/afterOrder";
import type { OrderCard } from "../contract/userData";
import { $user } from "./user";

/** The signed-in shopper's key (the body's `email`), or an error for a visitor. */
function shopper(): string {
  const { userLogged, userData } = $user.get();
  if (!userLogged || !userData) throw new Error("Sign in to change your orders");
  return userData.email;
}

/** Puts the server's card in place of the held one with its id. */
export function putOrderCard(card: OrderCard): void {
  const user = $user.get();
  if (!user.userData) return;
  const orders = user.userData.orders.map((o) => (o.orderId === card.orderId ? { ...o, ...card } : o));
  $user.set({ ...user, userData: { ...user.userData, orders } });
}

/** Cancels the shopper's order (before it leaves the shop) with their reason. */
export async function cancelMyOrder(orderId: string, reason: string): Promise<void> {
  putOrderCard(await cancelOrder(shopper(), orderId, reason));
}

/** Asks for a return of a delivered order: the photo first (when one is chosen), then the request. */
export async function askForReturn(orderId: string, reason: string, photo: File | null): Promise<void> {
  const email = shopper();
  const url = photo ? await sendReturnPhoto(email, orderId, photo) : "";
  putOrderCard(await requestReturn(email, orderId, reason, url));
}

/**
 * Whether the shopper's device is online, as the browser says
 * (navigator.onLine and its online/offline events). The storefront shows an
 * offline notice from it (OfflineNotice.tsx), and what failed for want of a
 * network (a screen's code, the shop's lookup) is asked again when it comes
 * back. A call that fails while the browser still says online (the API down,
 * a network that lies) shows its own failure, never "offline".
 */
import { atom, onMount } from "nanostores";

export const $online = atom(true);

onMount($online, () => {
  const update = () => $online.set(navigator.onLine);
  update();
  addEventListener("online", update);
  addEventListener("offline", update);
  return () => {
    removeEventListener("online", update);
    removeEventListener("offline", update);
  };
});

/** Calls `retry` each time the device comes back online; returns the unsubscribe. */
export function whenBackOnline(retry: () => void): () => void {
  let was = $online.get();
  return $online.subscribe((online) => {
    if (online && !was) retry();
    was = online;
  });
}

/**
 * The seller console rings (issue 36): while the orders screen is open it
 * holds the shop's live stream (api/digiorder.ts `shopLiveEvents`); a new
 * order reloads the orders at once, plays a chime (unless the seller turned
 * the sound off: kept in this browser), shows a system notification when the
 * tab is hidden (once the seller allowed them) and vibrates a phone; any other
 * change reloads the orders. A dropped stream is opened again after a pause
 * that grows to 30 s; the 15 s poll (sellerOrders.ts) stays as the floor.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { shopLiveEvents } from "../api/live";
import { persistentValidated } from "./persist";
import { STAFF_SCOPE } from "./pushDevice";
import { loadSellerOrders } from "./sellerOrders";

/** The chime on a new order: on unless the seller turns it off (kept in this browser). */
export const $orderSound = persistentValidated("orderSound", v.boolean(), true);

/** Whether the stream is open now, and the last new order heard (for the screen's words). */
export const $live = atom<{ connected: boolean; lastNew: string }>({ connected: false, lastNew: "" });

/** A short two-note chime made on the spot (no sound file to fetch), or nothing where audio is refused. */
export function chime(): void {
  const Context = window.AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    for (const [i, frequency] of [880, 1320].entries()) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      const at = audio.currentTime + i * 0.18;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.17);
    }
    setTimeout(() => void audio.close(), 600);
  } catch {
    // A browser that will not play before a click: the title and the list still change.
  }
}

/**
 * Rings: the chime (unless turned off), a phone's vibration, and a system notification when the tab is
 * hidden: through the staff app's service worker where it is registered (Android's Chrome shows
 * notifications from a service worker only), else the page's own.
 */
export function ring(title: string, body: string, tag: string): void {
  if ($orderSound.get()) chime();
  navigator.vibrate?.([150, 80, 150]);
  if (
    document.visibilityState !== "hidden" ||
    !("Notification" in window) ||
    Notification.permission !== "granted"
  )
    return;
  void (async () => {
    const registration = await navigator.serviceWorker?.getRegistration(STAFF_SCOPE).catch(() => undefined);
    try {
      // A worker still installing cannot show one yet: the page shows it then.
      if (registration?.active) await registration.showNotification(title, { body, tag });
      else new Notification(title, { body, tag });
    } catch {
      // Neither is allowed here: the chime, the vibration and the title carry it.
    }
  })();
}

/** The orders this page has rung for (the last 200): an event heard twice rings once. */
const rungFor: string[] = [];

/**
 * Whether `orderId` is heard here for the first time (then it is remembered). A stream may hand the
 * same event twice (seen once, under load, on the e2e run's API: cause not yet found): the seller
 * hears one ring per order. An event without an id always rings.
 */
export function firstHearing(orderId: string | undefined): boolean {
  if (!orderId) return true;
  if (rungFor.includes(orderId)) return false;
  rungFor.push(orderId);
  if (rungFor.length > 200) rungFor.shift();
  return true;
}

/** What a new order does on the console. */
export function ringFor(shopId: string, data: string): void {
  let count = 1;
  let orderId: string | undefined;
  try {
    const event = JSON.parse(data) as { count?: number; orderId?: string };
    count = Number(event.count) || 1;
    orderId = typeof event.orderId === "string" ? event.orderId : undefined;
  } catch {
    // The count is a nicety.
  }
  if (!firstHearing(orderId)) return;
  const words = count === 1 ? "A new order" : `A new order of ${count} lines`;
  $live.set({ ...$live.get(), lastNew: `${words} just came in` });
  ring("New order", `${words} for ${shopId}. Open the console to confirm it.`, `orders-${shopId}`);
}

/** Holds a live stream until the returned function is called: opened again after a pause growing to 30 s. */
export function holdStream(
  open: (onEvent: (event: string, data: string) => void, signal: AbortSignal) => Promise<void>,
  onEvent: (event: string, data: string) => void,
): () => void {
  const stop = new AbortController();
  let pause = 1_000;
  const handle = (event: string, data: string) => {
    if (event === "ready") {
      pause = 1_000;
      $live.set({ ...$live.get(), connected: true });
      return;
    }
    onEvent(event, data);
  };
  void (async () => {
    while (!stop.signal.aborted) {
      await open(handle, stop.signal).catch(() => {});
      $live.set({ ...$live.get(), connected: false });
      if (stop.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(30_000, pause * 2);
    }
  })();
  return () => {
    stop.abort();
    $live.set({ connected: false, lastNew: "" });
  };
}

/** The shop's stream: a new order rings and reloads the orders; any change reloads them. */
export function watchLiveOrders(shopId: string): () => void {
  return holdStream(
    (onEvent, signal) => shopLiveEvents(shopId, onEvent, signal),
    (event, data) => {
      if (event === "order.new") ringFor(shopId, data);
      void loadSellerOrders();
    },
  );
}

/**
 * "Get notifications on this device" (issue 36): the staff app's service
 * worker (/staff-sw.js, scope /Admin/), and this browser's push subscription
 * given to the API for a shop's new orders (a seller) or for the orders given
 * to the rider. Which targets this browser turned on is kept here
 * (localStorage): the subscription itself is one per browser, dropped when no
 * target uses it any more. Each refusal says what to do: a browser without
 * push, notifications blocked, a server without VAPID keys, a push service
 * that cannot be reached.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { type PushTarget, pushKey, subscribeDevice, unsubscribeDevice } from "../api/push";
import { persistentValidated } from "./persist";

export const STAFF_WORKER = "/staff-sw.js";
export const STAFF_SCOPE = "/Admin/";

export type PushState = "checking" | "unsupported" | "off" | "on" | "busy";

export const $pushDevice = atom<{ state: PushState; message: string }>({ state: "checking", message: "" });

/** The targets this browser turned on ("shop:demo", "rider"). */
export const $pushTargets = persistentValidated("pushTargets", v.array(v.string()), [] as string[]);

const targetKey = (target: PushTarget) => (target.kind === "shop" ? `shop:${target.shopId}` : "rider");

export const PUSH_WORDS = {
  unsupported:
    "This browser cannot get notifications from the console (no service worker or push). On a phone, use Chrome or Firefox; on an iPhone, add the console to the home screen first.",
  denied:
    "Notifications are blocked for this site. Allow them in the browser's site settings (the lock by the address), then turn this on again.",
  dismissed: "Notifications were not allowed. Turn this on again and choose Allow when the browser asks.",
  serverOff: "This server does not send notifications to devices (it has no VAPID keys).",
  unreachable:
    "The browser could not reach its push service, so notifications cannot be turned on here. Check the connection and try again.",
  refused: "The server did not take this device. Try again in a moment.",
  on: "Notifications on: new ones reach this device even when the console is closed.",
  off: "Notifications off for this device.",
} as const;

export const pushSupported = (): boolean =>
  typeof window !== "undefined" &&
  "serviceWorker" in navigator &&
  "PushManager" in window &&
  "Notification" in window;

/** The staff app's service worker, registered on first use; null where the browser has none or refuses it. */
export async function staffWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return null;
  try {
    return (
      (await navigator.serviceWorker.getRegistration(STAFF_SCOPE)) ??
      (await navigator.serviceWorker.register(STAFF_WORKER, { scope: STAFF_SCOPE }))
    );
  } catch {
    return null;
  }
}

/** Resolves once the registration's worker is active (a push subscription needs one). */
function activated(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (registration.active || !worker) return Promise.resolve();
  return new Promise((resolve) => {
    worker.addEventListener("statechange", () => {
      if (worker.state === "activated" || worker.state === "redundant") resolve();
    });
  });
}

/** Reads whether this browser gets pushes for `target` now. */
export async function checkPush(target: PushTarget): Promise<void> {
  if (!pushSupported()) {
    $pushDevice.set({ state: "unsupported", message: PUSH_WORDS.unsupported });
    return;
  }
  const registration = await staffWorker();
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  const on =
    Boolean(subscription) &&
    Notification.permission === "granted" &&
    $pushTargets.get().includes(targetKey(target));
  $pushDevice.set({ state: on ? "on" : "off", message: "" });
}

const base64urlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** Turns notifications on for `target`: permission, the worker, a subscription, the API told. */
export async function turnPushOn(target: PushTarget): Promise<void> {
  if (!pushSupported()) {
    $pushDevice.set({ state: "unsupported", message: PUSH_WORDS.unsupported });
    return;
  }
  $pushDevice.set({ state: "busy", message: "" });
  const off = (message: string) => $pushDevice.set({ state: "off", message });
  const permission = await Notification.requestPermission();
  if (permission === "default") return off(PUSH_WORDS.dismissed);
  if (permission !== "granted") return off(PUSH_WORDS.denied);
  const key = await pushKey().catch(() => undefined);
  if (key === undefined) return off(PUSH_WORDS.refused);
  if (key === null) return off(PUSH_WORDS.serverOff);
  const registration = await staffWorker();
  if (!registration) return off(PUSH_WORDS.unsupported);
  let subscription: PushSubscription;
  try {
    await activated(registration);
    subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64urlToBytes(key),
      }));
  } catch {
    return off(PUSH_WORDS.unreachable);
  }
  try {
    await subscribeDevice(target, subscription.toJSON());
  } catch {
    return off(PUSH_WORDS.refused);
  }
  const keyOf = targetKey(target);
  $pushTargets.set([...$pushTargets.get().filter((t) => t !== keyOf), keyOf]);
  $pushDevice.set({ state: "on", message: PUSH_WORDS.on });
}

/** Turns notifications off for `target`; the browser's subscription goes when no target uses it. */
export async function turnPushOff(target: PushTarget): Promise<void> {
  $pushDevice.set({ state: "busy", message: "" });
  const registration = await staffWorker();
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  if (subscription) {
    try {
      await unsubscribeDevice(target, subscription.endpoint);
    } catch {
      $pushDevice.set({ state: "on", message: PUSH_WORDS.refused });
      return;
    }
  }
  const left = $pushTargets.get().filter((t) => t !== targetKey(target));
  $pushTargets.set(left);
  if (subscription && left.length === 0) await subscription.unsubscribe().catch(() => false);
  $pushDevice.set({ state: "off", message: PUSH_WORDS.off });
}

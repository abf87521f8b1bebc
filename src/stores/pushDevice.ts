/**
 * "Get notifications on this device" (issue 36): the staff app's service
 * worker (/staff-sw.js, scope /Admin/), and this browser's push subscription
 * given to the API for a shop's new orders (a seller) or for the orders given
 * to the rider. Which targets this browser turned on is kept here
 * (localStorage): the subscription itself is one per browser, dropped when no
 * target uses it any more. Each refusal says what to do: a browser without
 * push, notifications blocked, a server without VAPID keys, a push service
 * that cannot be reached.
 *
 * A browser renews a subscription now and then (or drops it): the worker
 * hands the renewed one to the API itself (`pushsubscriptionchange`, with the
 * API's address in its script URL), and each console, when it opens, gives
 * the API the subscription again when it is not the one the API was last
 * given for its target (or subscribes again when the browser dropped it).
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { API_URL } from "../api/http";
import { type PushTarget, pushKey, subscribeDevice, unsubscribeDevice } from "../api/push";
import { persistentValidated } from "./persist";

export const STAFF_WORKER = "/staff-sw.js";
export const STAFF_SCOPE = "/Admin/";

export type PushState = "checking" | "unsupported" | "off" | "on" | "busy";

export const $pushDevice = atom<{ state: PushState; message: string }>({ state: "checking", message: "" });

/** The targets this browser turned on ("shop:demo", "rider"). */
export const $pushTargets = persistentValidated("pushTargets", v.array(v.string()), [] as string[]);

/** The endpoint each target was last given to the API with. */
export const $pushEndpoints = persistentValidated(
  "pushEndpoints",
  v.record(v.string(), v.string()),
  {} as Record<string, string>,
);

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

/** The worker's script with the API's address (where it hands a renewed subscription). */
export const staffWorkerUrl = (): string => `${STAFF_WORKER}?api=${encodeURIComponent(API_URL)}`;

/** The staff app's service worker, registered on first use (again when its script's URL changed); null where the browser has none or refuses it. */
export async function staffWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return null;
  try {
    const script = new URL(staffWorkerUrl(), location.href).href;
    const found = await navigator.serviceWorker.getRegistration(STAFF_SCOPE);
    const worker = found?.active ?? found?.waiting ?? found?.installing;
    if (found && (!worker || worker.scriptURL === script)) return found;
    return await navigator.serviceWorker.register(staffWorkerUrl(), { scope: STAFF_SCOPE });
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

const remember = (target: PushTarget, endpoint: string | null) => {
  const { [targetKey(target)]: _, ...others } = $pushEndpoints.get();
  $pushEndpoints.set(endpoint ? { ...others, [targetKey(target)]: endpoint } : others);
};

/**
 * Reads whether this browser gets pushes for `target` now. Where it was turned
 * on here, a subscription the browser renewed or dropped since is given to the
 * API again (subscribing again with the permission already granted).
 */
export async function checkPush(target: PushTarget): Promise<void> {
  if (!pushSupported()) {
    $pushDevice.set({ state: "unsupported", message: PUSH_WORDS.unsupported });
    return;
  }
  const registration = await staffWorker();
  let subscription = (await registration?.pushManager.getSubscription().catch(() => null)) ?? null;
  const wanted = Notification.permission === "granted" && $pushTargets.get().includes(targetKey(target));
  const given = $pushEndpoints.get()[targetKey(target)];
  if (wanted && registration && (!subscription || subscription.endpoint !== given)) {
    try {
      if (!subscription) {
        const key = await pushKey();
        if (!key) throw new Error("no VAPID key");
        subscription = await browserSubscription(registration, key);
      }
      await subscribeDevice(target, subscription.toJSON());
      remember(target, subscription.endpoint);
    } catch {
      $pushDevice.set({ state: "off", message: PUSH_WORDS.refused });
      return;
    }
  }
  $pushDevice.set({ state: subscription && wanted ? "on" : "off", message: "" });
}

const base64urlToBytes = (text: string): Uint8Array<ArrayBuffer> => {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/** This browser's subscription, made with the server's VAPID key when there is none. */
async function browserSubscription(registration: ServiceWorkerRegistration, key: string) {
  await activated(registration);
  return (
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64urlToBytes(key),
    }))
  );
}

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
    subscription = await browserSubscription(registration, key);
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
  remember(target, subscription.endpoint);
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
  remember(target, null);
  if (subscription && left.length === 0) await subscription.unsubscribe().catch(() => false);
  $pushDevice.set({ state: "off", message: PUSH_WORDS.off });
}

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { pushKey, subscribeDevice, unsubscribeDevice } from "../api/push";
import {
  $pushDevice,
  $pushEndpoints,
  $pushTargets,
  checkPush,
  PUSH_WORDS,
  STAFF_SCOPE,
  staffWorker,
  staffWorkerUrl,
  turnPushOff,
  turnPushOn,
} from "./pushDevice";

vi.mock("../api/push", () => ({ pushKey: vi.fn(), subscribeDevice: vi.fn(), unsubscribeDevice: vi.fn() }));
const keyMock = vi.mocked(pushKey);
const subscribeMock = vi.mocked(subscribeDevice);
const unsubscribeMock = vi.mocked(unsubscribeDevice);

const VAPID = "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
const SHOP = { kind: "shop", shopId: "demo" } as const;
const RIDER = { kind: "rider" } as const;
const json = { endpoint: "https://push.example/abc", keys: { p256dh: "p", auth: "a" } };

const ORIGIN = "http://localhost:4321";
let current: { endpoint: string; toJSON(): unknown; unsubscribe: () => Promise<boolean> } | null;
let permission: NotificationPermission;
let answer: NotificationPermission;
const browserSubscription = () => ({
  endpoint: json.endpoint,
  toJSON: () => json,
  unsubscribe: vi.fn(async () => {
    current = null;
    return true;
  }),
});
const pushManager = {
  getSubscription: vi.fn(async () => current),
  subscribe: vi.fn(async (_options: { applicationServerKey: Uint8Array }) => {
    current = browserSubscription();
    return current;
  }),
};

function browser({ push = true } = {}) {
  const Notification = {
    get permission() {
      return permission;
    },
    requestPermission: vi.fn(async () => {
      permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal("Notification", Notification);
  vi.stubGlobal("window", push ? { PushManager: class {}, Notification } : { Notification });
  vi.stubGlobal("location", { href: `${ORIGIN}/Admin/orders` });
  const registration = {
    active: { scriptURL: `${ORIGIN}${staffWorkerUrl()}` },
    installing: null,
    waiting: null,
    pushManager,
  };
  vi.stubGlobal("navigator", {
    serviceWorker: {
      getRegistration: vi.fn(async () => registration),
      register: vi.fn(async () => registration),
    },
  });
  return registration;
}

beforeEach(() => {
  current = null;
  permission = "default";
  answer = "granted";
  $pushTargets.set([]);
  $pushEndpoints.set({});
  $pushDevice.set({ state: "checking", message: "" });
  keyMock.mockReset().mockResolvedValue(VAPID);
  subscribeMock.mockReset().mockResolvedValue({ subscribed: true, scope: "shop:demo" });
  unsubscribeMock.mockReset().mockResolvedValue({ subscribed: false, scope: "shop:demo" });
  pushManager.subscribe.mockClear();
  browser();
});
afterEach(() => vi.unstubAllGlobals());

describe("turning notifications on", () => {
  it("asks, subscribes with the server's key, gives the subscription to the API, and says so", async () => {
    await turnPushOn(SHOP);
    const key = pushManager.subscribe.mock.calls[0]?.[0].applicationServerKey;
    expect(key?.length).toBe(65);
    expect(key?.[0]).toBe(4);
    expect(subscribeMock).toHaveBeenCalledWith(SHOP, json);
    expect($pushTargets.get()).toEqual(["shop:demo"]);
    expect($pushDevice.get()).toEqual({ state: "on", message: PUSH_WORDS.on });
  });

  it("a browser without push is told so, and nothing is asked", async () => {
    browser({ push: false });
    await turnPushOn(SHOP);
    expect($pushDevice.get()).toEqual({ state: "unsupported", message: PUSH_WORDS.unsupported });
    expect(keyMock).not.toHaveBeenCalled();
  });

  it("blocked or dismissed notifications say what to do; nothing is subscribed", async () => {
    answer = "denied";
    await turnPushOn(SHOP);
    expect($pushDevice.get()).toEqual({ state: "off", message: PUSH_WORDS.denied });
    answer = "default";
    await turnPushOn(SHOP);
    expect($pushDevice.get()).toEqual({ state: "off", message: PUSH_WORDS.dismissed });
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it("a server without VAPID keys, a push service out of reach and a refusing API each say so", async () => {
    keyMock.mockResolvedValueOnce(null);
    await turnPushOn(SHOP);
    expect($pushDevice.get().message).toBe(PUSH_WORDS.serverOff);
    pushManager.subscribe.mockRejectedValueOnce(new DOMException("Registration failed", "AbortError"));
    await turnPushOn(SHOP);
    expect($pushDevice.get()).toEqual({ state: "off", message: PUSH_WORDS.unreachable });
    subscribeMock.mockRejectedValueOnce(new Error("503"));
    await turnPushOn(SHOP);
    expect($pushDevice.get()).toEqual({ state: "off", message: PUSH_WORDS.refused });
    expect($pushTargets.get()).toEqual([]);
  });
});

describe("turning them off, and reading the state", () => {
  it("tells the API, and drops the browser's subscription once no target uses it", async () => {
    await turnPushOn(SHOP);
    await turnPushOn(RIDER);
    const subscription = current;
    await turnPushOff(SHOP);
    expect(unsubscribeMock).toHaveBeenCalledWith(SHOP, json.endpoint);
    expect(subscription?.unsubscribe).not.toHaveBeenCalled();
    expect($pushDevice.get()).toEqual({ state: "off", message: PUSH_WORDS.off });
    await turnPushOff(RIDER);
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect($pushTargets.get()).toEqual([]);
  });

  it("an API that refuses leaves it on, and says so", async () => {
    await turnPushOn(SHOP);
    unsubscribeMock.mockRejectedValueOnce(new Error("500"));
    await turnPushOff(SHOP);
    expect($pushDevice.get()).toEqual({ state: "on", message: PUSH_WORDS.refused });
    expect($pushTargets.get()).toEqual(["shop:demo"]);
  });

  it("is on for a target this browser turned on, with a subscription and the permission", async () => {
    await checkPush(SHOP);
    expect($pushDevice.get().state).toBe("off");
    await turnPushOn(SHOP);
    await checkPush(SHOP);
    expect($pushDevice.get()).toEqual({ state: "on", message: "" });
    await checkPush({ kind: "shop", shopId: "seva" });
    expect($pushDevice.get().state).toBe("off");
    permission = "denied";
    await checkPush(SHOP);
    expect($pushDevice.get().state).toBe("off");
  });
});

describe("a subscription the browser renewed or dropped", () => {
  const renewed = { endpoint: "https://push.example/renewed", keys: { p256dh: "p2", auth: "a2" } };

  it("is given to the API once when a console opens, for the target turned on here", async () => {
    await turnPushOn(SHOP);
    subscribeMock.mockClear();
    await checkPush(SHOP);
    expect(subscribeMock).not.toHaveBeenCalled();
    current = { endpoint: renewed.endpoint, toJSON: () => renewed, unsubscribe: vi.fn(async () => true) };
    await checkPush(SHOP);
    expect(subscribeMock).toHaveBeenCalledExactlyOnceWith(SHOP, renewed);
    expect($pushDevice.get()).toEqual({ state: "on", message: "" });
    await checkPush(SHOP);
    await checkPush({ kind: "shop", shopId: "seva" });
    expect(subscribeMock).toHaveBeenCalledOnce();
    expect($pushEndpoints.get()).toEqual({ "shop:demo": renewed.endpoint });
  });

  it("dropped, is made again with the permission already given, and given to the API", async () => {
    await turnPushOn(RIDER);
    current = null;
    pushManager.subscribe.mockClear();
    subscribeMock.mockClear();
    await checkPush(RIDER);
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(subscribeMock).toHaveBeenCalledExactlyOnceWith(RIDER, json);
    expect($pushDevice.get()).toEqual({ state: "on", message: "" });
  });

  it("an API that refuses it shows the switch off with why; the next visit tries again", async () => {
    await turnPushOn(SHOP);
    current = { endpoint: renewed.endpoint, toJSON: () => renewed, unsubscribe: vi.fn(async () => true) };
    subscribeMock.mockRejectedValueOnce(new Error("503"));
    await checkPush(SHOP);
    expect($pushDevice.get()).toEqual({ state: "off", message: PUSH_WORDS.refused });
    await checkPush(SHOP);
    expect($pushDevice.get()).toEqual({ state: "on", message: "" });
    expect(subscribeMock).toHaveBeenLastCalledWith(SHOP, renewed);
  });

  it("turning off forgets the endpoint given", async () => {
    await turnPushOn(SHOP);
    await turnPushOff(SHOP);
    expect($pushEndpoints.get()).toEqual({});
  });
});

describe("the staff worker", () => {
  it("is registered again when its script (the API's address in it) changed, else reused", async () => {
    const registration = browser();
    expect(await staffWorker()).toBe(registration);
    expect(navigator.serviceWorker.register).not.toHaveBeenCalled();
    registration.active = { scriptURL: `${ORIGIN}/staff-sw.js` };
    await staffWorker();
    expect(navigator.serviceWorker.register).toHaveBeenCalledWith(staffWorkerUrl(), { scope: STAFF_SCOPE });
    expect(staffWorkerUrl()).toMatch(/^\/staff-sw\.js\?api=http/);
  });
});

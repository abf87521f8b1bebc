/**
 * The staff app's service worker (public/staff-sw.js), run in a sandbox with
 * a stand-in for the worker's global scope: what its push, and its
 * pushsubscriptionchange, do with what the browser hands them. The e2e test
 * (push.spec) runs the same file in Chromium.
 */
import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(
  scriptUrl = "http://platform.localhost:4321/staff-sw.js?api=http%3A%2F%2Flocalhost%3A8787",
) {
  const listeners = new Map<string, Listener>();
  const showNotification = vi.fn(async (_title: string, _options: unknown) => undefined);
  const subscribe = vi.fn(async (_options: unknown) => ({
    toJSON: () => ({ endpoint: "https://push.example/new" }),
  }));
  const fetch = vi.fn(async () => new Response(JSON.stringify({ scopes: ["shop:demo"] })));
  const self = {
    location: new URL(scriptUrl),
    registration: { showNotification, pushManager: { subscribe } },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => []), openWindow: vi.fn() },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  };
  runInNewContext(readFileSync("public/staff-sw.js", "utf8"), {
    self,
    URL,
    btoa,
    fetch,
    JSON,
    Uint8Array,
    String,
  });
  /** Dispatches `type` and resolves with what it handed waitUntil. */
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> | undefined;
    listeners.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
    await waited;
    return waited;
  };
  return { dispatch, showNotification, subscribe, fetch };
}

describe("the staff worker's push", () => {
  it("shows the pushed title, line and console link, tagged so a push sent twice replaces itself", async () => {
    const w = loadWorker();
    const json = {
      title: "New order #ABC123 on Demo",
      body: "Toor Dal × 2",
      url: "/Admin/orders",
      tag: "k1",
    };
    await w.dispatch("push", { data: { json: () => json, text: () => JSON.stringify(json) } });
    expect(w.showNotification).toHaveBeenCalledWith("New order #ABC123 on Demo", {
      body: "Toor Dal × 2",
      tag: "k1",
      icon: "/favicon.svg",
      data: { url: "http://platform.localhost:4321/Admin/orders" },
    });
  });

  it("shows something for a push it cannot read, and never a link off the console", async () => {
    const w = loadWorker();
    const bad = {
      json: () => {
        throw new SyntaxError("not JSON");
      },
      text: () => "plain words",
    };
    await w.dispatch("push", { data: bad });
    await w.dispatch("push", { data: null });
    await w.dispatch("push", { data: { json: () => ({ title: "x", url: "https://evil.example/Admin" }) } });
    expect(w.showNotification.mock.calls.map((c) => [c[0], (c[1] as { body: string }).body])).toEqual([
      ["New on your console", "plain words"],
      ["New on your console", ""],
      ["x", ""],
    ]);
    const third = w.showNotification.mock.calls[2]?.[1] as { data: { url: string } } | undefined;
    expect(third?.data.url).toBe("http://platform.localhost:4321/Admin");
  });
});

describe("the staff worker's pushsubscriptionchange", () => {
  const old = {
    endpoint: "https://push.example/old",
    options: { applicationServerKey: new Uint8Array([4, 1, 2]).buffer },
    getKey: () => new Uint8Array([251, 255, 0, 1]).buffer,
  };

  it("gives the API the renewed subscription with the old endpoint and its auth secret (base64url)", async () => {
    const w = loadWorker();
    const renewed = { toJSON: () => ({ endpoint: "https://push.example/renewed" }) };
    await w.dispatch("pushsubscriptionchange", { oldSubscription: old, newSubscription: renewed });
    expect(w.subscribe).not.toHaveBeenCalled();
    expect(w.fetch).toHaveBeenCalledOnce();
    const [url, init] = w.fetch.mock.calls[0] as unknown as [string, { body: string }];
    expect(url).toBe("http://localhost:8787/api/push/renew");
    expect(JSON.parse(init.body)).toEqual({
      oldEndpoint: "https://push.example/old",
      oldAuth: "-_8AAQ",
      subscription: { endpoint: "https://push.example/renewed" },
    });
  });

  it("subscribes again with the old key where the browser gave no new one; without the old one or the API, does nothing", async () => {
    const w = loadWorker();
    await w.dispatch("pushsubscriptionchange", { oldSubscription: old, newSubscription: null });
    expect(w.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: old.options.applicationServerKey,
    });
    expect(
      JSON.parse((w.fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body).subscription,
    ).toEqual({
      endpoint: "https://push.example/new",
    });
    const none = loadWorker();
    await none.dispatch("pushsubscriptionchange", { oldSubscription: null, newSubscription: null });
    const noApi = loadWorker("http://platform.localhost:4321/staff-sw.js");
    await noApi.dispatch("pushsubscriptionchange", { oldSubscription: old, newSubscription: null });
    expect(none.fetch).not.toHaveBeenCalled();
    expect(noApi.fetch).not.toHaveBeenCalled();
  });
});

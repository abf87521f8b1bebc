import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The browser's side, as the store reads it: navigator.onLine and the window's online/offline events.
const browser = new EventTarget();
const device = { onLine: true };
const setOnline = (online: boolean) => {
  device.onLine = online;
  browser.dispatchEvent(new Event(online ? "online" : "offline"));
};

beforeAll(() => {
  vi.stubGlobal("navigator", device);
  vi.stubGlobal("addEventListener", browser.addEventListener.bind(browser));
  vi.stubGlobal("removeEventListener", browser.removeEventListener.bind(browser));
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const { $online, whenBackOnline } = await import("./online");

describe("$online", () => {
  it("reads navigator.onLine when first used (a page opened offline)", () => {
    device.onLine = false;
    const stop = $online.listen(() => {});
    expect($online.get()).toBe(false);
    setOnline(true);
    expect($online.get()).toBe(true);
    stop();
  });

  it("follows the browser: offline and back", () => {
    const seen: boolean[] = [];
    const stop = $online.subscribe((v) => seen.push(v));
    setOnline(false);
    setOnline(true);
    stop();
    expect(seen).toEqual([true, false, true]);
  });

  it("whenBackOnline retries only on the way back, once per return", () => {
    const retry = vi.fn();
    const stop = whenBackOnline(retry);
    setOnline(true);
    expect(retry).not.toHaveBeenCalled();
    setOnline(false);
    setOnline(true);
    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(1);
    setOnline(false);
    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(2);
    stop();
  });
});

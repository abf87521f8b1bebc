import { describe, expect, it } from "vitest";
import { createLiveHub, type LiveEvent, liveKeys } from "./live";

const event = (over: Partial<LiveEvent> = {}): string =>
  JSON.stringify({ kind: "order.new", shopId: "demo", orderId: "OD1", count: 1, ...over });

describe("the live hub", () => {
  it("hands an event to its shop's listeners and its rider's, no one else's", () => {
    const hub = createLiveHub();
    const heard: string[] = [];
    hub.subscribe("shop:demo", (e) => heard.push(`demo ${e.kind}`));
    hub.subscribe("shop:seva", (e) => heard.push(`seva ${e.kind}`));
    hub.subscribe("rider:7", (e) => heard.push(`rider ${e.kind}`));
    hub.deliver(event());
    hub.deliver(event({ kind: "rider.assigned", riderId: 7 }));
    expect(heard).toEqual(["demo order.new", "demo rider.assigned", "rider rider.assigned"]);
    expect(liveKeys({ kind: "order.changed", shopId: "a", orderId: "b" })).toEqual(["shop:a"]);
  });

  it("drops a payload that is not an event", () => {
    const hub = createLiveHub();
    let heard = 0;
    hub.subscribe("shop:demo", () => heard++);
    for (const bad of ["", "not json", "null", "{}", '{"shopId":1,"kind":"x"}']) hub.deliver(bad);
    expect(heard).toBe(0);
  });

  it("a console that leaves after another came keeps the newcomer listening (a reload's streams overlap)", () => {
    const hub = createLiveHub();
    let heard = 0;
    const first = hub.subscribe("shop:demo", () => {});
    first();
    hub.subscribe("shop:demo", () => heard++);
    first(); // the old stream's own clean-up, once more, later
    hub.deliver(event());
    expect(heard).toBe(1);
    expect(hub.listeners()).toBe(1);
  });
});

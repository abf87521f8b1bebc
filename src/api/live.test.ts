import { describe, expect, it } from "vitest";
import { readEvents } from "./live";

describe("readEvents (server-sent events)", () => {
  it("hands on each whole event and keeps the part not yet whole", () => {
    const seen: [string, string][] = [];
    const rest = readEvents(
      'event: ready\ndata: {"shopId":"demo"}\n\n: ping\n\nevent: order.new\ndata: {"orderId":"A"}\n\nevent: order.ch',
      (e, d) => seen.push([e, d]),
    );
    expect(seen).toEqual([
      ["ready", '{"shopId":"demo"}'],
      ["order.new", '{"orderId":"A"}'],
    ]);
    expect(rest).toBe("event: order.ch");
    readEvents(`${rest}anged\ndata: {}\r\n\r\n`, (e, d) => seen.push([e, d]));
    expect(seen.at(-1)).toEqual(["order.changed", "{}"]);
  });
  it("joins a data field given on several lines", () => {
    const seen: string[] = [];
    readEvents("event: x\ndata: a\ndata: b\n\n", (_, d) => seen.push(d));
    expect(seen).toEqual(["a\nb"]);
  });
});

import { describe, expect, it } from "vitest";
import { firstHearing } from "./liveOrders";

describe("firstHearing (a new order rings once)", () => {
  it("is true the first time an order is heard, false after; an event without an id always rings", () => {
    expect(firstHearing("OD1")).toBe(true);
    expect(firstHearing("OD1")).toBe(false);
    expect(firstHearing("OD2")).toBe(true);
    expect(firstHearing(undefined)).toBe(true);
    expect(firstHearing(undefined)).toBe(true);
  });

  it("remembers the last 200 orders", () => {
    for (let n = 0; n < 201; n++) expect(firstHearing(`OLD${n}`)).toBe(true);
    expect(firstHearing("OLD200")).toBe(false);
    expect(firstHearing("OLD0")).toBe(true);
  });
});

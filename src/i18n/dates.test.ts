import { afterEach, describe, expect, it } from "vitest";
import { shopDate, shopDateTime } from "./dates";
import { $dictionary } from "./t";

afterEach(() => $dictionary.set(undefined));

describe("the shop's dates follow its language", () => {
  it("in English without a dictionary", () => {
    expect(shopDate("2026-11-28")).toMatch(/^Sat, 28 Nov,? 2026$/);
    expect(shopDateTime("2026-11-28T09:00:00Z")).toMatch(/^Sat, 28 Nov,? 2026, 14:30$/);
  });
  it("in Hindi once Hindi's words are loaded", () => {
    $dictionary.set({ Bag: "बैग" });
    expect(shopDate("2026-11-28")).toMatch(/^शनि, 28 नव॰? 2026$/);
    expect(shopDateTime("2026-11-28T09:00:00Z")).toMatch(/^शनि, 28 नव॰? 2026, 14:30$/);
  });
});

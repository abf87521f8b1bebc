import { describe, expect, it } from "vitest";
import { readablePhone, showPhone, signInPhone } from "./signInPhone";

describe("signInPhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    [" (+91) 6000000001 ", "+916000000001"],
  ])("reads %j as %s", (typed, e164) => {
    expect(signInPhone(typed)).toBe(e164);
  });

  it.each(["", "12345", "5876543210", "+14155550100", "98765432100", "abcdefghij"])("refuses %j", (typed) => {
    expect(signInPhone(typed)).toBeNull();
  });
});

describe("showPhone", () => {
  it("groups the ten digits in fives after +91", () => {
    expect(showPhone("+919876543210")).toBe("+91 98765 43210");
  });
  it("leaves anything else as it is", () => {
    expect(showPhone("+14155550100")).toBe("+14155550100");
  });
});

describe("readablePhone", () => {
  it("writes an Indian mobile in any form as +91 98765 43210, anything else as given", () => {
    for (const typed of ["+919876543210", "+91-9876543210", "09876543210", "98765 43210"])
      expect(readablePhone(typed)).toBe("+91 98765 43210");
    expect(readablePhone(" 0141 222 3333 ")).toBe("0141 222 3333");
  });
});

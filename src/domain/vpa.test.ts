import { describe, expect, it } from "vitest";
import { normaliseVpa, sameVpa, vpaProblem } from "./vpa";

describe("normaliseVpa and sameVpa", () => {
  it("trims and lower-cases", () => {
    expect(normaliseVpa("  Sharma.Kirana@OKAXIS ")).toBe("sharma.kirana@okaxis");
  });
  it("compares without case or outer spaces", () => {
    expect(sameVpa("Shop@YBL", " shop@ybl")).toBe(true);
    expect(sameVpa("shop@ybl", "shop@okaxis")).toBe(false);
  });
});

describe("vpaProblem", () => {
  it("passes UPI ids of the usual apps, in any case", () => {
    for (const vpa of [
      "shopname@okaxis",
      "9876543210@ybl",
      "sharma.kirana@paytm",
      "a1@upi",
      "rani_stores-2@oksbi",
      "  Rani.Stores@OkHdfcBank ",
      `${"a".repeat(256)}@ibl`,
      `ab@a${"b".repeat(63)}`,
    ]) {
      expect(vpaProblem(vpa), vpa).toBeNull();
    }
  });
  it("asks for a UPI id when empty, unless it is optional", () => {
    expect(vpaProblem("   ")).toBe("Enter your UPI id, like shopname@okaxis");
    expect(vpaProblem("", { optional: true })).toBeNull();
    expect(vpaProblem("shop", { optional: true })).not.toBeNull();
  });
  it("wants exactly one @", () => {
    const message = "A UPI id has one @: name@bank";
    expect(vpaProblem("shopname")).toBe(message);
    expect(vpaProblem("shop@name@okaxis")).toBe(message);
  });
  it("refuses spaces inside", () => {
    expect(vpaProblem("shop name@okaxis")).toBe("A UPI id has no spaces: name@bank");
  });
  it("checks the name before the @", () => {
    expect(vpaProblem("@okaxis")).toBe("Enter the name before the @: at least 2 characters");
    expect(vpaProblem("a@okaxis")).toBe("Enter the name before the @: at least 2 characters");
    expect(vpaProblem(`${"a".repeat(257)}@okaxis`)).toBe(
      "The name before the @ is too long: at most 256 characters",
    );
    expect(vpaProblem("shop+1@okaxis")).toBe(
      "Before the @, use only letters, digits, dots (.), hyphens (-) or underscores (_)",
    );
    expect(vpaProblem("dukaan#@ybl")).toBe(
      "Before the @, use only letters, digits, dots (.), hyphens (-) or underscores (_)",
    );
    expect(vpaProblem(".shop@okaxis")).toBe("A UPI id starts with a letter or a digit");
    expect(vpaProblem("_shop@okaxis")).toBe("A UPI id starts with a letter or a digit");
  });
  it("checks the bank's name after the @", () => {
    const message = "After the @ comes your UPI app's bank name, like okaxis, ybl or paytm";
    for (const vpa of [
      "shop@",
      "shop@a",
      "shop@1ybl",
      "shop@ok-axis",
      "shop@ok.axis",
      `shop@a${"b".repeat(64)}`,
    ]) {
      expect(vpaProblem(vpa), vpa).toBe(message);
    }
  });
});

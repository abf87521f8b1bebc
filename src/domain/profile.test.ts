import { describe, expect, it } from "vitest";
import { validateProfile } from "./profile";

describe("validateProfile", () => {
  it("passes a name and a 10-digit Indian mobile number, or either alone, or a cleared phone", () => {
    expect(validateProfile({ name: "Meera", phoneNumber: "+91 98765 43210" })).toBeNull();
    expect(validateProfile({ name: "Meera" })).toBeNull();
    expect(validateProfile({ phoneNumber: "" })).toBeNull();
  });
  it("refuses a blank name", () => {
    expect(validateProfile({ name: "  " })).toEqual({ field: "name", message: "Enter your name" });
  });
  it("refuses a phone that is no Indian mobile number", () => {
    expect(validateProfile({ name: "M", phoneNumber: "12345" })).toEqual({
      field: "phoneNumber",
      message: "Enter a 10-digit Mobile Number",
    });
  });
});

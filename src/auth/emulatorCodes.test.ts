import { describe, expect, it } from "vitest";
import { newestCodeFor } from "./emulatorCodes";

describe("newestCodeFor", () => {
  it("takes the last code sent to the number", () => {
    const codes = [
      { phoneNumber: "+919829012345", code: "111111" },
      { phoneNumber: "+919876500001", code: "222222" },
      { phoneNumber: "+919829012345", code: "333333" },
    ];
    expect(newestCodeFor(codes, "+919829012345")).toBe("333333");
    expect(newestCodeFor(codes, "+919876500001")).toBe("222222");
    expect(newestCodeFor(codes, "+919000000000")).toBe(null);
    expect(newestCodeFor([], "+919829012345")).toBe(null);
  });
});

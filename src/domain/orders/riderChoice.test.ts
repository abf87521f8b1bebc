import { describe, expect, it } from "vitest";
import { riderChoice, SOMEONE_ELSE } from "./riderChoice";

const ravi = { name: "Ravi Kumar", phoneNumber: "+919876543210" };
const sunil = { name: "Sunil", phoneNumber: "+919812345678" };

describe("the Assign rider form's first choice", () => {
  it("is the first rider of the list when the order has none (one rider: that rider, not 'someone else')", () => {
    expect(riderChoice([ravi], undefined)).toBe("0");
    expect(riderChoice([ravi, sunil], undefined)).toBe("0");
  });

  it("is the order's rider when they are on the list", () => {
    expect(riderChoice([ravi, sunil], sunil)).toBe("1");
  });

  it("is 'someone else' for a rider typed in before, or when the shop lists no rider", () => {
    expect(riderChoice([ravi], { name: "Ravi Kumar", phoneNumber: "+919999999999" })).toBe(SOMEONE_ELSE);
    expect(riderChoice([], undefined)).toBe(SOMEONE_ELSE);
    expect(riderChoice([], ravi)).toBe(SOMEONE_ELSE);
  });
});

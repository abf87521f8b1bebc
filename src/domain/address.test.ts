import { describe, expect, it } from "vitest";
import {
  ADDRESS_LIMITS,
  chosenAddress,
  composeAddress,
  MAX_ADDRESS_LENGTH,
  splitAddress,
  validateAddress,
  withPhonePrefix,
} from "./address";

const full = {
  fullName: "Asha Verma",
  address: "12 MG Road, Shastri Nagar",
  city: "Jaipur",
  state: "Rajasthan",
  country: "",
  pincode: "302016",
  phoneNumber: "9876543210",
};

describe("validateAddress checks in the spec's order", () => {
  it("fullName first", () => {
    expect(validateAddress({ ...full, fullName: " ", address: "" })).toEqual({
      field: "fullName",
      message: "Enter Fullname",
    });
  });
  it("then address, pincode and mobile number", () => {
    expect(validateAddress({ ...full, address: "", pincode: "" })?.message).toBe("Enter address");
    expect(validateAddress({ ...full, pincode: "", phoneNumber: "" })?.message).toBe("Enter Pincode");
    expect(validateAddress({ ...full, phoneNumber: "" })?.message).toBe("Enter Mobile Number");
  });
  it("passes a complete form (city and state are optional)", () => {
    expect(validateAddress(full)).toBeNull();
    expect(validateAddress({ ...full, city: "", state: "" })).toBeNull();
  });
});

describe("withPhonePrefix", () => {
  it("adds +91- once", () => {
    expect(withPhonePrefix("9876543210")).toBe("+91-9876543210");
    expect(withPhonePrefix("+91-9876543210")).toBe("+91-9876543210");
    expect(withPhonePrefix("+919876543210")).toBe("+91-9876543210");
    expect(withPhonePrefix("+91 98765 43210")).toBe("+91-9876543210");
    expect(withPhonePrefix("09876543210")).toBe("+91-9876543210");
  });
});

describe("composeAddress", () => {
  it("joins name, phone, street, city, state - pincode, country (India by default)", () => {
    expect(composeAddress(full)).toBe(
      "Asha Verma, +91-9876543210, 12 MG Road, Shastri Nagar, Jaipur, Rajasthan - 302016, India",
    );
  });
  it("skips empty optional parts", () => {
    expect(composeAddress({ ...full, city: "", state: "" })).toBe(
      "Asha Verma, +91-9876543210, 12 MG Road, Shastri Nagar, 302016, India",
    );
  });
  it("splits back into name, phone and the rest", () => {
    const parts = splitAddress(composeAddress(full));
    expect(parts.name).toBe("Asha Verma");
    expect(parts.phone).toBe("+91-9876543210");
    expect(parts.rest.at(-1)).toBe("India");
  });
});

describe("validateAddress beyond the spec: formats, after the spec's checks", () => {
  const full = { fullName: "Asha", address: "12 MG Road", pincode: "302016", phoneNumber: "9876543210" };
  it("needs a 6-digit pin code", () => {
    for (const pincode of ["30201", "3020160", "030201", "30201a"]) {
      expect(validateAddress({ ...full, pincode })).toEqual({
        field: "pincode",
        message: "Enter a 6-digit Pincode",
      });
    }
  });
  it("needs a 10-digit Indian mobile number, +91 or 0 allowed in front", () => {
    for (const phoneNumber of ["+91 98765 43210", "+91-9876543210", "09876543210", "919876543210"]) {
      expect(validateAddress({ ...full, phoneNumber })).toBeNull();
    }
    for (const phoneNumber of ["987654321", "5876543210", "98765432100", "abc"]) {
      expect(validateAddress({ ...full, phoneNumber })).toEqual({
        field: "phoneNumber",
        message: "Enter a 10-digit Mobile Number",
      });
    }
  });
  it("keeps the spec's emptiness checks first", () => {
    expect(validateAddress({ ...full, pincode: "1", phoneNumber: "" })?.message).toBe("Enter Mobile Number");
  });
});

describe("chosenAddress (SPEC §3: the chosen address key is held)", () => {
  const saved = { home: { fullAddress: "Asha, +91-9876543210, Jaipur" } };
  it("gives the chosen address while the shopper still has it", () => {
    expect(chosenAddress(saved, "home")).toEqual({ key: "home", address: saved.home });
  });
  it("is null with no choice, a choice no longer saved, or no addresses at all", () => {
    expect(chosenAddress(saved, null)).toBeNull();
    expect(chosenAddress(saved, "work")).toBeNull();
    expect(chosenAddress(false, "home")).toBeNull();
  });
});

describe("ADDRESS_LIMITS", () => {
  it("compose, every field at its longest, to no more than a saved address may be", () => {
    const longest = Object.fromEntries(
      Object.entries(ADDRESS_LIMITS).map(([field, max]) => [field, "x".repeat(max)]),
    ) as unknown as Parameters<typeof composeAddress>[0];
    expect(composeAddress(longest).length).toBeLessThanOrEqual(MAX_ADDRESS_LENGTH);
  });
});

import { describe, expect, it } from "vitest";
import { composeAddress, splitAddress, validateAddress, withPhonePrefix } from "./address";

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

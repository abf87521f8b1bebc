import { describe, expect, it } from "vitest";
import {
  ADDRESS_LIMITS,
  addressFields,
  chosenAddress,
  composeAddress,
  MAX_ADDRESS_LENGTH,
  parseAddress,
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
  const saved = { home: { fullAddress: "Asha, +91-9876543210, Jaipur", defaultAddress: false } };
  it("gives the chosen address while the shopper still has it", () => {
    expect(chosenAddress(saved, "home")).toEqual({ key: "home", address: saved.home });
  });
  it("is null with no choice and no default, a choice no longer saved, or no addresses at all", () => {
    expect(chosenAddress(saved, null)).toBeNull();
    expect(chosenAddress(saved, "work")).toBeNull();
    expect(chosenAddress(false, "home")).toBeNull();
  });
  it("starts on the default address when none is chosen or the chosen one is gone", () => {
    const two = {
      home: { fullAddress: "Asha, +91-9876543210, Jaipur", defaultAddress: false },
      work: { fullAddress: "Asha, +91-9876543210, Ajmer", defaultAddress: true },
    };
    expect(chosenAddress(two, null)).toEqual({ key: "work", address: two.work });
    expect(chosenAddress(two, "gone")).toEqual({ key: "work", address: two.work });
    expect(chosenAddress(two, "home")).toEqual({ key: "home", address: two.home });
  });
});

describe("validateAddress: the state is India's and the one the PIN code is in (the invoice's)", () => {
  it("passes a state in any spelling the GST table knows", () => {
    for (const state of ["Rajasthan", "rajasthan", " RJ "])
      expect(validateAddress({ ...full, state })).toBeNull();
    expect(validateAddress({ ...full, pincode: "110001", state: "NCT of Delhi" })).toBeNull();
  });
  it("refuses a state that is no state of India", () => {
    expect(validateAddress({ ...full, state: "Rajastan" })).toEqual({
      field: "state",
      message: "Enter a state of India",
    });
  });
  it("refuses a state the PIN code is not in, naming the PIN's", () => {
    expect(validateAddress({ ...full, state: "Gujarat" })).toEqual({
      field: "state",
      message: "Pin Code 302016 is in Rajasthan",
    });
    expect(validateAddress({ ...full, pincode: "194101", state: "Jammu and Kashmir" })?.message).toBe(
      "Pin Code 194101 is in Ladakh",
    );
  });
  it("words the PIN's state in the shopper's language, with the translation it is given", () => {
    const hindi = (text: string, vars?: Readonly<Record<string, string | number>>) =>
      text === "Pin Code {pincode} is in {state}" ? `पिन कोड ${vars?.pincode} ${vars?.state} में है` : text;
    expect(validateAddress({ ...full, state: "Gujarat" }, hindi)?.message).toBe(
      "पिन कोड 302016 Rajasthan में है",
    );
  });
  it("comes after the spec's checks and the formats", () => {
    expect(validateAddress({ ...full, phoneNumber: "1", state: "Nowhere" })?.field).toBe("phoneNumber");
  });
});

describe("composeAddress and parseAddress with a district", () => {
  const withDistrict = { ...full, city: "Sanganer", district: "Jaipur", country: "India" };
  it("puts the district after the city, and leaves it out when it is the city's name", () => {
    expect(composeAddress(withDistrict)).toBe(
      "Asha Verma, +91-9876543210, 12 MG Road, Shastri Nagar, Sanganer, Jaipur, Rajasthan - 302016, India",
    );
    expect(composeAddress({ ...withDistrict, city: "Jaipur", district: "jaipur" })).toBe(
      "Asha Verma, +91-9876543210, 12 MG Road, Shastri Nagar, Jaipur, Rajasthan - 302016, India",
    );
  });
  it("reads a saved string back: name, 10-digit phone, street, city, state, pincode, country", () => {
    expect(parseAddress(composeAddress(full))).toEqual({
      fullName: "Asha Verma",
      phoneNumber: "9876543210",
      address: "12 MG Road, Shastri Nagar",
      city: "Jaipur",
      district: "",
      state: "Rajasthan",
      pincode: "302016",
      country: "India",
    });
  });
  it("reads a string with no state, no city, or no place at all", () => {
    expect(parseAddress("A, +91-9876543210, Lane 4, 302016, India")).toMatchObject({
      address: "Lane 4",
      city: "",
      state: "",
      pincode: "302016",
    });
    expect(parseAddress("A, +91-1, Home St")).toMatchObject({
      fullName: "A",
      address: "Home St",
      pincode: "",
    });
  });
  it("addressFields prefers the fields an address was saved with", () => {
    const fields = { ...withDistrict, country: "" };
    expect(addressFields({ fullAddress: "whatever", fields })).toEqual({ ...withDistrict, country: "India" });
    expect(addressFields({ fullAddress: composeAddress(full) }).city).toBe("Jaipur");
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

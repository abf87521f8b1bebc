import { describe, expect, it } from "vitest";
import { validateAddress } from "./address";
import { isPincode, pincodePlaces } from "./pincodes";

/** GeoNames' columns: country, pin, place, state, state code, district, district code, sub-district, … */
const row = (pin: string, place: string, state: string, district: string, sub: string) =>
  ["IN", pin, place, state, "24", district, "110", sub, "", "26.9", "75.8", "4"].join("\t");

const TSV = [
  row("302001", "Jaipur G.P.O.", "Rajasthan", "Jaipur", "Jaipur"),
  row("302001", "C.P.M.G", "Rajasthan", "Jaipur", "Jaipur"),
  row("302001", "Purani Basti", "Rajasthan", "Jaipur", "Sanganer"),
  row("313001", "Fatehpur", "Rajasthan", "Udaipur", "Girwa"),
  row("313001", "Udaipur City", "Rajasthan", "Udaipur", "Girwa"),
  row("313002", "Bhuwana", "Rajasthan", "Udaipur", "Girwa"),
  row("313002", "Titardi", "Rajasthan", "Udaipur", "Girwa"),
  row("194101", "Leh H.O", "Jammu & Kashmir", "Leh", "Leh"),
  row("500001", "Moazzampura", "Telangana", "Hyderabad", ""),
  row("999999", "Nowhere", "Atlantis", "Deep", "Sea"),
  "US\t10001\tNew York\tNY",
  "",
].join("\n");

describe("pincodePlaces", () => {
  const places = pincodePlaces(TSV);
  it("gives each PIN its city (the commonest sub-district), district and state", () => {
    expect(places.get("302001")).toEqual({
      pincode: "302001",
      city: "Jaipur",
      district: "Jaipur",
      state: "Rajasthan",
      stateCode: "08",
    });
  });
  it("takes the district's town for the city when a post office is named after it, else the tehsil", () => {
    expect(places.get("313001")?.city).toBe("Udaipur");
    expect(places.get("313002")?.city).toBe("Girwa");
  });
  it("takes the district for the city when no sub-district is named", () => {
    expect(places.get("500001")).toMatchObject({ city: "Hyderabad", state: "Telangana", stateCode: "36" });
  });
  it("names the state the GST invoice uses, not an older one of the directory (Ladakh, 2019)", () => {
    expect(places.get("194101")).toMatchObject({ state: "Ladakh", stateCode: "38" });
  });
  it("leaves out a PIN of no state and lines of other countries", () => {
    expect(places.has("999999")).toBe(false);
    expect(places.has("10001")).toBe(false);
    expect(places.size).toBe(5);
  });
  it("fills a state the address form's check accepts for that PIN", () => {
    for (const place of places.values()) {
      const form = { fullName: "A", address: "B", phoneNumber: "9876543210", ...place };
      expect(validateAddress(form)).toBeNull();
    }
  });
});

describe("isPincode", () => {
  it("is six digits, not starting with 0", () => {
    expect(isPincode("302001")).toBe(true);
    expect(isPincode("302 001")).toBe(true);
    for (const pin of ["030201", "30200", "3020011", "30200a", ""]) expect(isPincode(pin)).toBe(false);
  });
});

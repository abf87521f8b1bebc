import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserDataResponse } from "../../../src/contract/customer";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp } from "../support";
import { addresses, call } from "../support/shopping";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

const form = {
  fullName: "Asha Verma",
  address: "12 MG Road, Shastri Nagar",
  city: "Jaipur",
  state: "Rajasthan",
  pincode: "302016",
  phoneNumber: "9876543210",
};

describe(`POST /customer/addaddress (${driverName})`, () => {
  it("composes the address string and makes the first address the default", async () => {
    const email = "form@x.in";
    const { status, json } = await call(app, "/customer/addaddress", { email, ...form }, email);
    expect(status).toBe(200);
    const [[key, saved] = ["", null]] = addresses(json);
    expect(key).toMatch(/^addr-[0-9a-f]{10}$/);
    expect(saved).toEqual({
      fullAddress: "Asha Verma, +91-9876543210, 12 MG Road, Shastri Nagar, Jaipur, Rajasthan - 302016, India",
      addressType: "Home",
      defaultAddress: true,
      // Kept for editing it on the profile.
      fields: { ...form, district: "", country: "India" },
    });
    expect(v.parse(UserDataResponse, json).response.addAddress).toBe(true);
  });

  it.each([
    [{}, "fullName", "Enter Fullname"],
    [{ fullName: "A" }, "address", "Enter address"],
    [{ fullName: "A", address: "B" }, "pincode", "Enter Pincode"],
    [{ fullName: "A", address: "B", pincode: "1" }, "phoneNumber", "Enter Mobile Number"],
    [{ ...form, fullName: "  " }, "fullName", "Enter Fullname"],
    [{ ...form, pincode: "30201" }, "pincode", "Enter a 6-digit Pincode"],
    [{ ...form, phoneNumber: "98765" }, "phoneNumber", "Enter a 10-digit Mobile Number"],
  ])("checks the form in the spec's order: %j → %s", async (fields, field, error) => {
    const { status, json } = await call(
      app,
      "/customer/addaddress",
      { email: "f@x.in", ...fields },
      "f@x.in",
    );
    expect(status).toBe(400);
    expect(json).toEqual({ error, field });
  });

  it("saves a mobile number typed with spaces or a prefix as +91- and its 10 digits", async () => {
    const email = "spaced@x.in";
    const { json } = await call(
      app,
      "/customer/addaddress",
      { email, ...form, phoneNumber: "+91 98765 43210" },
      email,
    );
    const [[, saved] = ["", null]] = addresses(json);
    expect(saved?.fullAddress).toContain(", +91-9876543210, ");
  });

  it("400 for a field of the wrong type or an address too long; 403 for someone else", async () => {
    const typed = await call(
      app,
      "/customer/addaddress",
      { email: "f@x.in", ...form, pincode: 302016 },
      "f@x.in",
    );
    expect(typed).toMatchObject({ status: 400, json: { field: "pincode" } });
    const long = await call(
      app,
      "/customer/addaddress",
      { email: "f@x.in", ...form, address: "x".repeat(600) },
      "f@x.in",
    );
    expect(long).toMatchObject({
      status: 400,
      json: { error: "Invalid address: is too long", field: "address" },
    });
    const other = await call(app, "/customer/addaddress", { email: "b@x.in", ...form }, "f@x.in");
    expect(other.status).toBe(403);
  });
});

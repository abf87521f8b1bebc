import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserDataResponse } from "../../../src/contract/customer";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { driverName, openSeededApp, postJson } from "../support";
import { addresses, call } from "../support/shopping";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

const defaults = (json: unknown) => addresses(json).filter(([, a]) => a.defaultAddress);

describe(`POST /customer/updateaddress and /customer/deleteaddress (${driverName})`, () => {
  const email = "book@x.in";

  it("keeps exactly one default; makeDefault moves it", async () => {
    await call(app, "/customer/updateaddress", { email, address: "A, +91-1, Home St" }, email);
    await call(
      app,
      "/customer/updateaddress",
      { email, address: "B, +91-2, Work St", addressType: "Work" },
      email,
    );
    const { status, json } = await call(
      app,
      "/customer/updateaddress",
      { email, address: "C, +91-3, Farm Rd", addressType: "Other", makeDefault: true },
      email,
    );
    expect(status).toBe(200);
    expect(addresses(json)).toHaveLength(3);
    expect(defaults(json).map(([, a]) => a.fullAddress)).toEqual(["C, +91-3, Farm Rd"]);
  });

  it("400 for an empty address", async () => {
    const { status, json } = await call(app, "/customer/updateaddress", { email, address: "  " }, email);
    expect(status).toBe(400);
    expect(json).toMatchObject({ field: "address", error: "Invalid address: is required" });
  });

  it("deleting the default promotes another; deleting the last leaves address false", async () => {
    const before = await call(app, "/customer/userdata", { email }, email);
    const [[defaultKey] = [""]] = defaults(before.json);
    const after = await call(app, "/customer/deleteaddress", { email, addressKey: defaultKey }, email);
    expect(after.status).toBe(200);
    expect(addresses(after.json)).toHaveLength(2);
    expect(defaults(after.json)).toHaveLength(1);
    let json = after.json;
    for (const [key] of addresses(after.json)) {
      json = (await call(app, "/customer/deleteaddress", { email, addressKey: key }, email)).json;
    }
    expect(v.parse(UserDataResponse, json).response).toMatchObject({ address: false, addAddress: false });
  });

  it("404 for a key the customer does not have (another customer's included)", async () => {
    const missing = await call(app, "/customer/deleteaddress", { email, addressKey: "addr-home" }, email);
    expect(missing).toMatchObject({ status: 404, json: { error: "Address not found", field: "addressKey" } });
    const demo = await call(
      app,
      "/customer/deleteaddress",
      { email: "demo.customer@example.com", addressKey: "addr-home" },
      email,
    );
    expect(demo.status).toBe(403);
  });

  it("400 without an address key", async () => {
    const { status, json } = await call(app, "/customer/deleteaddress", { email }, email);
    expect(status).toBe(400);
    expect(json.field).toBe("addressKey");
  });

  it("refuses a 21st address", async () => {
    const many = "many@x.in";
    for (let i = 0; i < 20; i++) {
      const { status } = await call(
        app,
        "/customer/updateaddress",
        { email: many, address: `House ${i}` },
        many,
      );
      expect(status).toBe(200);
    }
    const { status, json } = await call(
      app,
      "/customer/updateaddress",
      { email: many, address: "One more" },
      many,
    );
    expect(status).toBe(400);
    expect(json).toEqual({ error: "You can save at most 20 addresses", field: "address" });
  });
});

describe(`POST /customer/updateaddress: the profile's edits (${driverName})`, () => {
  const email = "edit@x.in";
  const form = {
    fullName: "Asha Verma",
    phoneNumber: "9876543210",
    address: "12 MG Road",
    city: "Jaipur",
    district: "Jaipur",
    state: "Rajasthan",
    pincode: "302001",
  };
  const composed = "Asha Verma, +91-9876543210, 12 MG Road, Jaipur, Rajasthan - 302001, India";
  let first = "";
  let second = "";

  it("saves the form's fields, and the string they compose; the first address is the default", async () => {
    const { status, json } = await call(app, "/customer/updateaddress", { email, fields: form }, email);
    expect(status).toBe(200);
    const saved = addresses(json);
    expect(saved.map(([, a]) => a)).toEqual([
      {
        fullAddress: composed,
        addressType: "Home",
        defaultAddress: true,
        fields: { ...form, country: "India" },
      },
    ]);
    first = saved[0]?.[0] ?? "";
    const again = await call(
      app,
      "/customer/updateaddress",
      {
        email,
        fields: { ...form, city: "Ajmer", district: "Ajmer", pincode: "305001" },
        addressType: "Work",
      },
      email,
    );
    second = addresses(again.json).find(([key]) => key !== first)?.[0] ?? "";
    expect(second).not.toBe("");
  });

  it("makes a saved address the default by its key, keeping its string and type", async () => {
    const { status, json } = await call(
      app,
      "/customer/updateaddress",
      { email, addressKey: second, makeDefault: true },
      email,
    );
    expect(status).toBe(200);
    expect(defaults(json).map(([key, a]) => [key, a.addressType])).toEqual([[second, "Work"]]);
    expect(addresses(json)).toHaveLength(2);
  });

  it("edits a saved address in place: same key, new string, default unchanged", async () => {
    const { status, json } = await call(
      app,
      "/customer/updateaddress",
      { email, addressKey: first, fields: { ...form, address: "14 MG Road" }, addressType: "Other" },
      email,
    );
    expect(status).toBe(200);
    expect(Object.fromEntries(addresses(json))[first]).toMatchObject({
      fullAddress: composed.replace("12 MG Road", "14 MG Road"),
      addressType: "Other",
      defaultAddress: false,
      fields: { address: "14 MG Road" },
    });
    expect(defaults(json).map(([key]) => key)).toEqual([second]);
    // A new string without fields (the spec's payload): the old fields go with the old string.
    const plain = await call(
      app,
      "/customer/updateaddress",
      { email, addressKey: second, address: "Asha, +91-9876543210, Ajmer Road" },
      email,
    );
    expect(Object.fromEntries(addresses(plain.json))[second]).toEqual({
      fullAddress: "Asha, +91-9876543210, Ajmer Road",
      addressType: "Work",
      defaultAddress: true,
    });
  });

  it("checks the fields in the spec's order and the PIN's state: 400 naming the field, nothing saved", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ fullName: "" }, "fullName", "Enter Fullname"],
      [{ pincode: "" }, "pincode", "Enter Pincode"],
      [{ phoneNumber: "12345" }, "phoneNumber", "Enter a 10-digit Mobile Number"],
      [{ state: "Gujarat" }, "state", "Pin Code 302001 is in Rajasthan"],
      [{ state: "Atlantis" }, "state", "Enter a state of India"],
      [{ district: "x".repeat(51) }, "fields.district", "Invalid fields.district: is too long"],
    ];
    for (const [change, field, error] of cases) {
      const { status, json } = await call(
        app,
        "/customer/updateaddress",
        { email, addressKey: first, fields: { ...form, ...change } },
        email,
      );
      expect(status).toBe(400);
      expect(json).toMatchObject({ field, error });
    }
    const mismatch = await call(
      app,
      "/customer/updateaddress",
      { email, fields: form, address: "Else" },
      email,
    );
    expect(mismatch).toMatchObject({ status: 400, json: { field: "address" } });
    const after = await call(app, "/customer/userdata", { email }, email);
    expect(addresses(after.json)).toHaveLength(2);
  });

  it("400 with nothing to save; 404 for a key that is not the customer's", async () => {
    const empty = await call(app, "/customer/updateaddress", { email }, email);
    expect(empty).toMatchObject({
      status: 400,
      json: { field: "address", error: "Invalid address: is required" },
    });
    const missing = await call(
      app,
      "/customer/updateaddress",
      { email, addressKey: "addr-home", makeDefault: true },
      email,
    );
    expect(missing).toMatchObject({ status: 404, json: { error: "Address not found", field: "addressKey" } });
  });

  it("401 without a token, 403 for another customer's addresses", async () => {
    const body = { email, addressKey: first, makeDefault: true };
    const none = await app.request("/customer/updateaddress", postJson(body));
    expect(none.status).toBe(401);
    const none2 = await app.request("/customer/deleteaddress", postJson({ email, addressKey: first }));
    expect(none2.status).toBe(401);
    const other = await call(app, "/customer/updateaddress", body, "someone@x.in");
    expect(other.status).toBe(403);
    const otherDelete = await call(
      app,
      "/customer/deleteaddress",
      { email, addressKey: first },
      "someone@x.in",
    );
    expect(otherDelete.status).toBe(403);
  });
});

describe(`POST /customer/updatecustomer: the profile's checks (${driverName})`, () => {
  it("400 for a blank name or a phone that is no Indian mobile number; a blank phone clears it", async () => {
    const email = "who@x.in";
    const blank = await call(app, "/customer/updatecustomer", { email, name: "  " }, email);
    expect(blank).toMatchObject({ status: 400, json: { field: "name", error: "Enter your name" } });
    const phone = await call(
      app,
      "/customer/updatecustomer",
      { email, name: "Who", phoneNumber: "12345" },
      email,
    );
    expect(phone).toMatchObject({ status: 400, json: { field: "phoneNumber" } });
    await call(app, "/customer/updatecustomer", { email, name: "Who", phoneNumber: "9876543210" }, email);
    const cleared = await call(app, "/customer/updatecustomer", { email, phoneNumber: "" }, email);
    expect(v.parse(UserDataResponse, cleared.json).response).toMatchObject({ name: "Who", phoneNumber: "" });
  });
});

describe(`GET /pincode/{pincode} (${driverName})`, () => {
  it("answers the city, district and the invoice's state from India Post's directory, cacheable", async () => {
    const res = await app.request("/pincode/302001");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(await res.json()).toEqual({
      response: {
        pincode: "302001",
        city: "Jaipur",
        district: "Jaipur",
        state: "Rajasthan",
        stateCode: "08",
      },
    });
    const leh = await (await app.request("/pincode/194101")).json();
    expect(leh.response).toMatchObject({ district: "Leh", state: "Ladakh", stateCode: "38" });
  });

  it("404 for a PIN code no post office has; 400 for one that is not six digits", async () => {
    const unknown = await app.request("/pincode/100000");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Pin Code not found", field: "pincode" });
    for (const bad of ["30200", "030201", "3020011", "abcdef"]) {
      const res = await app.request(`/pincode/${bad}`);
      expect(res.status).toBe(400);
      expect((await res.json()).field).toBe("pincode");
    }
  });
});

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

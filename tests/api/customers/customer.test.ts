import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserDataResponse } from "../../../src/contract/customer";
import type { App } from "../../../src/server/app";
import type { DbHandle } from "../../../src/server/db/connection";
import { DEMO_CUSTOMER_EMAIL } from "../../../src/server/seed/customer";
import { driverName, openSeededApp, postJson } from "../support";
import { call } from "../support/shopping";

let app: App;
let handle: DbHandle;

beforeAll(async () => {
  ({ app, handle } = await openSeededApp());
});
afterAll(() => handle.close());

const userData = (json: unknown) => v.parse(UserDataResponse, json).response;

describe(`POST /customer/getcustomer and /customer/userdata (${driverName})`, () => {
  it("creates a new customer on first sign-in, with no orders and no address", async () => {
    const { status, json } = await call(app, "/customer/getcustomer", { email: "new@x.in" }, "new@x.in");
    expect(status).toBe(200);
    expect(json).toEqual({
      response: {
        email: "new@x.in",
        signInEmail: "new@x.in",
        signInPhone: "",
        name: "",
        phoneNumber: "",
        orders: [],
        addAddress: false,
        address: false,
      },
    });
  });

  it("returns the demo customer's addresses and orders, newest first", async () => {
    const { status, json } = await call(
      app,
      "/customer/userdata",
      { email: DEMO_CUSTOMER_EMAIL },
      DEMO_CUSTOMER_EMAIL,
    );
    expect(status).toBe(200);
    const data = userData(json);
    expect(data.name).toBe("Asha Verma");
    expect(data.addAddress).toBe(true);
    expect(data.address).toMatchObject({
      "addr-home": { addressType: "Home", defaultAddress: true },
      "addr-work": { addressType: "Work", defaultAddress: false },
    });
    expect(data.orders).toHaveLength(8);
    const dates = data.orders.map((o) => o.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(data.orders.map((o) => o.orderStatus)).toContain("SHIPPED");
    const vase = data.orders.find((o) => o.productName === "Blue Pottery Vase");
    expect(vase).toMatchObject({
      shopId: "kala",
      productCount: 1,
      totalCartValue: 1299,
      productImage: "http://localhost:4321/images/products/kala/blue-pottery-vase-960.webp",
      orderNote: { deliveryPartner: "Ravi Kumar" },
    });
    expect(vase?.address).toMatch(/^Asha Verma, \+91-9876501234, /);
    expect(data.orders[0]?.orderNote).toBeUndefined();
  });

  it("takes the email in any case", async () => {
    const { status, json } = await call(
      app,
      "/customer/userdata",
      { email: " Demo.Customer@Example.COM " },
      DEMO_CUSTOMER_EMAIL,
    );
    expect(status).toBe(200);
    expect(userData(json).email).toBe(DEMO_CUSTOMER_EMAIL);
  });

  it("401 without a token, 403 for another customer's email", async () => {
    const anonymous = await app.request("/customer/userdata", postJson({ email: DEMO_CUSTOMER_EMAIL }));
    expect(anonymous.status).toBe(401);
    const other = await call(app, "/customer/userdata", { email: DEMO_CUSTOMER_EMAIL }, "a@x.in");
    expect(other.status).toBe(403);
    expect(other.json).toEqual({ error: "You can only act for your own account", field: "email" });
  });

  it.each([
    ["no email", {}, "email", "Invalid email: is required"],
    [
      "a bad email",
      { email: "not-an-email" },
      "email",
      "Invalid email: must be an email address or a phone number like +919876543210",
    ],
    ["an array body", [1], "body", "Invalid body: must be of type object"],
  ])("400 for %s", async (_, body, field, error) => {
    const { status, json } = await call(app, "/customer/getcustomer", body, "a@x.in");
    expect(status).toBe(400);
    expect(json).toMatchObject({ field, error });
  });
});

describe(`POST /customer/updatecustomer (${driverName})`, () => {
  it("changes only the fields given", async () => {
    const email = "profile@x.in";
    await call(
      app,
      "/customer/updatecustomer",
      { email, name: "Meera", phoneNumber: "+91-9000000000" },
      email,
    );
    const { status, json } = await call(
      app,
      "/customer/updatecustomer",
      { email, name: " Meera Rao " },
      email,
    );
    expect(status).toBe(200);
    expect(userData(json)).toMatchObject({ name: "Meera Rao", phoneNumber: "+91-9000000000" });
  });

  it("400 for a name over 100 characters; 403 for someone else", async () => {
    const long = await call(
      app,
      "/customer/updatecustomer",
      { email: "p@x.in", name: "x".repeat(101) },
      "p@x.in",
    );
    expect(long.status).toBe(400);
    expect(long.json.field).toBe("name");
    const other = await call(app, "/customer/updatecustomer", { email: "b@x.in", name: "B" }, "a@x.in");
    expect(other.status).toBe(403);
  });

  it("needs a Bearer token in the right form", async () => {
    const res = await app.request(
      "/customer/updatecustomer",
      postJson({ email: "a@x.in" }, { authorization: "Basic abc" }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await res.json()).toEqual({ error: "Authorization must be 'Bearer <token>'" });
  });
});

import { describe, expect, it } from "vitest";
import { customerTarget } from "./redirects";

describe("customerTarget (SPEC §4 /customer)", () => {
  it("sends a logged-in customer to the bag", () => {
    expect(customerTarget(true, "demo", "http://localhost:4321")).toEqual({ kind: "route", route: "cart" });
  });

  it("sends others to the platform's customerLogin with the shop's subdomain", () => {
    expect(customerTarget(false, "demo", "http://localhost:4321")).toEqual({
      kind: "external",
      url: "http://localhost:4321/customerLogin?subdomain=demo",
    });
    expect(customerTarget(false, "demo", "https://platform.in/")).toEqual({
      kind: "external",
      url: "https://platform.in/customerLogin?subdomain=demo",
    });
  });
});

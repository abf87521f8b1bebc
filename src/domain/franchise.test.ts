import { describe, expect, it } from "vitest";
import {
  COMMISSION_FORMAT,
  commissionProblem,
  FRANCHISE_PLANS,
  franchiseIdFrom,
  franchiseSignUpHref,
  isFranchisePlan,
  MAX_FRANCHISE_STORES,
  riderArea,
  shopArea,
  shopLimitRefusal,
  signUpPlanOf,
  storeLimit,
  storesUsed,
} from "./franchise";

describe("storeLimit", () => {
  it("is the plan's number of stores as SPEC §9 gives them: Basic 50, Premium 100", () => {
    expect(storeLimit("basic")).toBe(50);
    expect(storeLimit("premium")).toBe(100);
    expect(FRANCHISE_PLANS.basic.name).toBe("Basic Subscription");
    expect(FRANCHISE_PLANS.premium.name).toBe("Premium Subscription");
  });

  it("never exceeds 100, whatever a plan says", () => {
    for (const plan of ["basic", "premium"] as const) expect(storeLimit(plan)).toBeLessThanOrEqual(100);
    expect(MAX_FRANCHISE_STORES).toBe(100);
  });
});

describe("shopLimitRefusal", () => {
  it("lets a franchise open shops below its plan's limit", () => {
    expect(shopLimitRefusal("basic", 0)).toBeNull();
    expect(shopLimitRefusal("basic", 49)).toBeNull();
    expect(shopLimitRefusal("premium", 99)).toBeNull();
  });

  it("refuses the 51st on Basic, saying Premium runs up to 100", () => {
    expect(shopLimitRefusal("basic", 50)).toBe(
      "Your Basic plan runs up to 50 storefronts and all 50 are open. Move to the Premium plan to run up to 100.",
    );
  });

  it("refuses the 101st on Premium with a clear message", () => {
    expect(shopLimitRefusal("premium", 100)).toBe(
      "A franchise runs up to 100 storefronts and all 100 of yours are open: this one can't be added.",
    );
    expect(shopLimitRefusal("premium", 130)).not.toBeNull();
  });

  it("storesUsed reads as the franchise screen shows it", () => {
    expect(storesUsed("basic", 12)).toBe("12 of 50 storefronts");
  });
});

describe("commissionProblem", () => {
  it("takes 0 to 100 percent with up to two decimals", () => {
    for (const ok of [0, 5, 7.5, 12.25, 100]) expect(commissionProblem(ok)).toBeNull();
  });

  it("refuses negative, over 100, three decimals and non-numbers", () => {
    for (const bad of [-1, 100.01, 7.125, Number.NaN, Number.POSITIVE_INFINITY])
      expect(commissionProblem(bad)).toBe(COMMISSION_FORMAT);
  });
});

describe("franchiseIdFrom", () => {
  it("makes a scope-safe id from the name", () => {
    expect(franchiseIdFrom("Jaipur North Riders")).toBe("jaipur-north-riders");
    expect(franchiseIdFrom("जयपुर")).toBe("jayapur");
    expect(franchiseIdFrom("!!!")).toBe("franchise");
  });

  it("keeps it to 40 characters, never ending in a hyphen", () => {
    const id = franchiseIdFrom(`${"a".repeat(39)} bbbb`);
    expect(id.length).toBeLessThanOrEqual(40);
    expect(id).toMatch(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/);
  });
});

describe("isFranchisePlan and riderArea", () => {
  it("reads a plan name, nothing else", () => {
    expect(isFranchisePlan("basic")).toBe(true);
    expect(isFranchisePlan("premium")).toBe(true);
    expect(isFranchisePlan("gold")).toBe(false);
    expect(isFranchisePlan("toString")).toBe(false);
  });

  it("a rider of a franchise works in its scope; one of none, for the platform", () => {
    expect(riderArea("jaipur-north")).toBe("franchise:jaipur-north");
    expect(riderArea(null)).toBe("platform");
  });

  it("a shop runs under its franchise, or the platform when it came through none (or a kiosk)", () => {
    expect(shopArea({ viaKind: "franchise", viaId: "jaipur-north" })).toBe("franchise:jaipur-north");
    expect(shopArea({ viaKind: "kiosk", viaId: "em-1" })).toBe("platform");
    expect(shopArea({ viaKind: "", viaId: "" })).toBe("platform");
  });
});

describe("the sign-up link", () => {
  it("leads the franchise page's Get Started to the staff app's sign-up with its plan", () => {
    expect(franchiseSignUpHref("basic")).toBe("/Admin/franchise/signup?plan=basic");
    expect(signUpPlanOf("premium")).toBe("premium");
    expect(signUpPlanOf("basic")).toBe("basic");
    expect(signUpPlanOf(undefined)).toBe("");
    expect(signUpPlanOf("gold")).toBe("");
    expect(signUpPlanOf("toString")).toBe("");
  });
});

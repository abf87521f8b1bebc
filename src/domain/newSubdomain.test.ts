import { describe, expect, it } from "vitest";
import { isShopId } from "./host";
import {
  isReservedSubdomain,
  newSubdomainProblem,
  RESERVED_SUBDOMAINS,
  SUBDOMAIN_FORMAT,
  SUBDOMAIN_REQUIRED,
  SUBDOMAIN_RESERVED,
} from "./newSubdomain";

describe("newSubdomainProblem: what a new shop's subdomain may be", () => {
  it.each(["chai-corner", "abc", "shop2", "x".repeat(63), "  Mehta-Sweets "])("accepts %j", (typed) => {
    expect(newSubdomainProblem(typed)).toBeNull();
  });

  it("asks for one when nothing is typed", () => {
    expect(newSubdomainProblem("")).toBe(SUBDOMAIN_REQUIRED);
    expect(newSubdomainProblem("   ")).toBe(SUBDOMAIN_REQUIRED);
  });

  it.each([
    "ab",
    "a",
    "-chai",
    "chai-",
    "chai corner",
    "chai.corner",
    "chai_corner",
    "चाय",
    "x".repeat(64),
    "xn--chai",
    "ab--cd",
  ])("refuses the format of %j", (typed) => {
    expect(newSubdomainProblem(typed)).toBe(SUBDOMAIN_FORMAT);
  });

  it.each(["www", "api", "admin", "mail", "platform", "masteradmin", "emitra", "titlesandimages", "WWW"])(
    "refuses the reserved %j",
    (typed) => {
      expect(newSubdomainProblem(typed)).toBe(SUBDOMAIN_RESERVED);
      expect(isReservedSubdomain(typed.toLowerCase())).toBe(true);
    },
  );

  it("reserves none of the seeded shops, and no part of a word", () => {
    for (const id of ["demo", "seva", "kala", "mailbox", "apiary", "shopper"]) {
      expect(isReservedSubdomain(id), id).toBe(false);
    }
    expect(isReservedSubdomain("")).toBe(false);
  });

  it("every reserved name is itself a well-formed label (so the list holds no typo)", () => {
    for (const id of RESERVED_SUBDOMAINS.trim().split(/\s+/)) expect(isShopId(id), id).toBe(true);
  });
});

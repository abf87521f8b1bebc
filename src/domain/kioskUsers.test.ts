import { describe, expect, it } from "vitest";
import {
  filterUsers,
  isUserFilter,
  type KioskUser,
  matchesFilter,
  matchesQuery,
  USER_FILTERS,
} from "./kioskUsers";

const user = (over: Partial<KioskUser>): KioskUser => ({
  userId: "U-1001",
  name: "Meena Kumari",
  phone: "+91 98290 11111",
  email: "meena@example.in",
  businessName: "Meena Handicrafts",
  shopId: "meena",
  paymentStatus: "Paid",
  status: "ACTIVE",
  joinedDaysAgo: 10,
  ...over,
});

const today = user({ userId: "U-1", name: "Asha", status: "ACTIVE", joinedDaysAgo: 0 });
const lastMonth = user({ userId: "U-2", name: "Bhanu", status: "INACTIVE", joinedDaysAgo: 30 });
const fourMonths = user({ userId: "U-3", name: "Chetan", status: "ACTIVE", joinedDaysAgo: 120 });
const lastYear = user({ userId: "U-4", name: "Divya", status: "INACTIVE", joinedDaysAgo: 365 });
const all = [today, lastMonth, fourMonths, lastYear];

describe("USER_FILTERS", () => {
  it("lists the spec's options in order", () => {
    expect(USER_FILTERS).toEqual(["Filter", "ACTIVE", "INACTIVE", "1DAY", "3MONTHS", "6MONTHS"]);
    expect(isUserFilter("3MONTHS")).toBe(true);
    expect(isUserFilter("active")).toBe(false);
  });
});

describe("matchesFilter", () => {
  it.each([
    ["Filter", all],
    ["ACTIVE", [today, fourMonths]],
    ["INACTIVE", [lastMonth, lastYear]],
    ["1DAY", [today]],
    ["3MONTHS", [today, lastMonth]],
    ["6MONTHS", [today, lastMonth, fourMonths]],
  ] as const)("%s", (filter, expected) => {
    expect(all.filter((u) => matchesFilter(u, filter))).toEqual(expected);
  });

  it("includes the period's last day", () => {
    expect(matchesFilter(user({ joinedDaysAgo: 1 }), "1DAY")).toBe(true);
    expect(matchesFilter(user({ joinedDaysAgo: 2 }), "1DAY")).toBe(false);
    expect(matchesFilter(user({ joinedDaysAgo: 180 }), "6MONTHS")).toBe(true);
    expect(matchesFilter(user({ joinedDaysAgo: 181 }), "6MONTHS")).toBe(false);
  });
});

describe("matchesQuery", () => {
  const meena = user({});
  it("matches any field, ignoring case and surrounding spaces", () => {
    for (const q of ["u-1001", "MEENA", " handicrafts ", "example.in", ""])
      expect(matchesQuery(meena, q)).toBe(true);
  });

  it("matches phone digits whatever the spacing", () => {
    expect(matchesQuery(meena, "9829011111")).toBe(true);
    expect(matchesQuery(meena, "98290 111")).toBe(true);
    expect(matchesQuery(meena, "+91 98290")).toBe(true);
  });

  it("does not match unrelated text, or a phone fragment mixed with letters", () => {
    expect(matchesQuery(meena, "kala")).toBe(false);
    expect(matchesQuery(meena, "12345")).toBe(false);
    expect(matchesQuery(meena, "9829x")).toBe(false);
  });
});

describe("filterUsers", () => {
  it("applies filter and search together, keeping the order", () => {
    expect(filterUsers(all, "ACTIVE", "chetan")).toEqual([fourMonths]);
    expect(filterUsers(all, "INACTIVE", "chetan")).toEqual([]);
    expect(filterUsers(all, "Filter", "")).toEqual(all);
  });
});

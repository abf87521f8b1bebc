import { describe, expect, it } from "vitest";
import { isShopRole, isStaffRole, SHOP_ROLES, STAFF_ROLES } from "./staffRoles";

describe("the staff roles", () => {
  it("are seven, a shop's two among them", () => {
    expect(STAFF_ROLES).toHaveLength(7);
    for (const role of SHOP_ROLES) expect(STAFF_ROLES).toContain(role);
  });

  it("tell a role name from anything else", () => {
    expect(isStaffRole("rider")).toBe(true);
    expect(isStaffRole("Rider")).toBe(false);
    expect(isStaffRole("admin")).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
    expect(isShopRole("staff")).toBe(true);
    expect(isShopRole("rider")).toBe(false);
  });
});

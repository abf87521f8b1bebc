import { describe, expect, it } from "vitest";
import { $admin, ADMIN_DEFAULT, adminLogin, adminLogout } from "./admin";

describe("admin actions (SPEC §4)", () => {
  it("login sets logged in with the admin's data; logout clears it", () => {
    adminLogin({ name: "Asha" });
    expect($admin.get()).toEqual({ adminData: { name: "Asha" }, isLoggedIn: true });
    adminLogout();
    expect($admin.get()).toEqual(ADMIN_DEFAULT);
  });
});

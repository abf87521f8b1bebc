import { describe, expect, it } from "vitest";
import { staffHref } from "../routes";
import { filterOf } from "./auditFilter";

describe("the audit log's filters in the address", () => {
  it("read back what the screen's address wrote", () => {
    const filter = { scope: "shop:demo", actor: "+919829012345", action: "support.add" };
    const href = staffHref("masterAudit", {}, filter);
    expect(href).toBe("/masteradmin/audit?scope=shop%3Ademo&actor=%2B919829012345&action=support.add");
    expect(filterOf(new URL(href, "http://staff.invalid").search)).toEqual(filter);
    expect(filterOf(filter)).toEqual(filter);
  });

  it("leave out the empty ones, and read none as empty", () => {
    expect(staffHref("masterAudit", {}, { scope: "", actor: "master@example.com", action: "" })).toBe(
      "/masteradmin/audit?actor=master%40example.com",
    );
    expect(staffHref("masterAudit", {}, { scope: "", actor: "", action: "" })).toBe("/masteradmin/audit");
    expect(filterOf("")).toEqual({ scope: "", actor: "", action: "" });
    expect(filterOf({})).toEqual({ scope: "", actor: "", action: "" });
    expect(filterOf("?other=1&action=x")).toEqual({ scope: "", actor: "", action: "x" });
    expect(filterOf({ other: "1", action: "x" })).toEqual({ scope: "", actor: "", action: "x" });
  });
});

import { describe, expect, it } from "vitest";
import { filterOf, searchOf } from "./auditFilter";

describe("the audit log's filters in the address", () => {
  it("read back what they wrote", () => {
    const filter = { scope: "shop:demo", actor: "+919829012345", action: "support.add" };
    expect(searchOf(filter)).toBe("?scope=shop%3Ademo&actor=%2B919829012345&action=support.add");
    expect(filterOf(searchOf(filter))).toEqual(filter);
  });

  it("leave out the empty ones, and read none as empty", () => {
    expect(searchOf({ scope: "", actor: "master@example.com", action: "" })).toBe(
      "?actor=master%40example.com",
    );
    expect(searchOf({ scope: "", actor: "", action: "" })).toBe("");
    expect(filterOf("")).toEqual({ scope: "", actor: "", action: "" });
    expect(filterOf("?other=1&action=x")).toEqual({ scope: "", actor: "", action: "x" });
  });
});

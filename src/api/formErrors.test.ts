import { describe, expect, it } from "vitest";
import { errorsAfterEdit } from "../api/formErrors";

describe("a form's errors after an edit", () => {
  const before = { name: "", mrp: "0", variants: [{ size: "" }] };
  const errors = { name: "Enter the name", mrp: "must be more than 0", "variants.0.size": "Enter a size" };

  it("drop the changed field's error, keep the rest", () => {
    expect(errorsAfterEdit(errors, before, { ...before, name: "Tea" })).toEqual({
      mrp: "must be more than 0",
      "variants.0.size": "Enter a size",
    });
  });

  it("drop a list's parts' errors when the list changed", () => {
    expect(errorsAfterEdit(errors, before, { ...before, variants: [{ size: "M" }] })).toEqual({
      name: "Enter the name",
      mrp: "must be more than 0",
    });
  });

  it("stay as they are when nothing changed", () => {
    expect(errorsAfterEdit(errors, before, { ...before })).toBe(errors);
  });
});

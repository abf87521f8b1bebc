import { describe, expect, it } from "vitest";
import { catalogueFileName, importSummary, issueLine, issueLines } from "./catalogueImport";

describe("catalogue import messages", () => {
  it("count what the import did", () => {
    expect(importSummary({ created: 2, updated: 1, unchanged: 30 })).toBe("2 added, 1 updated, 30 unchanged");
  });

  it("read each problem as a sentence", () => {
    expect(issueLine({ field: "row 5 mrp", message: "can't be negative" })).toBe(
      "Row 5, mrp: can't be negative",
    );
    expect(issueLine({ field: "row 12", message: "is a copy of row 3" })).toBe("Row 12: is a copy of row 3");
    expect(issueLine({ field: "file", message: "The file is empty" })).toBe("The file is empty");
  });

  it("take the issues of a refusal's body, leaving out junk", () => {
    expect(
      issueLines({
        error: "2 rows have problems",
        issues: [{ field: "row 2 gst", message: "must be a rate in force" }, { nope: 1 }, null],
      }),
    ).toEqual(["Row 2, gst: must be a rate in force"]);
    expect(issueLines({ error: "x" })).toEqual([]);
    expect(issueLines(null)).toEqual([]);
  });

  it("name the exported file by shop and day", () => {
    expect(catalogueFileName("demo", "2026-11-25")).toBe("demo-catalogue-2026-11-25.csv");
  });
});

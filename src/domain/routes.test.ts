import { describe, expect, it } from "vitest";
import { inSitemap } from "./routes";

describe("inSitemap", () => {
  it.each([
    "/",
    "/emitra/",
    "/emitra/guide/",
    "/rajeevika/",
    "/rajeevika/products/",
    "/hyperlocal/",
    "/Administrators/",
  ])("keeps %s", (path) => {
    expect(inSitemap(path)).toBe(true);
  });

  it.each([
    "/Admin",
    "/Admin/",
    "/masteradmin/",
    "/masteradmin/shop/demo/",
    "/emitra/dashboard/",
    "/storefront/",
    "/jkk/",
    "/handloom/",
    "/rajkhadi/",
  ])("leaves out %s", (path) => {
    expect(inSitemap(path)).toBe(false);
  });
});

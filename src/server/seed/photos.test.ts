import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { photoSrcset } from "../../domain/photos";
import { demoProducts } from "./catalog";
import { demoClothing, kalaProducts, sevaProducts } from "./catalog-more";
import { SEED_PHOTO_WIDTHS, seedPhoto } from "./photos";

const publicDir = path.resolve(import.meta.dirname, "../../../public");
const products = [...demoProducts, ...demoClothing, ...kalaProducts, ...sevaProducts];

describe("the demo catalogue's photos", () => {
  it("name a drawing's largest WebP size", () => {
    expect(seedPhoto("demo", "assam-tea-500g")).toBe("/images/products/demo/assam-tea-500g-960.webp");
  });
  it("every seeded photo, a colour's too, is on disk at every size its srcset lists (npm run seed:photos)", () => {
    const urls = products.flatMap((p) => [...(p.images ?? []), ...Object.values(p.colorImages ?? {})]);
    expect(urls.length).toBeGreaterThan(20);
    for (const url of new Set(urls)) {
      const srcset = photoSrcset(url);
      expect(srcset, url).toBeDefined();
      const files = (srcset ?? "").split(", ").map((entry) => entry.split(" ")[0] as string);
      expect(files).toHaveLength(SEED_PHOTO_WIDTHS.length);
      for (const file of files) expect(existsSync(path.join(publicDir, file)), file).toBe(true);
    }
  });
});

describe("the demo shops' logos", () => {
  it("are rasters on disk, as an uploaded logo is (npm run seed:photos)", async () => {
    const { seedShops } = await import("./shops");
    for (const shop of seedShops) {
      const logo = shop.header?.logo ?? "";
      expect(logo).toMatch(/^\/images\/shops\/[a-z]+\/logo\.webp$/);
      expect(existsSync(path.join(publicDir, logo)), shop.shopId).toBe(true);
    }
  });
});

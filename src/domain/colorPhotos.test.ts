import { describe, expect, it } from "vitest";
import { colorPhotosProblem, keptColorPhotos, MAX_COLOR_PHOTOS, variantColors } from "./colorPhotoLinks";
import { colorFirst, colorPhotoIndex } from "./colorPhotos";

const images = ["/p/front.webp", "/p/red.webp", "/p/blue.webp"];
const variants = [
  { size: "S", color: "Red" },
  { size: "S", color: "Blue" },
  { size: "M", color: "Red" },
  { size: "L", color: "" },
];

describe("variantColors", () => {
  it("lists each colour once, in order, without the empty one", () => {
    expect(variantColors(variants)).toEqual(["Red", "Blue"]);
    expect(variantColors([])).toEqual([]);
  });
});

describe("keptColorPhotos: links whose colour and photo still exist", () => {
  it("drops a link to a removed photo or a renamed colour, keeps the rest", () => {
    const links = { Red: "/p/red.webp", Blue: "/p/gone.webp", Green: "/p/front.webp" };
    expect(keptColorPhotos(links, images, ["Red", "Blue"])).toEqual({ Red: "/p/red.webp" });
    expect(keptColorPhotos(undefined, images, ["Red"])).toEqual({});
  });
});

describe("colorPhotosProblem: what the form and the server refuse", () => {
  it("accepts links from the product's colours to its photos, and none", () => {
    expect(
      colorPhotosProblem({ Red: "/p/red.webp", Blue: "/p/front.webp" }, images, ["Red", "Blue"]),
    ).toBeNull();
    expect(colorPhotosProblem({}, images, [])).toBeNull();
    expect(colorPhotosProblem(undefined, images, [])).toBeNull();
  });
  it("refuses a colour the product does not have", () => {
    expect(colorPhotosProblem({ Green: "/p/red.webp" }, images, ["Red"])).toBe(
      "Green is not one of this product's colours",
    );
  });
  it("refuses a photo that is not the product's", () => {
    expect(colorPhotosProblem({ Red: "https://elsewhere.example/x.jpg" }, images, ["Red"])).toBe(
      "Choose one of this product's photos for Red",
    );
  });
  it("refuses more links than a product may have colours", () => {
    const many = Object.fromEntries(
      Array.from({ length: MAX_COLOR_PHOTOS + 1 }, (_, i) => [`c${i}`, "/p/front.webp"]),
    );
    expect(colorPhotosProblem(many, images, Object.keys(many))).toBe("At most 100 colours can have a photo");
  });
});

describe("a colour's photo in the shop", () => {
  const product = { productImages: images, colorImages: { Red: "/p/red.webp", Blue: "/p/blue.webp" } };
  it("finds the colour's photo among the product's, -1 without one", () => {
    expect(colorPhotoIndex(product, "Blue")).toBe(2);
    expect(colorPhotoIndex(product, "Green")).toBe(-1);
    expect(colorPhotoIndex({ productImages: images }, "Red")).toBe(-1);
    // A link to a photo the product no longer shows is no photo.
    expect(
      colorPhotoIndex({ productImages: ["/p/front.webp"], colorImages: { Red: "/p/red.webp" } }, "Red"),
    ).toBe(-1);
  });
  it("puts the colour's photo first for its bag line, the rest in their order", () => {
    expect(colorFirst(product, "Blue")).toEqual(["/p/blue.webp", "/p/front.webp", "/p/red.webp"]);
    expect(colorFirst(product, "Green")).toEqual(images);
    expect(colorFirst({ productImages: images, colorImages: { Red: "/p/front.webp" } }, "Red")).toEqual(
      images,
    );
  });
});

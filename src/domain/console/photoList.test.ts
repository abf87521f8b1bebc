import { describe, expect, it } from "vitest";
import { addPhotos, movePhoto, photoLabel, removePhoto } from "./photoList";

describe("a product's photos", () => {
  const list = ["a", "b", "c"];

  it("move one place, staying put at an end", () => {
    expect(movePhoto(list, 1, -1)).toEqual(["b", "a", "c"]);
    expect(movePhoto(list, 1, 1)).toEqual(["a", "c", "b"]);
    expect(movePhoto(list, 0, -1)).toEqual(list);
    expect(movePhoto(list, 2, 1)).toEqual(list);
    expect(movePhoto(list, 7, 1)).toEqual(list);
  });

  it("are removed and added without repeats, at most max", () => {
    expect(removePhoto(list, 0)).toEqual(["b", "c"]);
    expect(addPhotos(list, ["c", "d", "e", "f", "g"], 6)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("name the cover", () => {
    expect(photoLabel(0, 3)).toBe("Photo 1 of 3, the cover");
    expect(photoLabel(2, 3)).toBe("Photo 3 of 3");
  });
});

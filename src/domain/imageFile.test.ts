import { describe, expect, it } from "vitest";
import { imageTypeOf, safeFileName, sniffImageType } from "./imageFile";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it("recognises JPEG, PNG, WebP and GIF by their magic bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("image/gif");
  });

  it("refuses SVG, HTML, other RIFF files, truncated headers and empty files", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0x89], "PN"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

describe("safeFileName", () => {
  it("keeps a plain name and gives it the real type's extension", () => {
    expect(safeFileName("cover.png", "image/png")).toBe("cover.png");
    expect(safeFileName("My Photo (1).JPG", "image/jpeg")).toBe("My-Photo-1.jpg");
    expect(safeFileName("looks-like.png", "image/webp")).toBe("looks-like.webp");
  });

  it("strips folders, traversal, accents and odd characters", () => {
    expect(safeFileName("../../etc/passwd", "image/gif")).toBe("passwd.gif");
    expect(safeFileName("C:\\Users\\me\\résumé photo.jpeg", "image/jpeg")).toBe("resume-photo.jpg");
    expect(safeFileName('a"b<c>.png', "image/png")).toBe("a-b-c.png");
    expect(safeFileName("..hidden.png", "image/png")).toBe("hidden.png");
  });

  it("names a file with nothing usable 'image' and caps the length", () => {
    expect(safeFileName("दीपावली.png", "image/png")).toBe("image.png");
    expect(safeFileName("", "image/jpeg")).toBe("image.jpg");
    expect(safeFileName(`${"a".repeat(300)}.png`, "image/png")).toBe(`${"a".repeat(70)}.png`);
  });
});

describe("imageTypeOf", () => {
  it("maps image extensions to content types, case-insensitively", () => {
    expect(imageTypeOf("x.WEBP")).toBe("image/webp");
    expect(imageTypeOf("qr.svg")).toBe("image/svg+xml");
    expect(imageTypeOf("a.jpeg")).toBe("image/jpeg");
  });

  it("is null for anything else", () => {
    expect(imageTypeOf("notes.txt")).toBeNull();
    expect(imageTypeOf("page.html")).toBeNull();
    expect(imageTypeOf("noext")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { photoSrcset, smallestPhoto } from "./photos";

const API = "http://localhost:8787/uploads/catalog/demo/0123456789abcdef";

describe("photoSrcset", () => {
  it("lists every size up to the largest an upload has", () => {
    expect(photoSrcset(`${API}-1280.webp`)).toBe(
      `${API}-320.webp 320w, ${API}-640.webp 640w, ${API}-960.webp 960w, ${API}-1280.webp 1280w`,
    );
  });
  it("stops at the photo's own width, even between the standard ones", () => {
    expect(photoSrcset(`${API}-640.webp`)).toBe(`${API}-320.webp 320w, ${API}-640.webp 640w`);
    expect(photoSrcset(`${API}-800.webp`)).toBe(
      `${API}-320.webp 320w, ${API}-640.webp 640w, ${API}-800.webp 800w`,
    );
    expect(photoSrcset(`${API}-250.webp`)).toBe(`${API}-250.webp 250w`);
  });
  it("lists a seeded photo's sizes the same way (the demo catalogue's, under /images/products/)", () => {
    const seeded = "http://localhost:4321/images/products/demo/assam-tea-500g";
    expect(photoSrcset(`${seeded}-960.webp`)).toBe(
      `${seeded}-320.webp 320w, ${seeded}-640.webp 640w, ${seeded}-960.webp 960w`,
    );
  });
  it("leaves other images, a drawing and nothing alone", () => {
    expect(photoSrcset("http://localhost:4321/images/products/honey.svg")).toBeUndefined();
    expect(photoSrcset("http://localhost:4321/images/shops/demo/logo-640.webp")).toBeUndefined();
    expect(photoSrcset(undefined)).toBeUndefined();
  });
});

describe("smallestPhoto", () => {
  it("is the 320 size of an upload, or the image itself", () => {
    expect(smallestPhoto(`${API}-1280.webp`)).toBe(`${API}-320.webp`);
    expect(smallestPhoto(`${API}-250.webp`)).toBe(`${API}-250.webp`);
    expect(smallestPhoto("/images/products/honey.svg")).toBe("/images/products/honey.svg");
    expect(smallestPhoto("/images/products/demo/honey-960.webp")).toBe(
      "/images/products/demo/honey-320.webp",
    );
  });
});

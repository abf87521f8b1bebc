import { describe, expect, it } from "vitest";
import { looksLikeSlug, MAX_SLUG_LENGTH, slugify, transliterateDevanagari, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lower-cases and joins words with single hyphens", () => {
    expect(slugify("Blue Pottery of Jaipur")).toBe("blue-pottery-of-jaipur");
    expect(slugify("  10 Tips -- for   Small Shops!! ")).toBe("10-tips-for-small-shops");
  });

  it("keeps only ASCII letters, digits and inner hyphens", () => {
    const slug = slugify("Diwali Sale: 50% off (today) / kal? #offers");
    expect(slug).toBe("diwali-sale-50-off-today-kal-offers");
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("drops accents and apostrophes, spells out &", () => {
    expect(slugify("Café Crème brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("Rani's Shop & Co’s")).toBe("ranis-shop-and-cos");
  });

  it("transliterates Hindi (Devanagari)", () => {
    expect(slugify("नमस्ते भारत")).toBe("namaste-bharat");
    expect(slugify("राजस्थान की हस्तकला")).toBe("rajasthan-ki-hastakala");
    expect(slugify("हिंदी में ब्लॉग")).toBe("hindi-men-blog");
    expect(slugify("ज़रूरी फ़ैसला")).toBe("zaruri-faisala");
  });

  it("mixes scripts and Devanagari digits", () => {
    expect(slugify("Diwali दीपावली २०२५")).toBe("diwali-dipavali-2025");
  });

  it("drops scripts it cannot transliterate, and falls back to 'blog' when nothing is left", () => {
    expect(slugify("Kolkata কলকাতা 2025")).toBe("kolkata-2025");
    expect(slugify("中文标题")).toBe("blog");
    expect(slugify("!!!")).toBe("blog");
    expect(slugify("")).toBe("blog");
    expect(slugify("中文标题", "product")).toBe("product");
    expect(slugify("Chai", "product")).toBe("chai");
  });

  it("caps the length at a word boundary", () => {
    const slug = slugify("handmade ".repeat(30));
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(/^(handmade-)*handmade$/);
    expect(slugify("x".repeat(200))).toBe("x".repeat(MAX_SLUG_LENGTH));
  });
});

describe("transliterateDevanagari", () => {
  it("keeps the inherent vowel except before a vowel sign, a virama or at a word end", () => {
    expect(transliterateDevanagari("कमल")).toBe("kamal");
    expect(transliterateDevanagari("क")).toBe("ka");
    expect(transliterateDevanagari("और")).toBe("aur");
  });

  it("leaves non-Devanagari text alone", () => {
    expect(transliterateDevanagari("Jaipur 2025")).toBe("Jaipur 2025");
  });
});

describe("uniqueSlug", () => {
  it("uses the base when free, else the first free -2, -3, …", () => {
    expect(uniqueSlug("kala", [])).toBe("kala");
    expect(uniqueSlug("kala", ["kala"])).toBe("kala-2");
    expect(uniqueSlug("kala", ["kala", "kala-2", "kala-3"])).toBe("kala-4");
    expect(uniqueSlug("kala", ["kala", "kala-3"])).toBe("kala-2");
  });
});

describe("looksLikeSlug", () => {
  it("takes lower-case letters, digits and hyphens, up to 200", () => {
    expect(looksLikeSlug("apani-dukan-ko-onalain-kaise-le-jaen-2")).toBe(true);
    expect(looksLikeSlug("a".repeat(200))).toBe(true);
    for (const bad of ["", "a".repeat(201), "Upper", "a b", "a%00b", "../etc", "dukaan।"])
      expect(looksLikeSlug(bad)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  CATALOGUE_LIMITS,
  catalogueSearch,
  containsPattern,
  DEFAULT_CATALOGUE_QUERY,
  isFiltered,
  normalizeSearch,
  pageCount,
  readCatalogueQuery,
  sameQuery,
  searchWords,
} from "./catalogueQuery";

describe("normalizeSearch", () => {
  it("trims, joins white space and folds compatibility forms", () => {
    expect(normalizeSearch("  toor \t\n dal  ")).toBe("toor dal");
    expect(normalizeSearch("ｄａｌ")).toBe("dal"); // full-width letters
    expect(normalizeSearch("")).toBe("");
  });
});

describe("searchWords", () => {
  it("lower-cases, splits and keeps each word once", () => {
    expect(searchWords("Toor  DAL toor")).toEqual(["toor", "dal"]);
  });
  it("keeps Hindi words as typed", () => {
    expect(searchWords("अरहर दाल")).toEqual(["अरहर", "दाल"]);
  });
  it("keeps at most the word limit", () => {
    const many = Array.from({ length: 12 }, (_, i) => `w${i}`).join(" ");
    expect(searchWords(many)).toHaveLength(CATALOGUE_LIMITS.words);
  });
  it("finds no words in blank text", () => {
    expect(searchWords("   ")).toEqual([]);
  });
});

describe("containsPattern", () => {
  it("makes LIKE's wildcards and escape match themselves", () => {
    expect(containsPattern("dal")).toBe("%dal%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("readCatalogueQuery", () => {
  it("reads every part", () => {
    expect(
      readCatalogueQuery(new URLSearchParams("q=toor+dal&category=Groceries&sort=price-asc&page=3")),
    ).toEqual({ q: "toor dal", category: "Groceries", sort: "price-asc", page: 3 });
  });
  it("reads the router's plain object too", () => {
    expect(readCatalogueQuery({ sort: "newest" })).toEqual({ ...DEFAULT_CATALOGUE_QUERY, sort: "newest" });
  });
  it("falls back to the default for an unknown sort or a page that is no page", () => {
    for (const page of ["0", "-1", "2.5", "abc", "1001", "99999", ""])
      expect(readCatalogueQuery(new URLSearchParams({ page, sort: "cheapest" }))).toEqual(
        DEFAULT_CATALOGUE_QUERY,
      );
    expect(readCatalogueQuery(new URLSearchParams({ page: "1000" })).page).toBe(1000);
  });
  it("cuts text over its limit", () => {
    const long = "a".repeat(500);
    const query = readCatalogueQuery(new URLSearchParams({ q: long, category: long }));
    expect(query.q).toHaveLength(CATALOGUE_LIMITS.q);
    expect(query.category).toHaveLength(CATALOGUE_LIMITS.category);
  });
});

describe("catalogueSearch", () => {
  it("is empty for the default listing", () => {
    expect(catalogueSearch(DEFAULT_CATALOGUE_QUERY)).toBe("");
  });
  it("writes the parts in one order, defaults left out, and reads back the same", () => {
    const query = { q: "toor dal", category: "Dal & Pulses", sort: "price-desc" as const, page: 2 };
    const text = catalogueSearch(query);
    expect(text).toBe("?q=toor+dal&category=Dal+%26+Pulses&sort=price-desc&page=2");
    expect(readCatalogueQuery(new URLSearchParams(text))).toEqual(query);
    expect(catalogueSearch({ ...DEFAULT_CATALOGUE_QUERY, page: 1, sort: "featured", q: "x" })).toBe("?q=x");
  });
});

describe("sameQuery and isFiltered", () => {
  it("compare listings and tell a narrowed one", () => {
    expect(sameQuery(DEFAULT_CATALOGUE_QUERY, { q: "", category: "", sort: "featured", page: 1 })).toBe(true);
    expect(sameQuery(DEFAULT_CATALOGUE_QUERY, { ...DEFAULT_CATALOGUE_QUERY, page: 2 })).toBe(false);
    expect(isFiltered(DEFAULT_CATALOGUE_QUERY)).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_QUERY, sort: "price-asc" })).toBe(false);
    expect(isFiltered({ ...DEFAULT_CATALOGUE_QUERY, category: "Snacks" })).toBe(true);
  });
});

describe("pageCount", () => {
  it("counts whole pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(5000)).toBe(209);
  });
});

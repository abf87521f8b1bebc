import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProductsResponse } from "../../contract/product";
import { type CatalogueQuery, DEFAULT_CATALOGUE_QUERY } from "../../domain/catalogueQuery";
import { storeDataFixture } from "../../stores/fixtures";
import { FirstPaint } from "../FirstPaint";

const page: ProductsResponse = {
  response: [],
  page: 1,
  pageSize: 24,
  pages: 1,
  total: 0,
  categories: [{ name: "Groceries", count: 3 }],
};
const paint = (query: CatalogueQuery, more: Partial<ProductsResponse> = {}) =>
  renderToStaticMarkup(
    <FirstPaint
      boot={{
        host: "demo.localhost",
        shopId: "demo",
        storeData: storeDataFixture(),
        catalogue: { ...page, ...more, query },
      }}
      pathname="/"
    />,
  );

describe("the home's first paint of a listing (the web server draws it from the URL's query)", () => {
  it("shows the search as sent: a GET form to / that works before the app, the choices made", () => {
    const html = paint({ q: "dal", category: "Groceries", sort: "price-asc", page: 1 });
    expect(html).toContain('<form class="find" action="/" method="get">');
    expect(html).toContain('value="dal"');
    expect(html).toMatch(/<option value="Groceries" selected="">Groceries \(3\)<\/option>/);
    expect(html).toMatch(/<option value="price-asc" selected="">Price: low to high<\/option>/);
    expect(html).toContain("No products found for “dal” in Groceries.");
    // A chosen listing shows its search open on a phone too.
    expect(html).toContain('class="screen home find-open"');
    expect(html).toContain('aria-expanded="true"');
  });

  it("keeps the search behind its button for the whole catalogue, and pages past the last offer the first", () => {
    const whole = paint(DEFAULT_CATALOGUE_QUERY, { total: 3 });
    expect(whole).toContain('class="screen home"');
    expect(whole).toContain('aria-expanded="false"');
    const past = paint({ ...DEFAULT_CATALOGUE_QUERY, page: 7 }, { total: 3, page: 7 });
    expect(past).toContain('<a href="/">Go to the first page</a>');
  });
});

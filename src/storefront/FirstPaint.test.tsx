import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ShopBoot } from "../contract/boot";
import type { Product } from "../contract/product";
import { DEFAULT_CATALOGUE_QUERY } from "../domain/catalogueQuery";
import { kurta, rice } from "../domain/fixtures/cart";
import { storeDataFixture } from "../stores/fixtures";
import { FirstPaint } from "./FirstPaint";

/** A seller's photo as the photo call stores it: its largest size in the name, the smaller ones beside it. */
const photo = (name: string) => `http://localhost:8787/uploads/catalog/demo/${name}-960.webp`;
const asProduct = (p: typeof rice, image: string): Product => ({
  ...p,
  shopId: "demo",
  productImages: [image],
});
const riceP = asProduct(rice, photo("rice"));
const kurtaP = asProduct(kurta, photo("kurta"));

const boot = (more: Partial<ShopBoot> = {}): ShopBoot => ({
  host: "demo.localhost",
  shopId: "demo",
  storeData: storeDataFixture(),
  catalogue: {
    response: [riceP],
    page: 1,
    pageSize: 24,
    pages: 2,
    total: 25,
    categories: [],
    query: DEFAULT_CATALOGUE_QUERY,
  },
  ...more,
});
const paint = (pathname: string, data = boot()) =>
  renderToStaticMarkup(<FirstPaint boot={data} pathname={pathname} />);
/** The <img> tags of a markup whose src is this photo. */
const imagesOf = (html: string, url: string) =>
  [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => tag.includes(`src="${url}"`));

describe("the first paint's main image (the page's LCP, fetched with the HTML, not after the app's start)", () => {
  it("on the home: the first card's photo, eager, asked for first, with its sizes", () => {
    const [img, ...more] = imagesOf(paint("/"), riceP.productImages[0] ?? "");
    expect(more).toEqual([]);
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    // Decoded off the frame: the first frame's text is not held by the photos' decoding.
    expect(img).toContain('decoding="async"');
    expect(img).toMatch(/srcSet="[^"]*rice-320\.webp 320w[^"]*rice-960\.webp 960w"/);
    expect(img).toMatch(/width="400" height="300"/);
  });

  it("on a product page the catalogue's page holds: its photo, asked for first", () => {
    const [img] = imagesOf(paint("/product/rice"), riceP.productImages[0] ?? "");
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
  });

  it("on a product page past the catalogue's page: the product the shell carried, and its photo", () => {
    const html = paint("/product/kurta", boot({ product: kurtaP }));
    expect(html).toContain(kurta.productName);
    const [img] = imagesOf(html, kurtaP.productImages[0] ?? "");
    expect(img).toContain('fetchPriority="high"');
    // Without it (the API had no such product), a spinner: never another product's page.
    const without = paint("/product/kurta");
    expect(without).not.toContain(kurta.productName);
    expect(without).toContain('role="status"');
    expect(paint("/product/other", boot({ product: kurtaP }))).not.toContain(kurta.productName);
  });
});

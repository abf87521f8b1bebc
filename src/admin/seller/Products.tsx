/**
 * The shop's products: search, tabs (active, low stock, archived), a page at
 * a time; each row's stock edited in place against the version it showed
 * (a 409 shows the server's figure and reloads the product), and archive or
 * restore behind a confirmation. The list and its calls are the products
 * store's (stores/products.ts).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useRef } from "react";
import {
  $products,
  closeProducts,
  openProducts,
  type ProductShow,
  productPages,
  productShowOf,
  productsFor,
  searchProducts,
  showProducts,
  turnProductPage,
} from "../../stores/products";
import { Alert } from "../../ui/Alert";
import { staffHref } from "../routes";
import type { SellerScreenProps } from "../screenProps";
import { Loading, Pager, ScreenTitle } from "../ui";
import { CatalogueFile } from "./CatalogueFile";
import { ProductRow } from "./ProductRow";

const TABS: { show: ProductShow; label: string }[] = [
  { show: "active", label: "Active" },
  { show: "low", label: "Low stock" },
  { show: "archived", label: "Archived" },
];

export default function Products({ shopId, route }: SellerScreenProps) {
  const firstShow = productShowOf(route.search.show);
  const { query, list, error, message } = productsFor(useStore($products), shopId, firstShow);
  const { q, show } = query;
  const top = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    void openProducts(shopId, firstShow);
    return closeProducts;
  }, [shopId, firstShow]);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void searchProducts(String(new FormData(event.currentTarget).get("q") ?? ""));
  };

  // Archived or restored, the product leaves this tab: focus goes to the line saying so.
  const archived = (done: boolean) => {
    if (done) said.current?.focus();
  };

  const pages = productPages(list);
  return (
    <div className="console-screen">
      <ScreenTitle>Products</ScreenTitle>
      <p>
        <a className="button" href={staffHref("productNew")}>
          Add a product
        </a>
      </p>
      <CatalogueFile shopId={shopId} />
      <search>
        <form className="console-filters" onSubmit={search}>
          <label>
            Search products
            <input type="search" name="q" defaultValue={q} />
          </label>
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </form>
      </search>
      <fieldset className="console-tabs">
        <legend className="visually-hidden">Which products</legend>
        {TABS.map((t) => (
          <button
            key={t.show}
            type="button"
            className="console-tab"
            aria-pressed={show === t.show}
            onClick={() => void showProducts(t.show)}
          >
            {t.label}
          </button>
        ))}
      </fieldset>
      <p ref={said} tabIndex={-1} className="console-message" role="status">
        {message}
      </p>
      <Alert>{error}</Alert>
      <h2 ref={top} tabIndex={-1} className="visually-hidden">
        {TABS.find((t) => t.show === show)?.label} products{list ? `, page ${list.page} of ${pages}` : ""}
      </h2>
      {list === null ? (
        error ? null : (
          <Loading label="Loading products" />
        )
      ) : list.products.length === 0 ? (
        <p>{q ? `No products match "${q}".` : "No products here."}</p>
      ) : (
        <>
          <p className="console-muted">
            {list.total} product{list.total === 1 ? "" : "s"}
          </p>
          <ul className="console-products">
            {list.products.map((p) => (
              <ProductRow key={p.productId} product={p} onArchived={archived} />
            ))}
          </ul>
        </>
      )}
      <Pager
        page={list?.page ?? 1}
        pages={pages}
        label="Product pages"
        onPage={(to) => {
          void turnProductPage(to);
          top.current?.focus();
        }}
      />
    </div>
  );
}

import { useStore } from "@nanostores/react";
import { type Ref, useEffect, useRef, useState } from "react";
import type { StoreData } from "../../contract/shop";
import {
  type CatalogueQuery,
  catalogueSearch,
  isFiltered,
  readCatalogueQuery,
  sameQuery,
} from "../../domain/catalogueQuery";
import type { ProductLike } from "../../domain/shapes";
import { t } from "../../i18n/t";
import { takeBootLoaded } from "../../stores/boot";
import { $catalogue, type CatalogueState, loadCatalogue } from "../../stores/catalogue";
import { FindControls, FoundLine, listingHref, Pager } from "../catalogue/FindControls";
import { type CardPlace, ProductCard } from "../catalogue/ProductCard";
import { $router } from "../router";
import { LoadFailed, Spinner } from "../Status";
import type { ScreenProps } from "../screenProps";
import { wordingFor } from "../wording";

/**
 * The shop's home page (SPEC §2 /): a page of its products as a responsive
 * grid, with search, category and sort (issue 26). The listing is the URL's
 * query (`/?q=…&category=…&sort=…&page=…`): shared, kept by a reload, and
 * the back button goes back through the searches.
 */
export default function Home({ storeData }: ScreenProps) {
  const { shopId } = storeData;
  const catalogue = useStore($catalogue);
  const search = useStore($router)?.search ?? {};
  const query = readCatalogueQuery(search);
  const key = catalogueSearch(query);
  const shown = useRef(key);
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the query
  useEffect(() => {
    // The start-up already filled the catalogue from the shell's data: no second load for the same listing.
    const booted = takeBootLoaded(`catalogue:${shopId}`);
    const held = $catalogue.get();
    if (!(booted && held.shopId === shopId && sameQuery(held.query, query)))
      void loadCatalogue(shopId, query);
    // Another page of the same listing: the shopper reads on from its top.
    if (shown.current !== key) {
      const before = readCatalogueQuery(new URLSearchParams(shown.current));
      shown.current = key;
      if (sameQuery({ ...before, page: query.page }, query)) {
        heading.current?.focus({ preventScroll: true });
        heading.current?.scrollIntoView({ block: "start" });
      }
    }
  }, [shopId, key]);

  const mine = catalogue.shopId === shopId;
  return (
    <HomeView
      storeData={storeData}
      catalogue={mine ? { ...catalogue, query } : { ...catalogue, query, products: [], status: "LOADING" }}
      headingRef={heading}
      onQuery={(next) => $router.open(listingHref(next))}
      onRetry={() => void loadCatalogue(shopId, query)}
    />
  );
}

/** Cards on a phone's first screen (two columns, two rows): not lazy; the first row is fetched first. */
const FOLD = 4;
const placeOf = (index: number): CardPlace => (index < 2 ? "lcp" : index < FOLD ? "fold" : "below");

/** What the home shows of a catalogue page (the store's state; the first paint's page). */
export type HomeCatalogue = Omit<CatalogueState, "shopId" | "products"> & { products: ProductLike[] };

/** The home's markup for a catalogue page: the app's screen and the server's first paint (FirstPaint) draw it. */
export function HomeView({
  storeData,
  catalogue,
  onRetry,
  onQuery,
  headingRef,
}: {
  storeData: StoreData;
  catalogue: HomeCatalogue;
  onRetry: () => void;
  /** The app's way to show another listing; without it (the first paint) the form is sent as a page request. */
  onQuery?: ((query: CatalogueQuery) => void) | undefined;
  headingRef?: Ref<HTMLHeadingElement> | undefined;
}) {
  const words = wordingFor(storeData);
  const noun = storeData.shopType === "service" ? t("services") : t("products");
  const { products, status, query, total, pages, categories } = catalogue;
  const busy = status === "LOADING";
  const empty = status === "SUCCESS" && total === 0 && query.q === "" && query.category === "";
  // On a phone the search waits behind a button beside the title (four products stay on the first
  // screen), open at once when the listing is a search, a category or another order.
  const chosen = isFiltered(query) || query.sort !== "featured";
  const [open, setOpen] = useState(chosen);
  return (
    <section
      className={open || chosen ? "screen home find-open" : "screen home"}
      aria-labelledby="home-title"
    >
      <div className="home-head">
        <h1 id="home-title" ref={headingRef} tabIndex={-1}>
          {words.listTitle}
        </h1>
        {empty ? null : (
          <button
            type="button"
            className="find-toggle"
            aria-expanded={open || chosen}
            aria-controls="find"
            onClick={() => {
              setOpen(!(open || chosen));
              // Opened: the shopper types at once.
              if (!(open || chosen)) requestAnimationFrame(() => document.getElementById("find-q")?.focus());
            }}
          >
            {t("Search")}
          </button>
        )}
      </div>
      {empty ? (
        <p className="empty">{t("This shop has no {noun} yet. Please visit again soon.", { noun })}</p>
      ) : (
        <>
          <FindControls query={query} categories={categories} noun={noun} onQuery={onQuery} />
          {status === "FAILED" ? null : (
            <FoundLine query={query} total={total} service={storeData.shopType === "service"} busy={busy} />
          )}
        </>
      )}
      {status === "FAILED" ? (
        <LoadFailed onRetry={onRetry} />
      ) : products.length > 0 ? (
        <ul className="product-grid" aria-busy={busy}>
          {products.map((product, i) => (
            <ProductCard
              key={product.productId}
              product={product}
              shopId={storeData.shopId}
              words={words}
              place={placeOf(i)}
            />
          ))}
        </ul>
      ) : busy ? (
        <Spinner label={t("Loading {noun}", { noun })} />
      ) : total > 0 ? (
        <p className="empty">
          {t("There is nothing on this page.")}{" "}
          <a href={listingHref({ ...query, page: 1 })}>{t("Go to the first page")}</a>
        </p>
      ) : null}
      {products.length > 0 && status !== "FAILED" ? <Pager query={query} pages={pages} /> : null}
    </section>
  );
}

import { type ChangeEvent, type SubmitEvent, useState } from "react";
import type { CategoryCount } from "../../contract/product";
import {
  CATALOGUE_LIMITS,
  CATALOGUE_SORTS,
  type CatalogueQuery,
  type CatalogueSort,
  catalogueSearch,
  normalizeSearch,
  SORT_LABELS,
} from "../../domain/catalogueQuery";
import "./find.css";
import { t } from "../../i18n/t";

/** The home's address for a listing: "/" and its query (src/domain/catalogueQuery.ts). */
export const listingHref = (query: CatalogueQuery) => `/${catalogueSearch(query)}`;

/**
 * The home's search, category and sort (issue 26): a real GET form to "/",
 * so it works before the app runs (the web server draws the answer); in the
 * app `onQuery` takes it instead, and a changed category or order applies
 * at once. Each change starts again from page 1.
 */
export function FindControls({
  query,
  categories,
  noun,
  onQuery,
}: {
  query: CatalogueQuery;
  categories: CategoryCount[];
  /** "products" or "services", in the shopper's language. */
  noun: string;
  onQuery?: ((query: CatalogueQuery) => void) | undefined;
}) {
  // The box follows the URL (back and forward), and keeps what is typed until it is sent.
  const [text, setText] = useState(query.q);
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setText(query.q);
  }
  const send = (form: HTMLFormElement) => {
    const data = new FormData(form);
    onQuery?.({
      q: normalizeSearch(text).slice(0, CATALOGUE_LIMITS.q),
      category: String(data.get("category") ?? ""),
      sort: String(data.get("sort") ?? "featured") as CatalogueSort,
      page: 1,
    });
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    if (!onQuery) return;
    event.preventDefault();
    send(event.currentTarget);
  };
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const form = event.currentTarget.form;
    if (form) send(form);
  };
  // A category the link names but the shop has none of (any more) still shows as chosen.
  const listed = categories.some((c) => c.name === query.category);
  const options =
    query.category && !listed ? [{ name: query.category, count: 0 }, ...categories] : categories;
  return (
    <search id="find">
      <form className="find" action="/" method="get" onSubmit={submit}>
        <div className="find-search">
          <label htmlFor="find-q">{t("Search {noun}", { noun })}</label>
          <div className="find-row">
            <input
              id="find-q"
              name="q"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={CATALOGUE_LIMITS.q}
              enterKeyHint="search"
              autoComplete="off"
            />
            <button type="submit" className="button">
              {t("Search")}
            </button>
          </div>
        </div>
        <label className="find-pick">
          {t("Category")}
          <select name="category" value={query.category} onChange={change}>
            <option value="">{t("All categories")}</option>
            {options.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </label>
        <label className="find-pick">
          {t("Sort by")}
          <select name="sort" value={query.sort} onChange={change}>
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </label>
      </form>
    </search>
  );
}

/** What a listing found, said to screen readers as it changes, with a way back to everything. */
export function FoundLine({
  query,
  total,
  service,
  busy,
}: {
  query: CatalogueQuery;
  total: number;
  /** A service shop's listing (services), else products. */
  service: boolean;
  busy: boolean;
}) {
  const narrowed = query.q !== "" || query.category !== "";
  const what = [
    query.q ? `“${query.q}”` : "",
    query.category ? t("in {category}", { category: query.category }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const n = { n: total };
  const count = service
    ? total === 1
      ? t("{n} service", n)
      : t("{n} services", n)
    : total === 1
      ? t("{n} product", n)
      : t("{n} products", n);
  const noun = service ? t("services") : t("products");
  return (
    <p className="find-found" role="status">
      {busy
        ? t("Loading…")
        : narrowed
          ? total
            ? t("{count} found for {what}", { count, what })
            : t("No {noun} found for {what}.", { noun, what })
          : count}
      {narrowed && !busy ? (
        <>
          {" "}
          <a href={listingHref({ ...query, q: "", category: "", page: 1 })}>
            {t("Show all {noun}", { noun })}
          </a>
        </>
      ) : null}
    </p>
  );
}

/** Previous and next page links, and where the shopper is: real links, so a page can be shared. */
export function Pager({ query, pages }: { query: CatalogueQuery; pages: number }) {
  if (pages <= 1 && query.page <= 1) return null;
  const at = (page: number) => listingHref({ ...query, page });
  return (
    <nav className="pager" aria-label={t("Pages")}>
      {query.page > 1 ? (
        <a href={at(Math.min(query.page - 1, pages))} rel="prev">
          {t("Previous")}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
      <span aria-current="page">{t("Page {page} of {pages}", { page: query.page, pages })}</span>
      {query.page < pages ? (
        <a href={at(query.page + 1)} rel="next">
          {t("Next")}
        </a>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}

/**
 * /masteradmin: every shop of the platform, newest first, 25 a page. Search
 * by shop id, name, the owner's email or phone (typed any usual way), filter
 * by status (free trial, active, renewal due, trial ended, suspended); both
 * and the page are kept in the address (?q=&status=&page=), so a reload or
 * a shared link shows the same list. Each shop links to its page.
 */
import { useStore } from "@nanostores/react";
import { type RefObject, type SubmitEvent, useEffect, useMemo, useRef } from "react";
import { PLATFORM_SHOP_COUNT_CAP, type PlatformShopsResponse } from "../../contract/platform";
import { SHOP_STATUS_LABEL, SHOP_STATUSES } from "../../domain/shopLifecycle";
import { $shopsList, loadShops, type ShopsQuery, shopsQueryOf } from "../../stores/masterShops";
import { Alert } from "../../ui/Alert";
import { replaceScreen } from "../router";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Loading, Pager, ScreenTitle } from "../ui";
import { ShopRows } from "./ShopRows";

/** The list's address: what is not narrowed (every status, the first page) is left out. */
const hrefOf = (query: ShopsQuery) =>
  staffHref("masterShops", {}, { q: query.q, status: query.status, page: query.page > 1 ? query.page : "" });

/** Loads the list; once it is shown, focus goes to its heading when a search or another page asked for it. */
function loadThenFocus(
  query: ShopsQuery,
  moved: RefObject<boolean>,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  void loadShops(query).then((shown) => {
    if (!shown) return;
    if (moved.current) heading.current?.focus();
    moved.current = false;
  });
}

const count = (list: PlatformShopsResponse) =>
  list.more
    ? `More than ${PLATFORM_SHOP_COUNT_CAP.toLocaleString("en-IN")} shops: search or filter to narrow them`
    : `${list.total.toLocaleString("en-IN")} shop${list.total === 1 ? "" : "s"}`;

export default function Shops({ route }: StaffScreenProps) {
  // The screen stays when only the query changes: the list's query is the address's.
  const query = useMemo(() => shopsQueryOf(route.search), [route.search]);
  const { list, message: error } = useStore($shopsList);
  const form = useRef<HTMLFormElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  // A search or another page moves focus to the results' heading once they come.
  const moved = useRef(false);

  useEffect(() => {
    document.title = "Shops · Master admin";
  }, []);
  useEffect(() => {
    loadThenFocus(query, moved, results);
    // The fields say the query shown, also when a link or Back brought another.
    const fields = form.current?.elements;
    const q = fields?.namedItem("q");
    const status = fields?.namedItem("status");
    if (q instanceof HTMLInputElement) q.value = query.q;
    if (status instanceof HTMLSelectElement) status.value = query.status;
  }, [query]);

  /** Shows the list for `next`: loaded once the address says it (the same again, loaded afresh). */
  const show = (next: ShopsQuery) => {
    moved.current = true;
    const href = hrefOf(next);
    if (href !== hrefOf(query)) replaceScreen(href);
    else loadThenFocus(next, moved, results);
  };

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    show(shopsQueryOf({ q: String(data.get("q") ?? "").trim(), status: String(data.get("status") ?? "") }));
  };

  const pageSize = list?.pageSize || 25;
  const pages = list ? Math.max(1, Math.ceil(list.total / pageSize)) : 1;
  const filtered = Boolean(query.q || query.status);
  return (
    <div className="console-screen">
      <ScreenTitle>Shops</ScreenTitle>
      <p>
        <a className="button" href={staffHref("masterShopNew")}>
          Open a new shop
        </a>
      </p>
      <search aria-label="Find shops">
        <form ref={form} className="console-form shop-filters" onSubmit={search}>
          <label>
            Search
            <input
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby="shops-search-hint"
            />
          </label>
          <label>
            Status
            <select name="status" defaultValue={query.status}>
              <option value="">Every status</option>
              {SHOP_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {SHOP_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button">
            Show shops
          </button>
          <p id="shops-search-hint" className="console-hint">
            Shop id, name, the owner's email or mobile number (3 letters or more, or a whole shop id).
          </p>
        </form>
      </search>
      <Alert>{error}</Alert>
      <h2 ref={results} tabIndex={-1}>
        {list ? `${count(list)}${pages > 1 ? `, page ${list.page} of ${pages}` : ""}` : "The shops"}
      </h2>
      {list === null ? (
        error ? null : (
          <Loading label="Loading the shops" />
        )
      ) : list.shops.length === 0 ? (
        <p role="status">{filtered ? "No shop matches." : "No shops yet."}</p>
      ) : (
        <ShopRows shops={list.shops} />
      )}
      <Pager
        page={list?.page ?? 1}
        pages={pages}
        label="Shop pages"
        onPage={(page) => show({ ...query, page })}
      />
    </div>
  );
}

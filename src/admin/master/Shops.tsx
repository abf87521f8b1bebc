/**
 * /masteradmin: every shop of the platform, newest first, 25 a page. Search
 * by shop id, name, the owner's email or phone (typed any usual way), filter
 * by status (free trial, active, renewal due, trial ended, suspended); both
 * and the page are kept in the address (?q=&status=&page=), so a reload or
 * a shared link shows the same list. Each shop links to its page.
 */
import { type FormEvent, useEffect, useRef, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { listShops, type ShopsQuery } from "../../api/platform";
import { PLATFORM_SHOP_COUNT_CAP, type PlatformShopsResponse } from "../../contract/platform";
import { SHOP_STATUS_LABEL, SHOP_STATUSES, type ShopStatus } from "../../domain/shopLifecycle";
import { staffHref } from "../routes";
import type { StaffScreenProps } from "../screenProps";
import { Loading, Pager, ScreenTitle } from "../ui";
import { dayOf, ownerOf, StatusBadge, statusDate, viaOf } from "./shopView";

const isStatus = (text: string): text is ShopStatus => (SHOP_STATUSES as readonly string[]).includes(text);

/** The list's query in the address. */
function queryOf(search: string): ShopsQuery {
  const params = new URLSearchParams(search);
  const status = params.get("status") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    status: isStatus(status) ? status : "",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

function searchOf(query: ShopsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

const count = (list: PlatformShopsResponse) =>
  list.more
    ? `More than ${PLATFORM_SHOP_COUNT_CAP.toLocaleString("en-IN")} shops: search or filter to narrow them`
    : `${list.total.toLocaleString("en-IN")} shop${list.total === 1 ? "" : "s"}`;

export default function Shops(_: StaffScreenProps) {
  const [query, setQuery] = useState<ShopsQuery>(() => queryOf(location.search));
  const [list, setList] = useState<PlatformShopsResponse | null>(null);
  const [error, setError] = useState("");
  const results = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    document.title = "Shops · Master admin";
  }, []);
  useEffect(() => {
    let live = true;
    setError("");
    history.replaceState(history.state, "", `${location.pathname}${searchOf(query)}`);
    listShops(query).then(
      (answer) => {
        if (!live) return;
        setList(answer);
        if (moved.current) results.current?.focus();
        moved.current = false;
      },
      (cause) => {
        if (live)
          setError(
            serverProblems(cause)?.message ??
              "Could not load the shops. Check your connection and try again.",
          );
      },
    );
    return () => {
      live = false;
    };
  }, [query]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get("status") ?? "");
    moved.current = true;
    setQuery({ q: String(data.get("q") ?? "").trim(), status: isStatus(status) ? status : "", page: 1 });
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
        <form className="console-form shop-filters" onSubmit={search}>
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
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
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
        <ul className="console-rows" aria-label="Shops">
          {list.shops.map((shop) => (
            <li key={shop.shopId} className="console-row">
              <div className="console-row-text">
                <p className="shop-row-head">
                  <a href={staffHref("masterShop", { shopId: shop.shopId })}>{shop.name || shop.shopId}</a>
                  <span className="console-muted">{shop.shopId}</span>
                  <StatusBadge status={shop.status} />
                </p>
                <p>{ownerOf(shop)}</p>
                <p className="console-muted">
                  {statusDate(shop)} · {shop.shopType === "service" ? "Services" : "Products"} · opened{" "}
                  {dayOf(shop.createdAt)}
                  {viaOf(shop.via) ? ` through ${viaOf(shop.via)}` : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={list?.page ?? 1}
        pages={pages}
        label="Shop pages"
        onPage={(page) => {
          moved.current = true;
          setQuery((q) => ({ ...q, page }));
        }}
      />
    </div>
  );
}

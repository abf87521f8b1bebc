/**
 * 'All Users' of the kiosk dashboard: the filter select and 'Find User...'
 * over the operator's own merchants (the server filters and searches:
 * src/domain/kioskMerchants.ts; the search waits for a pause in the typing),
 * how many match, their table and its pages.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { KioskMerchant } from "../../contract/kiosk";
import { FILTER_MEANING, isMerchantFilter, MERCHANT_FILTERS } from "../../domain/kioskMerchants";
import {
  $kioskMerchants,
  findKioskMerchants,
  leaveKioskMerchants,
  loadKioskMerchants,
} from "../../stores/kiosk";
import { Alert } from "../../ui/Alert";
import { Loading, Pager } from "../ui";
import { MerchantsTable } from "./MerchantsTable";

const SEARCH_DELAY_MS = 300;

export function Merchants({
  onPay,
}: {
  onPay: (merchant: KioskMerchant, button: HTMLButtonElement) => void;
}) {
  const { query, answer, error } = useStore($kioskMerchants);
  const [typed, setTyped] = useState("");

  useEffect(() => {
    void loadKioskMerchants();
    return leaveKioskMerchants;
  }, []);
  useEffect(() => {
    const timer = setTimeout(() => findKioskMerchants({ q: typed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <>
      <search aria-label="Users">
        <form className="console-filters" onSubmit={(e) => e.preventDefault()}>
          <label>
            Filter users
            <select
              name="filter"
              value={query.filter}
              onChange={(e) => {
                const value = e.currentTarget.value;
                findKioskMerchants({ filter: isMerchantFilter(value) ? value : "Filter", page: 1 });
              }}
            >
              {MERCHANT_FILTERS.map((f) => (
                <option key={f} value={f} title={FILTER_MEANING[f]}>
                  {f}
                </option>
              ))}
            </select>
          </label>
          <label>
            Find user
            <input
              name="q"
              type="search"
              placeholder="Find User..."
              autoComplete="off"
              value={typed}
              onChange={(e) => {
                setTyped(e.currentTarget.value);
                findKioskMerchants({ page: 1 });
              }}
            />
          </label>
        </form>
      </search>
      <p className="console-hint">{FILTER_MEANING[query.filter]}.</p>
      <Alert>{error}</Alert>
      {answer === null ? (
        error ? null : (
          <Loading label="Loading your merchants" />
        )
      ) : (
        <>
          <p className="console-muted" role="status">
            {answer.total === 1 ? "1 user" : `${answer.total} users`}
          </p>
          <MerchantsTable merchants={answer.merchants} onPay={onPay} />
          <Pager
            page={query.page}
            pages={pages}
            label="Pages of users"
            onPage={(page) => findKioskMerchants({ page })}
          />
        </>
      )}
    </>
  );
}

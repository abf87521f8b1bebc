/**
 * The kiosk operator's dashboard (/emitra/dashboard; SPEC §2 "Kiosk-operator
 * dashboard"): the profile block, the commission card, 'All Users' with
 * 'Add User', the filter select and 'Find User...' over the operator's own
 * merchants (the server filters and searches: src/domain/kioskMerchants.ts),
 * the table with each merchant's payment status, and the fee of the merchant
 * chosen (a UPI link, or marked paid by UPI with its UTR or in cash).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { kioskMe, kioskMerchants } from "../../api/kiosk";
import type { KioskMeResponse, KioskMerchant, KioskMerchantsResponse } from "../../contract/kiosk";
import { formatInr } from "../../domain/inr";
import { indianDate, ONE_TIME_FEE_RUPEES } from "../../domain/kioskFees";
import {
  FILTER_MEANING,
  isMerchantFilter,
  MERCHANT_FILTERS,
  type MerchantFilter,
  showKioskId,
} from "../../domain/kioskMerchants";
import { SHOP_STATUS_LABEL } from "../../domain/shopLifecycle";
import { shopUrl } from "../../domain/shopUrl";
import { showPhone } from "../../domain/signInPhone";
import type { StaffScreenProps } from "../screenProps";
import { Loading, Pager, ScreenTitle } from "../ui";
import { AddMerchant } from "./AddMerchant";
import { FeePanel } from "./FeePanel";
import "./kiosk.css";

const refusal = (cause: unknown, fallback: string) => serverProblems(cause)?.message ?? fallback;
const COLUMNS = ["User ID", "Name", "Phone No.", "E-mail", "Business Name", "Payment Status", "Shop", "Fee"];
/** A cell's props: its column's name for the phone's card layout (console.css .console-table-cards). */
const cell = (column: number) => ({ "data-label": COLUMNS[column] });
const SEARCH_DELAY_MS = 300;

export default function KioskDashboard(_: StaffScreenProps) {
  const [me, setMe] = useState<KioskMeResponse | null>(null);
  const [meError, setMeError] = useState("");
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<KioskMerchant | null>(null);
  const [message, setMessage] = useState("");
  const [version, setVersion] = useState(0);
  const addButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    kioskMe().then(setMe, (cause) => setMeError(refusal(cause, "Could not load your profile: try again.")));
  }, []);

  /** After a write: the commission card and the list read again. */
  const changed = useCallback((text: string, commission: KioskMeResponse["commission"]) => {
    setMessage(text);
    setMe((m) => (m ? { ...m, commission } : m));
    setVersion((n) => n + 1);
  }, []);

  if (meError)
    return (
      <div className="console-screen">
        <ScreenTitle>Kiosk operator dashboard</ScreenTitle>
        <p className="console-error" role="alert">
          {meError}
        </p>
      </div>
    );
  if (!me) return <Loading label="Loading your dashboard" />;
  const { operator, commission } = me;
  const profile: [string, string][] = [
    ["Name", operator.name],
    ["Email", operator.email || "—"],
    ["Phone", showPhone(operator.phone)],
    ["Address", operator.address || "—"],
    ["Kiosk ID", showKioskId(operator.kioskId)],
    ["SSO ID", operator.ssoId || "—"],
  ];
  return (
    <div className="console-screen kiosk-dashboard">
      <ScreenTitle>Kiosk operator dashboard</ScreenTitle>
      <section className="console-card" aria-labelledby="kiosk-profile">
        <h2 id="kiosk-profile">Profile</h2>
        <dl className="console-facts">
          {profile.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p id="kiosk-photo-hint" className="console-hint">
          Photos are added by the platform's team for now.
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled
          aria-describedby="kiosk-photo-hint"
        >
          Upload Image
        </button>
      </section>
      <section className="console-card" aria-labelledby="kiosk-commission">
        <h2 id="kiosk-commission">Your commission</h2>
        <dl className="console-facts">
          <div>
            <dt>Earned</dt>
            <dd className="console-strong">{formatInr(commission.earned)}</dd>
          </div>
          <div>
            <dt>Paid merchants</dt>
            <dd>
              {commission.paidMerchants} of {commission.merchants}
              {commission.renewals ? `, ${commission.renewals} renewed` : ""}
            </dd>
          </div>
          <div>
            <dt>Per paid merchant</dt>
            <dd>{formatInr(commission.perPayment)}</dd>
          </div>
          <div>
            <dt>Renewals due</dt>
            <dd>{commission.renewalsDue}</dd>
          </div>
          <div>
            <dt>In free trial</dt>
            <dd>{commission.inTrial}</dd>
          </div>
          <div>
            <dt>Trial ended unpaid</dt>
            <dd>{commission.trialEnded}</dd>
          </div>
        </dl>
        <p className="console-hint">
          A merchant pays {formatInr(ONE_TIME_FEE_RUPEES)} once; you earn {formatInr(commission.perPayment)}{" "}
          when it is paid. Six months after a payment the renewal falls due: the shop stays open, and renewing
          it earns your commission again.
        </p>
      </section>
      <section className="console-section" aria-labelledby="kiosk-users">
        <div className="console-actions">
          <h2 id="kiosk-users">All Users</h2>
          <button
            ref={addButton}
            type="button"
            className="button"
            aria-expanded={adding}
            aria-controls="kiosk-add"
            onClick={() => {
              setAdding((open) => !open);
              setMessage("");
            }}
          >
            Add User
          </button>
        </div>
        {adding ? (
          <AddMerchant
            onDone={(merchant, newCommission) => {
              setAdding(false);
              changed(
                `${merchant.businessName} is open at ${merchant.shopId} in its 7-day free trial.`,
                newCommission,
              );
              addButton.current?.focus();
            }}
            onCancel={() => {
              setAdding(false);
              addButton.current?.focus();
            }}
          />
        ) : null}
        <p className="console-message" role="status">
          {message}
        </p>
        <Merchants version={version} onPay={setPaying} />
      </section>
      {paying ? (
        <FeePanel
          key={paying.shopId}
          merchant={paying}
          onClose={() => setPaying(null)}
          onPaid={(merchant, newCommission) => {
            setPaying(null);
            changed(
              `${merchant.businessName}: ${formatInr(ONE_TIME_FEE_RUPEES)} recorded as paid. You earned ${formatInr(newCommission.perPayment)}.`,
              newCommission,
            );
          }}
        />
      ) : null}
    </div>
  );
}

/** What the Shop column says of a merchant's shop now. */
function shopState(m: KioskMerchant): string {
  if (m.status === "trial" && m.trialEndsAt) return `Free trial until ${indianDate(new Date(m.trialEndsAt))}`;
  if (m.status === "active" && m.renewalDueAt)
    return `Active, renewal ${indianDate(new Date(m.renewalDueAt))}`;
  return SHOP_STATUS_LABEL[m.status];
}

/** The filter, the search and the table of the operator's merchants. */
function Merchants({ version, onPay }: { version: number; onPay: (m: KioskMerchant) => void }) {
  const [filter, setFilter] = useState<MerchantFilter>("Filter");
  const [typed, setTyped] = useState("");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<KioskMerchantsResponse | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    let live = true;
    setError("");
    kioskMerchants({ q, filter, page }).then(
      (a) => live && setAnswer(a),
      (cause) => live && setError(refusal(cause, "Could not load your merchants: try again.")),
    );
    // `version` reloads the list after a write.
    void version;
    return () => {
      live = false;
    };
  }, [q, filter, page, version]);

  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <>
      <search aria-label="Users">
        <form className="console-filters" onSubmit={(e) => e.preventDefault()}>
          <label>
            Filter users
            <select
              name="filter"
              value={filter}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setFilter(isMerchantFilter(value) ? value : "Filter");
                setPage(1);
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
                setPage(1);
              }}
            />
          </label>
        </form>
      </search>
      <p className="console-hint">{FILTER_MEANING[filter]}.</p>
      {error ? (
        <p className="console-error" role="alert">
          {error}
        </p>
      ) : null}
      {answer === null ? (
        error ? null : (
          <Loading label="Loading your merchants" />
        )
      ) : (
        <>
          <p className="console-muted" role="status">
            {answer.total === 1 ? "1 user" : `${answer.total} users`}
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard */}
          <section className="console-table-wrap" aria-label="Your users" tabIndex={0}>
            <table className="console-table console-table-cards">
              <thead>
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.merchants.length === 0 ? (
                  <tr>
                    <td colSpan={COLUMNS.length}>No users match this filter.</td>
                  </tr>
                ) : (
                  answer.merchants.map((m) => (
                    <tr key={m.shopId}>
                      <td {...cell(0)}>{m.userId}</td>
                      <td {...cell(1)}>{m.name}</td>
                      <td {...cell(2)}>{showPhone(m.phone)}</td>
                      <td {...cell(3)}>{m.email}</td>
                      <td {...cell(4)}>
                        <a href={shopUrl(__PUBLIC_ENV__.platform, m.shopId)}>{m.businessName}</a>
                      </td>
                      <td {...cell(5)}>
                        <span
                          className={
                            m.paymentStatus === "Paid" ? "console-badge-paid" : "console-badge-unpaid"
                          }
                        >
                          {m.paymentStatus}
                        </span>
                      </td>
                      <td {...cell(6)}>{shopState(m)}</td>
                      <td {...cell(7)}>
                        {m.due ? (
                          <button type="button" className="button button-secondary" onClick={() => onPay(m)}>
                            {m.due === "fee" ? "Take fee" : "Renew"}
                            <span className="visually-hidden"> of {m.businessName}</span>
                          </button>
                        ) : (
                          "—"
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </section>
          <Pager page={page} pages={pages} label="Pages of users" onPage={setPage} />
        </>
      )}
    </>
  );
}

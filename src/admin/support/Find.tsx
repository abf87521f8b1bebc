/**
 * The support admin's search (issue 25): find an order across shops by its
 * number, a phone or an email, a page at a time. The words and the page
 * live in the address (/Admin/support?q=…&page=2: supportRoutes.ts), so
 * Back and a reload keep them; nothing typed is lost when a call is refused.
 * The search itself is the store's (stores/supportOrders.ts).
 */
import { useStore } from "@nanostores/react";
import { type SubmitEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { $supportSearch, checkSupportQuery, searchSupportOrders } from "../../stores/supportOrders";
import { Alert } from "../../ui/Alert";
import { openScreen } from "../router";
import type { StaffScreenProps } from "../screenProps";
import { Field, Loading, ScreenTitle } from "../ui";
import { FoundOrders } from "./FoundOrders";
import { supportHref, supportRouteOf } from "./supportRoutes";

export default function FindOrders({ route: opened }: StaffScreenProps) {
  const route = supportRouteOf(opened);
  const search = useStore($supportSearch);
  const [typed, setTyped] = useState(route.q);
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLHeadingElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  // A search, a page or "Try again" asked for here moves focus to what it found (a screen reader
  // hears it), or to what went wrong: the box's problem, or "Try again".
  const focusAfter = useRef(false);
  useEffect(() => {
    if (!focusAfter.current) return;
    if (search.status === "ready") results.current?.focus();
    else if (search.status === "failed") (search.error ? retry : input).current?.focus();
    else return;
    focusAfter.current = false;
  }, [search]);

  // Back to an earlier search puts its words back in the box.
  useEffect(() => setTyped(route.q), [route.q]);
  // Before the first paint: an answer held from an earlier visit never flashes before "Searching".
  useLayoutEffect(() => {
    void searchSupportOrders(route.q, route.page);
  }, [route.q, route.page]);

  const again = () => {
    focusAfter.current = true;
    void searchSupportOrders(route.q, route.page);
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = checkSupportQuery(typed);
    if (q === null) {
      input.current?.focus();
      return;
    }
    const href = supportHref({ name: "find", q, page: 1 });
    if (`${location.pathname}${location.search}` === href) again();
    else {
      focusAfter.current = true;
      openScreen(href);
    }
  };

  const loading = search.status === "loading";
  return (
    <div className="console-screen">
      <ScreenTitle>Find an order</ScreenTitle>
      <search>
        <form className="console-filters" onSubmit={submit} noValidate>
          <Field
            id="support-q"
            label="Order number, phone or email"
            hint="The 6 characters the shopper sees (#A2B3C4), a mobile number, or the shopper's email"
            error={search.problem}
          >
            {(props) => (
              <input
                {...props}
                ref={input}
                type="search"
                name="q"
                maxLength={100}
                autoComplete="off"
                spellCheck={false}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button" disabled={loading}>
            Search
          </button>
        </form>
      </search>
      {search.error ? (
        <Alert>
          {search.error}{" "}
          <button ref={retry} type="button" className="button button-secondary" onClick={again}>
            Try again
          </button>
        </Alert>
      ) : null}
      {loading ? <Loading label="Searching" /> : null}
      {search.status === "ready" && search.answer ? (
        <FoundOrders
          answer={search.answer}
          route={route}
          heading={results}
          onPage={(page) => {
            focusAfter.current = true;
            openScreen(supportHref({ ...route, page }));
          }}
        />
      ) : null}
    </div>
  );
}

import { useEffect } from "react";

/** SPEC §2 "Store-not-found": the one page an unknown subdomain gets, on every path. */
export function StoreNotFound() {
  useEffect(() => {
    document.title = "Try any other Store..";
  }, []);
  return (
    <main className="store-not-found">
      <h1>Try any other Store..</h1>
      <p>Sorry to say we don't found any store data relevant to this URL..</p>
    </main>
  );
}

import { useEffect } from "react";
import { t } from "../i18n/t";

/** SPEC §2's store-not-found heading, also the page's title (the shell's first paint names it too). */
export const STORE_NOT_FOUND = "Try any other Store..";

/** SPEC §2 "Store-not-found": the one page an unknown subdomain gets, on every path. */
export function StoreNotFound() {
  useEffect(() => {
    document.title = t(STORE_NOT_FOUND);
  }, []);
  return (
    <main className="store-not-found">
      <h1>{t(STORE_NOT_FOUND)}</h1>
      <p>{t("Sorry to say we don't found any store data relevant to this URL..")}</p>
    </main>
  );
}

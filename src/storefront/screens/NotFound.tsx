import { t } from "../../i18n/t";

/** Any shop path that is no route of SPEC §2. */
export default function NotFound() {
  return (
    <section className="screen">
      <h1>{t("Page not found")}</h1>
      <p>
        <a href="/">{t("Go to the shop home")}</a>
      </p>
    </section>
  );
}

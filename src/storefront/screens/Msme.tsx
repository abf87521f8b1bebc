import { shopDisplayName } from "../../domain/shopName";
import { t } from "../../i18n/t";
import type { ScreenProps } from "../screenProps";

/** The shop's MSME page (SPEC §2 /msme): the shop as a small Indian business. */
export default function Msme({ storeData }: ScreenProps) {
  const shop = shopDisplayName(storeData.settings.header.shopName, storeData.shopId);
  return (
    <section className="screen narrow prose">
      <h1>MSME</h1>
      <p>
        {t(
          "{shop} is a micro, small or medium enterprise (MSME) selling online. Every order you place here goes straight to a local business.",
          { shop },
        )}
      </p>
      <h2>{t("Why buy from an MSME")}</h2>
      <ul>
        <li>{t("Your money stays with a small business in your area.")}</li>
        <li>{t("Products and services come from people who make, stock or deliver them themselves.")}</li>
        <li>
          {t("Questions reach the owner directly by phone, email or WhatsApp (see the top of this page).")}
        </li>
      </ul>
      <p>
        <a href="/">{t("See what {shop} offers", { shop })}</a>
      </p>
    </section>
  );
}

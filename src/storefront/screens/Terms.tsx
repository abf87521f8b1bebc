import { shopDisplayName } from "../../domain/shopName";
import { t } from "../../i18n/t";
import type { ScreenProps } from "../screenProps";

/** The shop's terms for buyers (SPEC §2 /terms; the limits of SPEC §9). */
export default function Terms({ storeData }: ScreenProps) {
  const shop = shopDisplayName(storeData.settings.header.shopName, storeData.shopId);
  return (
    <section className="screen narrow prose">
      <h1>{t("Terms and Conditions")}</h1>
      <p>
        {t(
          "These terms apply when you buy from {shop} through this online shop. By placing an order you accept them.",
          { shop },
        )}
      </p>
      <h2>{t("Who may buy")}</h2>
      <p>{t("You must be at least 18 years old to place an order.")}</p>
      <h2>{t("Prices and payment")}</h2>
      <p>
        {t(
          "Prices are in Indian rupees (INR) and include GST where it applies. Payments are accepted only in Indian rupees, by UPI or, where the shop offers it, cash on delivery. A delivery fee is shown in your bag before you order.",
        )}
      </p>
      <h2>{t("Orders and stock")}</h2>
      <p>
        {t(
          "You can order only what is in stock. If an item sells out before your order is confirmed, the shop will tell you and you will not be charged for it.",
        )}
      </p>
      <h2>{t("Delivery, returns and disputes")}</h2>
      <p>
        {t(
          "Delivery dates are estimates. Tell the shop about a lost, returned or undelivered shipment within 45 days of your order.",
        )}
      </p>
      <h2>{t("Grievances")}</h2>
      <p>
        {t(
          "Write to the shop using the email in the header. You will get a response within 48 hours. These terms are governed by the laws of India.",
        )}
      </p>
    </section>
  );
}

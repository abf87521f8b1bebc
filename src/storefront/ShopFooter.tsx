import type { StoreData } from "../contract/shop";
import "./footer.css";
import { telUrl, whatsappUrl } from "../domain/shopLinks";
import { shopDisplayName } from "../domain/shopName";
import { t } from "../i18n/t";

/**
 * The shop's footer on every screen (issue 26): how to reach the shop (its
 * phone, email and WhatsApp chat, from its settings) and its pages, the
 * blogs, terms and MSME, as real links.
 */
export function ShopFooter({ storeData }: { storeData: StoreData }) {
  const { phoneNumber, email, shopName } = storeData.settings.header;
  const tel = telUrl(phoneNumber);
  const chat = whatsappUrl(storeData.whatsapp || phoneNumber);
  const name = shopDisplayName(shopName, storeData.shopId);
  const copyright = storeData.settings.footer.copyrightMessage;
  return (
    <footer className="shop-footer">
      <div className="shop-footer-in">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t("Contact {shop}", { shop: name })}</h2>
          <ul>
            {tel ? (
              <li>
                {t("Phone:")} <a href={tel}>{phoneNumber}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                {t("Email:")} <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {chat ? (
              <li>
                <a href={chat} target="_blank" rel="noopener">
                  {t("Chat on WhatsApp")}
                  <span className="visually-hidden">{` ${t("(opens in a new tab)")}`}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </section>
        <nav aria-label={t("Shop pages")}>
          <ul>
            <li>
              <a href="/blogs">{t("Blogs")}</a>
            </li>
            <li>
              <a href="/terms">{t("Terms and Conditions")}</a>
            </li>
            <li>
              <a href="/msme">MSME</a>
            </li>
          </ul>
        </nav>
      </div>
      {copyright ? <p className="shop-footer-note">{copyright}</p> : null}
    </footer>
  );
}

import type { StoreData } from "../contract/shop";
import { telUrl, whatsappUrl } from "../domain/shopLinks";
import { t } from "../i18n/t";

/**
 * A link's text: in full, and on a phone in a word (header.css), so the line
 * fits a 390 px screen. The link's name is the full text either way.
 */
function label(long: string, short: string) {
  return (
    <>
      <span className="cs-long">{long}</span>
      <span className="cs-short" aria-hidden="true">
        {short}
      </span>
    </>
  );
}

/** A contact line entry that opens in a new tab, and says so to screen readers. */
function external(href: string, long: string, short: string, className?: string) {
  return (
    <li>
      <a
        className={className}
        href={href}
        target="_blank"
        rel="noopener"
        aria-label={`${long} ${t("(opens in a new tab)")}`}
      >
        {label(long, short)}
      </a>
    </li>
  );
}

/**
 * The header's contact line (SPEC §1): phone, email, WhatsApp chat, the one
 * shop's own Android app, and the platform's shopper app on every shop; on
 * a phone each but the number in a word, so it fits (issue 26).
 */
export function ContactStrip({ storeData }: { storeData: StoreData }) {
  const { phoneNumber, email } = storeData.settings.header;
  const tel = telUrl(phoneNumber);
  const chat = whatsappUrl(storeData.whatsapp || phoneNumber);
  return (
    <ul className="contact-strip" aria-label={t("Contact")}>
      {tel ? (
        <li>
          <a href={tel}>{phoneNumber}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`} aria-label={t("Email {email}", { email })}>
            {label(email, t("Email"))}
          </a>
        </li>
      ) : null}
      {chat ? external(chat, t("Chat on WhatsApp"), "WhatsApp") : null}
      {storeData.shopId === __PUBLIC_ENV__.androidApp.shopId
        ? external(__PUBLIC_ENV__.androidApp.url, t("Android app"), "Android")
        : null}
      {external(__PUBLIC_ENV__.appDownloadUrl, t("Get the shopping app"), t("App"), "app-download")}
    </ul>
  );
}

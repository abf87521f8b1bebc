import type { StoreData } from "../contract/shop";
import { telUrl, whatsappUrl } from "../domain/shopLinks";

/** A contact line entry that opens in a new tab, and says so to screen readers. */
function external(href: string, label: string, className?: string) {
  return (
    <li>
      <a className={className} href={href} target="_blank" rel="noopener">
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

/**
 * The header's contact line (SPEC §1): phone, email, WhatsApp chat, the one
 * shop's own Android app, and the platform's shopper app on every shop.
 */
export function ContactStrip({ storeData }: { storeData: StoreData }) {
  const { phoneNumber, email } = storeData.settings.header;
  const tel = telUrl(phoneNumber);
  const chat = whatsappUrl(storeData.whatsapp || phoneNumber);
  return (
    <ul className="contact-strip" aria-label="Contact">
      {tel ? (
        <li>
          <a href={tel}>{phoneNumber}</a>
        </li>
      ) : null}
      {email ? (
        <li>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {chat ? external(chat, "Chat on WhatsApp") : null}
      {storeData.shopId === __PUBLIC_ENV__.androidApp.shopId
        ? external(__PUBLIC_ENV__.androidApp.url, "Android app")
        : null}
      {external(__PUBLIC_ENV__.appDownloadUrl, "Get the shopping app", "app-download")}
    </ul>
  );
}

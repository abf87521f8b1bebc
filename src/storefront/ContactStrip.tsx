import type { StoreData } from "../contract/shop";
import { telUrl, whatsappUrl } from "../domain/shopLinks";
import { AppDownload } from "./AppDownload";

const NEW_TAB = <span className="visually-hidden"> (opens in a new tab)</span>;

/** The header's contact line (SPEC §1): phone, email, WhatsApp chat, and the app downloads. */
export function ContactStrip({ storeData }: { storeData: StoreData }) {
  const { phoneNumber, email } = storeData.settings.header;
  const tel = telUrl(phoneNumber);
  const chat = whatsappUrl(phoneNumber);
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
      {chat ? (
        <li>
          <a href={chat} target="_blank" rel="noopener">
            Chat on WhatsApp{NEW_TAB}
          </a>
        </li>
      ) : null}
      {storeData.shopId === __PUBLIC_ENV__.androidApp.shopId ? (
        <li>
          <a href={__PUBLIC_ENV__.androidApp.url} target="_blank" rel="noopener">
            Android app{NEW_TAB}
          </a>
        </li>
      ) : null}
      <li>
        <AppDownload />
      </li>
    </ul>
  );
}

import type { ReactNode } from "react";
import type { StoreData } from "../../contract/shop";
import { withHttps } from "../../domain/socialLinks";
import "./auth.css";
import { shopDisplayName } from "../../domain/shopName";
import { t } from "../../i18n/t";

/**
 * The shop's auth screens (SPEC §2): a Welcome panel with the logo, the
 * login form area, and a footer with the copyright message and the social
 * links of settings.footer (https:// added when missing).
 */
export function AuthLayout({
  storeData,
  title,
  children,
}: {
  storeData: StoreData;
  title: string;
  children: ReactNode;
}) {
  const { logo, shopName } = storeData.settings.header;
  const { copyrightMessage, instgramUrl, youtubeUrl, facebookUrl } = storeData.settings.footer;
  const social = (
    [
      ["Instagram", instgramUrl],
      ["YouTube", youtubeUrl],
      ["Facebook", facebookUrl],
    ] as const
  ).flatMap(([name, url]) => {
    const href = withHttps(url);
    return href ? [{ name, href }] : [];
  });

  return (
    <div className="auth">
      <section className="auth-welcome" aria-labelledby="welcome-title">
        {logo ? <img src={logo} alt="" width={72} height={72} /> : null}
        <h1 id="welcome-title">{t("Welcome")}</h1>
        <p>{t("Thousands of people are already a part of our journey. Lets start yours.")}</p>
      </section>
      <section className="auth-form" aria-labelledby="auth-title">
        <h2 id="auth-title">{title}</h2>
        {children}
      </section>
      <footer className="auth-footer">
        {copyrightMessage ? (
          <p>{copyrightMessage}</p>
        ) : (
          <p>© {shopDisplayName(shopName, storeData.shopId)}</p>
        )}
        {social.length > 0 ? (
          <ul aria-label={t("Follow us")}>
            {social.map(({ name, href }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener">
                  {name}
                  <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </footer>
    </div>
  );
}

import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import type { StoreData } from "../contract/shop";
import { $dictionary, t } from "../i18n/t";
import { $cart } from "../stores/cart";
import { $user } from "../stores/user";
import { ContactStrip } from "./ContactStrip";
import GoogleButton from "./GoogleButton";
import type { RouteName } from "./router";
import "./header.css";
import { shopDisplayName } from "../domain/shopName";

/** The language module with Hindi's words (a chunk of its own): it shows the kept language, then each choice. */
export const loadLanguage = () => import("../i18n/language");

type Link = [href: string, label: string, route: RouteName, count?: "bag" | "wishlist"];

/**
 * The shop header (SPEC §1, §2): contact line, logo, name and tagline as the
 * settings allow, and the shop nav with the wishlist and bag counts. On a
 * phone the nav collapses behind a Menu button (Escape closes it), while
 * the wishlist and the bag with their counts stay in reach in a bar fixed
 * to the bottom of the screen (header.css). The language toggle (English,
 * हिन्दी) stays beside Menu.
 */
export function ShopHeader({
  storeData,
  route,
  closed = false,
}: {
  storeData: StoreData;
  route: RouteName | undefined;
  /** A shop that takes no orders (ShopClosed.tsx): its contact line and brand only, no nav, bag or wishlist. */
  closed?: boolean;
}) {
  const { userLogged } = useStore($user);
  const { cartProducts, wishlist } = useStore($cart);
  const counts = { bag: cartProducts.length, wishlist: wishlist.length };
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const { logo, shopName, isShopNameVisible, tagline, isTaglineVisible } = storeData.settings.header;
  const displayName = shopDisplayName(shopName, storeData.shopId);
  const wishlistLink: Link = ["/wishlist", t("Wishlist"), "wishlist", "wishlist"];
  const bagLink: Link = ["/cart", t("Bag"), "cart", "bag"];
  const links: Link[] = [
    ["/", t("Home"), "home"],
    wishlistLink,
    bagLink,
    ["/history", t("History"), "history"],
    userLogged ? ["/profile", t("Profile"), "profile"] : ["/customer", t("Login"), "customer"],
  ];

  // A new screen closes the menu.
  const [shownRoute, setShownRoute] = useState(route);
  if (route !== shownRoute) {
    setShownRoute(route);
    setOpen(false);
  }
  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // A link with its count, if it has one ("Bag 2 items" to a screen reader).
  const linkTo = ([href, label, name, count]: Link) => {
    const n = count ? counts[count] : 0;
    return (
      <a href={href} aria-current={name === route ? "page" : undefined}>
        {label}
        {count ? " " : null}
        {count ? (
          <span className={count === "bag" && n > 0 ? "badge badge-on" : "badge"} data-saved="cart">
            {n}
            <span className="visually-hidden"> {n === 1 ? t("item") : t("items")}</span>
          </span>
        ) : null}
      </a>
    );
  };

  return (
    <header className="shop-header">
      <ContactStrip storeData={storeData} />
      <div className="header-bar">
        <div className="brand">
          <a href="/" className="brand-link">
            {logo ? (
              <img
                src={logo}
                alt={t("{shop} logo", { shop: displayName })}
                width={48}
                height={48}
                decoding="async"
              />
            ) : null}
            {isShopNameVisible && shopName ? (
              <span className="shop-name">{shopName}</span>
            ) : logo ? null : (
              <span className="visually-hidden">{displayName}</span>
            )}
          </a>
          {isTaglineVisible && tagline ? <p className="tagline">{tagline}</p> : null}
        </div>
        {/* A closed shop (ShopClosed.tsx): its contact line and brand only. */}
        {closed ? null : (
          <>
            <div className="header-quick">
              {linkTo(wishlistLink)}
              {linkTo(bagLink)}
            </div>
            <LanguageToggle />
            <button
              ref={toggle}
              type="button"
              className="menu-toggle"
              aria-expanded={open}
              aria-controls="shop-menu"
              onClick={() => setOpen(!open)}
            >
              {t("Menu")}
            </button>
            <nav id="shop-menu" className={open ? "shop-menu open" : "shop-menu"} aria-label={t("Shop")}>
              <ul>
                {links.map((link) => (
                  <li
                    key={link[0]}
                    className={link[3] ? "nav-count" : undefined}
                    data-saved={link[2] === "profile" || link[2] === "customer" ? "user" : undefined}
                  >
                    {linkTo(link)}
                  </li>
                ))}
              </ul>
              {userLogged ? null : <GoogleButton />}
            </nav>
          </>
        )}
      </div>
    </header>
  );
}

/**
 * English or हिन्दी (issue 26): a button named in the language it offers, with
 * that language's name in the other one for screen readers (lang marks each).
 * Hindi's words come with the language module, loaded on the first tap.
 */
function LanguageToggle() {
  const hindi = useStore($dictionary) !== undefined;
  const [offer, name, code] = hindi ? ["English", "अंग्रेज़ी", "en"] : ["हिन्दी", "Hindi", "hi"];
  return (
    <button
      type="button"
      className="lang-toggle"
      onClick={() => void loadLanguage().then((m) => m.chooseLanguage(hindi ? "en" : "hi"))}
    >
      <span lang={code}>{offer}</span>
      <span className="visually-hidden"> ({name})</span>
    </button>
  );
}

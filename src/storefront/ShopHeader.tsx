import { useStore } from "@nanostores/react";
import type { StoreData } from "../contract/shop";
import { $user } from "../stores/user";
import type { RouteName } from "./router";

interface NavLink {
  href: string;
  label: string;
  route: RouteName;
}

const COMMON_LINKS: NavLink[] = [
  { href: "/", label: "Home", route: "home" },
  { href: "/wishlist", label: "Wishlist", route: "wishlist" },
  { href: "/cart", label: "Bag", route: "cart" },
  { href: "/history", label: "History", route: "history" },
];
const PROFILE_LINK: NavLink = { href: "/profile", label: "Profile", route: "profile" };
const LOGIN_LINK: NavLink = { href: "/customer", label: "Login", route: "customer" };

/** The shop header (SPEC §1, §2): logo, name and tagline as the settings allow, and the shop nav. */
export function ShopHeader({ storeData, route }: { storeData: StoreData; route: RouteName | undefined }) {
  const { userLogged } = useStore($user);
  const { logo, shopName, isShopNameVisible, tagline, isTaglineVisible } = storeData.settings.header;
  const displayName = shopName || storeData.shopId;
  const links = [...COMMON_LINKS, userLogged ? PROFILE_LINK : LOGIN_LINK];

  return (
    <header className="shop-header">
      <div className="brand">
        <a href="/" className="brand-link">
          {logo ? <img src={logo} alt={`${displayName} logo`} width={48} height={48} /> : null}
          {isShopNameVisible && shopName ? (
            <span className="shop-name">{shopName}</span>
          ) : logo ? null : (
            <span className="visually-hidden">{displayName}</span>
          )}
        </a>
        {isTaglineVisible && tagline ? <p className="tagline">{tagline}</p> : null}
      </div>
      <nav aria-label="Shop">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.route === route ? "page" : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

import { shopDisplayName } from "../../domain/shopName";
import type { ScreenProps } from "../screenProps";

/** The shop's MSME page (SPEC §2 /msme): the shop as a small Indian business. */
export default function Msme({ storeData }: ScreenProps) {
  const shop = shopDisplayName(storeData.settings.header.shopName, storeData.shopId);
  return (
    <section className="screen narrow prose">
      <h1>MSME</h1>
      <p>
        {shop} is a micro, small or medium enterprise (MSME) selling online. Every order you place here goes
        straight to a local business.
      </p>
      <h2>Why buy from an MSME</h2>
      <ul>
        <li>Your money stays with a small business in your area.</li>
        <li>Products and services come from people who make, stock or deliver them themselves.</li>
        <li>Questions reach the owner directly by phone, email or WhatsApp (see the top of this page).</li>
      </ul>
      <p>
        <a href="/">See what {shop} offers</a>
      </p>
    </section>
  );
}

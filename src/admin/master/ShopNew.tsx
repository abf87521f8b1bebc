/** Placeholder: the master admins' "open a new shop" form (/masteradmin/shop) replaces this file. */
import type { StaffScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";

export default function ShopNew(_: StaffScreenProps) {
  return (
    <div className="console-screen">
      <ScreenTitle>Open a new shop</ScreenTitle>
      <div className="console-card">
        <p>The form that opens a shop at its subdomain comes here.</p>
        <a href="/masteradmin">Back to the shops</a>
      </div>
    </div>
  );
}

/** Placeholder: one shop for master admins (/masteradmin/shop/{shopId}: suspend, resume, transfer) replaces this file. */
import type { StaffScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";

export default function ShopDetail({ path }: StaffScreenProps) {
  const shopId = path.split("/")[1] ?? "";
  return (
    <div className="console-screen">
      <ScreenTitle>Shop {shopId}</ScreenTitle>
      <div className="console-card">
        <p>This shop's owner, status and changes come here.</p>
        <a href="/masteradmin">Back to the shops</a>
      </div>
    </div>
  );
}

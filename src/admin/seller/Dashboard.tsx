/** The seller's overview: today's card, and where the work is. */
import type { SellerScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";
import { DashboardCard } from "./DashboardCard";

export default function Dashboard({ shopName, shopId }: SellerScreenProps) {
  return (
    <div className="console-screen">
      <ScreenTitle>Overview of {shopName || shopId}</ScreenTitle>
      <DashboardCard shopId={shopId} />
    </div>
  );
}

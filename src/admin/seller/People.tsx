/**
 * The shop's people and integration keys. The owner adds and removes staff
 * by the Google email or the phone number they sign in with, and makes and revokes keys (a new key is
 * shown once, here, and never again); staff see the people, read-only (stores/shopPeople.ts).
 */
import { useEffect } from "react";
import { closeShopPeople, loadShopKeys, loadShopStaff } from "../../stores/shopPeople";
import type { SellerScreenProps } from "../screenProps";
import { ScreenTitle } from "../ui";
import { ShopKeys } from "./ShopKeys";
import { ShopStaff } from "./ShopStaff";

export default function People({ shopId, role, email }: SellerScreenProps) {
  const owner = role === "owner";
  useEffect(() => {
    void loadShopStaff(shopId);
    if (owner) void loadShopKeys(shopId);
    return closeShopPeople;
  }, [shopId, owner]);
  return (
    <div className="console-screen">
      <ScreenTitle>People</ScreenTitle>
      <ShopStaff shopId={shopId} owner={owner} me={email} />
      {owner ? (
        <ShopKeys shopId={shopId} />
      ) : (
        <p>Only the shop's owner adds people and makes integration keys.</p>
      )}
    </div>
  );
}

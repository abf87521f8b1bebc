import type { StoreData } from "../contract/shop";

/** What every screen gets: the loaded shop and the route's parameters. */
export interface ScreenProps {
  storeData: StoreData;
  params: Readonly<Record<string, string>>;
}

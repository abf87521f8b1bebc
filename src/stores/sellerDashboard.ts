/**
 * The seller's "Today" card (GET …/dashboard), not persisted: orders and
 * sales since midnight in India and what needs the seller, for the shop it
 * was loaded for. Loaded when the card opens and again on the orders' poll;
 * a failed reload keeps the card held, and only the latest load may settle it.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { getDashboard } from "../api/seller";
import type { DashboardResponse } from "../contract/seller";
import { latestWins } from "./persist";

export interface SellerDashboardState {
  shopId: string;
  /** The card, null until the first load of this shop answers. */
  card: DashboardResponse | null;
  /** The last load's failure ("" once one succeeds). */
  error: string;
}

export const $sellerDashboard = atom<SellerDashboardState>({ shopId: "", card: null, error: "" });

export const DASHBOARD_FAILED = "Could not load today's figures.";

const begin = latestWins();

/** Loads the shop's card; a refusal is the server's words, anything else DASHBOARD_FAILED. */
export async function loadSellerDashboard(shopId: string): Promise<void> {
  const isLatest = begin();
  if ($sellerDashboard.get().shopId !== shopId) $sellerDashboard.set({ shopId, card: null, error: "" });
  try {
    const card = await getDashboard(shopId);
    if (isLatest()) $sellerDashboard.set({ shopId, card, error: "" });
  } catch (cause) {
    if (isLatest())
      $sellerDashboard.set({
        ...$sellerDashboard.get(),
        error: serverProblems(cause)?.message ?? DASHBOARD_FAILED,
      });
  }
}

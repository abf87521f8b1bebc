/**
 * A month's GSTR-1 of the seller's shop (GET …/gstr1?month=; issue 37), not
 * persisted: the GST returns screen reads it for the shop and month it was
 * loaded for, and saves a section's CSV file through it. Only the latest
 * load may settle it.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { getGstr1, getGstr1File } from "../api/seller";
import type { Gstr1Response } from "../contract/billing";
import { latestWins } from "./persist";

export type GstReturnState =
  | { status: "loading" }
  | { status: "ready"; report: Gstr1Response }
  | { status: "failed"; message: string };

export const $gstReturn = atom<{ shopId: string; month: string; state: GstReturnState }>({
  shopId: "",
  month: "",
  state: { status: "loading" },
});

export const GST_RETURN_FAILED = "Could not load the return. Check your connection and try again.";
export const GST_FILE_FAILED = "Could not download the file. Check your connection and try again.";

const LOADING: GstReturnState = { status: "loading" };

/** What the screen shows for this shop and month: the held state when it is theirs, else loading. */
export function gstReturnFor(
  held: { shopId: string; month: string; state: GstReturnState },
  shopId: string,
  month: string,
): GstReturnState {
  return held.shopId === shopId && held.month === month ? held.state : LOADING;
}

const begin = latestWins();

/** Loads the month's return; a refusal (a month GST does not have) is the server's words. */
export async function loadGstReturn(shopId: string, month: string): Promise<void> {
  const isLatest = begin();
  $gstReturn.set({ shopId, month, state: LOADING });
  let state: GstReturnState;
  try {
    state = { status: "ready", report: await getGstr1(shopId, month) };
  } catch (cause) {
    state = { status: "failed", message: serverProblems(cause)?.message ?? GST_RETURN_FAILED };
  }
  if (isLatest()) $gstReturn.set({ shopId, month, state });
}

/** A section's CSV and the name to save it under ("demo-gstr1-2026-11-b2cs.csv"), or the reason it failed. */
export async function gstReturnFile(
  shopId: string,
  month: string,
  section: string,
): Promise<{ file: Blob; name: string } | { failed: string }> {
  try {
    const file = await getGstr1File(shopId, month, section);
    return { file, name: `${shopId}-gstr1-${month}-${section}.csv` };
  } catch (cause) {
    return { failed: serverProblems(cause)?.message ?? GST_FILE_FAILED };
  }
}

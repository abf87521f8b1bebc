/**
 * The seller's UPI statement (issue 37), not persisted: the file read by
 * the server into proposed matches (ticked for a UTR or a reference, not
 * for an amount alone: domain/upiMatch.ts), the seller's ticks, and what
 * "Mark selected paid" did to each. Held for one shop; only the latest
 * upload may settle it.
 */
import { atom } from "nanostores";
import { serverProblems } from "../api/formErrors";
import { confirmUpiStatement, uploadUpiStatement } from "../api/upiStatement";
import type { UpiConfirmResponse, UpiStatementResponse } from "../contract/upiStatement";
import { tickedAtFirst } from "../domain/upiMatch";
import { MAX_STATEMENT_BYTES, STATEMENT_TOO_BIG } from "../domain/upiStatementFile";
import { latestWins } from "./persist";

export type ConfirmResult = UpiConfirmResponse["results"][number];

export type UpiStatementState =
  | { status: "idle" }
  | { status: "reading"; fileName: string }
  | { status: "failed"; fileName: string; message: string }
  | {
      status: "ready";
      fileName: string;
      answer: UpiStatementResponse;
      /** The placements ticked to be marked paid. */
      ticked: string[];
      confirming: boolean;
      /** What the last "Mark selected paid" did, each placement's outcome; null before. */
      results: ConfirmResult[] | null;
      /** Why the last "Mark selected paid" failed as a whole ("" none). */
      message: string;
    };

export const $upiStatement = atom<{ shopId: string; state: UpiStatementState }>({
  shopId: "",
  state: { status: "idle" },
});

export const STATEMENT_FAILED = "Could not read the statement. Check your connection and try again.";
export const CONFIRM_FAILED =
  "Could not mark them paid. Check your connection and try again: nothing was marked twice.";

const IDLE: UpiStatementState = { status: "idle" };

/** What the screen shows for this shop: the held state when it is the shop's, else nothing read yet. */
export function upiStatementFor(
  held: { shopId: string; state: UpiStatementState },
  shopId: string,
): UpiStatementState {
  return held.shopId === shopId ? held.state : IDLE;
}

const begin = latestWins();

/** Sends the statement's file; the matches come back ticked by their strength, nothing marked yet. */
export async function readUpiStatement(shopId: string, file: File): Promise<void> {
  const isLatest = begin();
  const fileName = file.name;
  if (file.size > MAX_STATEMENT_BYTES) {
    $upiStatement.set({ shopId, state: { status: "failed", fileName, message: STATEMENT_TOO_BIG } });
    return;
  }
  $upiStatement.set({ shopId, state: { status: "reading", fileName } });
  let state: UpiStatementState;
  try {
    const answer = await uploadUpiStatement(shopId, file);
    const ticked = answer.matches.filter((m) => tickedAtFirst(m.strength)).map((m) => m.placementId);
    state = { status: "ready", fileName, answer, ticked, confirming: false, results: null, message: "" };
  } catch (cause) {
    state = { status: "failed", fileName, message: serverProblems(cause)?.message ?? STATEMENT_FAILED };
  }
  if (isLatest()) $upiStatement.set({ shopId, state });
}

/** Ticks or unticks a proposed match. */
export function tickMatch(placementId: string, ticked: boolean): void {
  const { shopId, state } = $upiStatement.get();
  if (state.status !== "ready") return;
  const rest = state.ticked.filter((id) => id !== placementId);
  $upiStatement.set({ shopId, state: { ...state, ticked: ticked ? [...rest, placementId] : rest } });
}

/**
 * Marks the ticked matches paid with their credits' UTRs. The ones paid (now
 * or before) leave the list of matches; a refused one stays, with why.
 */
export async function markSelectedPaid(shopId: string): Promise<void> {
  const held = $upiStatement.get();
  const state = upiStatementFor(held, shopId);
  if (state.status !== "ready" || state.confirming || state.ticked.length === 0) return;
  const chosen = state.answer.matches.filter((m) => state.ticked.includes(m.placementId));
  const set = (next: Partial<Extract<UpiStatementState, { status: "ready" }>>) => {
    const now = $upiStatement.get();
    if (now.shopId !== shopId || now.state.status !== "ready") return;
    $upiStatement.set({ shopId, state: { ...now.state, ...next } });
  };
  set({ confirming: true, message: "" });
  try {
    const { results } = await confirmUpiStatement(
      shopId,
      chosen.map((m) => ({ placementId: m.placementId, utr: m.credit.reference })),
    );
    const done = new Set(results.filter((r) => r.outcome !== "refused").map((r) => r.placementId));
    const now = $upiStatement.get().state;
    if (now.status !== "ready") return;
    set({
      confirming: false,
      results,
      answer: { ...now.answer, matches: now.answer.matches.filter((m) => !done.has(m.placementId)) },
      ticked: now.ticked.filter((id) => !done.has(id)),
    });
  } catch (cause) {
    set({ confirming: false, message: serverProblems(cause)?.message ?? CONFIRM_FAILED });
  }
}

/**
 * Following an order (SPEC §2 track control, §4 management workflow, §9
 * timings): which view a card opens, where the stages stand, and the
 * timings of the modal.
 */
import type { OrderStatus } from "./orderStatus";
import { stageIndex } from "./orderStatus";

/** The simple modal's stages (SPEC §2). */
export const SIMPLE_STAGES = ["Pending", "Confirmed", "Shipped"] as const;

/** The detail is polled every 2 s while the modal is open (SPEC §9). */
export const POLL_MS = 2000;
/** Delivered moves the view to Received 0.5 s later (SPEC §4). */
export const RECEIVED_DELAY_MS = 500;
/** The customer's step takes effect 0.8 s after the click (SPEC §4). */
export const STEP_DELAY_MS = 800;
/** 'Status updated' shows for 3 s (SPEC §9). */
export const BADGE_MS = 3000;

/** SPEC §8: a failed order status update (the customer's confirmation, a console's move). */
export const UPDATE_FAILED = "Failed to update order status";

/** SPEC §8: the order fetch's failure, kept and logged. */
export function fetchError(status: number | string): string {
  return `Error fetching order: ${status}`;
}

/** The simple modal's current stage for a list status (-1: cancelled, no stage reached). */
export function simpleStage(status: OrderStatus): number {
  return status === "CANCEL" ? -1 : ["PENDING", "CONFIRMED", "SHIPPED"].indexOf(status);
}

/** What the manage view reads of an order's detail. */
export interface TrackedDetail {
  riderStatus: string;
  statusHistory: readonly { status: string }[];
}

/** Whether a card offers Manage: the detail has loaded and its first history status is not Unknown (SPEC §2). */
export function canManage(detail: TrackedDetail | null): boolean {
  const first = detail?.statusHistory[0]?.status;
  return detail !== null && first !== undefined && first !== "Unknown";
}

/**
 * The stage the manage view points at: the server's stage, except that a
 * Delivered order moves on to Received (the customer's step) once
 * `deliveredSettled` is true, i.e. 0.5 s after Delivered arrived.
 */
export function viewStage(riderStatus: string, deliveredSettled: boolean): number {
  const stage = stageIndex(riderStatus);
  return stage === 4 && deliveredSettled ? 5 : stage;
}

/** Whether two details are the same, so a poll that brings nothing new changes nothing. */
export function sameDetail(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

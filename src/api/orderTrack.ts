/** The public tracking of a shared order (no sign-in): the /track screen's one call. */
import { TrackResponse } from "../contract/orderTrack";
import { http } from "./http";

/**
 * GET /api/digiorder/track/{orderId}?t={token}: the shared order; rejects
 * with the client's HTTP error (a 404 for a wrong or missing token and an
 * unknown order alike).
 */
export async function getTrackedOrder(orderId: string, token: string): Promise<TrackResponse> {
  return http
    .get(`api/digiorder/track/${encodeURIComponent(orderId)}`, { searchParams: { t: token } })
    .json(TrackResponse);
}

/** Whether a failure is the API's 404: the link is not valid (not a network fault worth a retry). */
export function isNotFound(cause: unknown): boolean {
  return (cause as { response?: { status?: number } } | null)?.response?.status === 404;
}

import { z } from "zod";
import { persistentValidated } from "./persist";

/** The `rider` slice: kept for the rider screens to come; any JSON object is accepted. */
export const RiderState = z.record(z.string(), z.unknown());
export type RiderState = z.infer<typeof RiderState>;

export const RIDER_DEFAULT: RiderState = {};

/** Persisted under localStorage key `rider`. */
export const $rider = persistentValidated("rider", RiderState, RIDER_DEFAULT);

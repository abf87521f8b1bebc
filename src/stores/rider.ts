import * as v from "valibot";
import { persistentValidated } from "./persist";

/** The `rider` slice: kept for the rider screens to come; any JSON object is accepted. */
export const RiderState = v.record(v.string(), v.unknown());
export type RiderState = v.InferOutput<typeof RiderState>;

export const RIDER_DEFAULT: RiderState = {};

/** Persisted under localStorage key `rider`. */
export const $rider = persistentValidated("rider", RiderState, RIDER_DEFAULT);

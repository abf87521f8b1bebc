import { refusalMessage } from "../domain/refusal";
import { HTTPError } from "./client";

/** What the API said when it refused a call (its error body), or `fallback` when it said nothing readable. */
export function refusalOf(error: unknown, fallback: string): string {
  return (error instanceof HTTPError && refusalMessage(error.data)) || fallback;
}

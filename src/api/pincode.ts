import { type PincodePlace, PincodeResponse } from "../contract/pincode";
import { HTTPError } from "./client";
import { http } from "./http";

/**
 * GET /pincode/{pincode}: where a PIN code is (city, district, state), or
 * null when no post office has it. Rejects when the API cannot be reached.
 */
export async function lookupPincode(pincode: string): Promise<PincodePlace | null> {
  try {
    return (await http.get(`pincode/${encodeURIComponent(pincode)}`, { timeout: 8000 }).json(PincodeResponse))
      .response;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null;
    throw error;
  }
}

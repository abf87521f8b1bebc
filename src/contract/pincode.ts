/** GET /pincode/{pincode} (designed here): where an Indian PIN code is, for the address form to fill in. */
import * as v from "valibot";

/** The place of a PIN code (src/domain/pincodes.ts): the state is the one the GST invoice uses. */
export const PincodePlace = v.object({
  pincode: v.string(),
  city: v.string(),
  district: v.string(),
  state: v.string(),
  /** The state's GST code (two digits). */
  stateCode: v.string(),
});
export type PincodePlace = v.InferOutput<typeof PincodePlace>;

export const PincodeResponse = v.object({ response: PincodePlace });
export type PincodeResponse = v.InferOutput<typeof PincodeResponse>;

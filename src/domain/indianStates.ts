/**
 * India's states and union territories by their GST state code (the first
 * two digits of a GSTIN, and an invoice's place of supply), and the state a
 * PIN code is in. Codes 25 (Daman and Diu) and 28 (Andhra Pradesh before
 * 2014) are no longer issued and are not listed; 26 is the merged Dadra and
 * Nagar Haveli and Daman and Diu.
 */

/**
 * One line a state: code | official name | other names people write (older
 * names, short forms, two-letter vehicle codes) | its PIN prefixes.
 *
 * PIN prefixes: the longest that matches wins, so "160" (Chandigarh)
 * overrides "16", and "16005" (Mohali, Punjab) overrides "160". Checked
 * against India Post's directory, re-read for the 2014 (Telangana) and 2019
 * (Ladakh) splits. A few border PINs serve villages in two states; they read
 * as the state of most of them. 9xxxxx is the Army Postal Service: no state.
 */
const TABLE = `
01 | Jammu and Kashmir | J&K, JK | 18 19
02 | Himachal Pradesh | HP | 17
03 | Punjab | PB | 14 15 16005 16006 16007 160103 160104
04 | Chandigarh | CH | 160
05 | Uttarakhand | Uttaranchal, UK, UA | 24471 246 24765 24766 24767 248 249 262308 262309 26231 2624 2625 263
06 | Haryana | HR | 12 13
07 | Delhi | New Delhi, NCT of Delhi, National Capital Territory of Delhi, DL | 11
08 | Rajasthan | RJ | 30 31 32 33 34
09 | Uttar Pradesh | UP | 20 21 22 23 24 25 26 27 28 2467 247662 247669 262406
10 | Bihar | BR | 80 81 82 84 85 814131
11 | Sikkim | SK | 737
12 | Arunachal Pradesh | AR | 790 791 792
13 | Nagaland | NL | 797 798
14 | Manipur | MN | 795
15 | Mizoram | MZ | 796
16 | Tripura | TR | 799
17 | Meghalaya | ML | 793 794
18 | Assam | AS | 78
19 | West Bengal | WB | 70 71 72 73 74
20 | Jharkhand | JH | 8141 813208 815 816 822 825 826 827 828 829 83
21 | Odisha | Orissa, OD, OR | 75 76 77
22 | Chhattisgarh | Chattisgarh, CG | 49
23 | Madhya Pradesh | MP | 45 46 47 48
24 | Gujarat | GJ | 36 37 38 39
26 | Dadra and Nagar Haveli and Daman and Diu | Daman and Diu, Dadra and Nagar Haveli, DD, DN, DNHDD | 362520 362540 362570 396210 396215 396220 396230 396240
27 | Maharashtra | MH | 40 41 42 43 44
29 | Karnataka | KA | 56 57 58 59
30 | Goa | GA | 403
31 | Lakshadweep | LD | 68255
32 | Kerala | KL | 67 68 69
33 | Tamil Nadu | TN | 60 61 62 63 64 609608
34 | Puducherry | Pondicherry, PY | 6050 605104 605110 605502 607402 6096 673310 533464
35 | Andaman and Nicobar Islands | Andaman and Nicobar, Andaman, A&N Islands, AN | 744
36 | Telangana | TS, TG | 50
37 | Andhra Pradesh | AP | 51 52 53 507130
38 | Ladakh | LA | 194
97 | Other Territory | |`;

/** One state or union territory. */
export interface IndianState {
  /** GST state code, two digits. */
  code: string;
  name: string;
}

const ROWS = TABLE.trim()
  .split("\n")
  .map((line) => {
    const [code = "", name = "", aliases = "", prefixes = ""] = line.split("|").map((cell) => cell.trim());
    return { code, name, aliases: aliases ? aliases.split(", ") : [], prefixes: prefixes.split(" ") };
  });

/** GST state codes in order, with their official names. */
export const INDIAN_STATES: readonly IndianState[] = ROWS.map(({ code, name }) => ({ code, name }));

/** A name as compared: lower case, "&" as "and", letters and digits only. */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/^\s*the\s+/, "")
    .replace(/[^a-z0-9]/g, "");

const CODE_OF_NAME = new Map(
  ROWS.flatMap((row) => [row.name, ...row.aliases].map((name) => [nameKey(name), row.code] as const)),
);

const CODE_OF_PREFIX = new Map(
  ROWS.flatMap((row) => row.prefixes.filter(Boolean).map((prefix) => [prefix, row.code] as const)),
);

/** The name of a GST state code ("27" → "Maharashtra"), or null for no such code. */
export function stateName(code: string): string | null {
  return INDIAN_STATES.find((s) => s.code === code.trim())?.name ?? null;
}

/** The GST state code of a state's name in any case and spacing ("nct of delhi" → "07", "Orissa" → "21"), or null. */
export function stateCodeOfName(name: string): string | null {
  return CODE_OF_NAME.get(nameKey(name)) ?? null;
}

/** The GST state code of an Indian PIN code ("110001" → "07"; spaces allowed), or null when it is no PIN or no state's. */
export function stateOfPincode(pincode: string): string | null {
  const pin = pincode.replace(/\s/g, "");
  if (!/^[1-9]\d{5}$/.test(pin)) return null;
  for (let length = 6; length >= 2; length--) {
    const code = CODE_OF_PREFIX.get(pin.slice(0, length));
    if (code) return code;
  }
  return null;
}

import { useEffect, useRef, useState } from "react";
import { lookupPincode } from "../../api/pincode";
import type { PincodePlace } from "../../contract/pincode";
import { isPincode } from "../../domain/pincodes";
import { t } from "../../i18n/t";

type Place = { city: string; district: string; state: string };

/** What the Pin Code's hint says for each outcome of the look-up, in the shopper's language. */
export const PIN_HINTS = {
  looking: () => t("Looking up this Pin Code…"),
  filled: (p: PincodePlace) =>
    t("Filled in from the Pin Code: {city}, {district} district, {state}.", {
      city: p.city,
      district: p.district,
      state: p.state,
    }),
  unknown: () => t("We don't know this Pin Code: please type the city, district and state yourself."),
  failed: () =>
    t("The Pin Code could not be looked up just now: please type the city, district and state yourself."),
} as const;

/**
 * Fills the city, district and state when a 6-digit Pin Code is typed (GET
 * /pincode/{pincode}, answered from India Post's directory on the server: no
 * data set in the browser) and gives the hint to show under it. The state is
 * the PIN's (the invoice's); a city or district the shopper typed stays, one
 * empty or filled by an earlier Pin Code is replaced; the field the shopper
 * is in when the answer comes is left to them (the answer may come as they
 * type there, on a slow network). Only a Pin
 * Code typed here looks up (a form opened on a saved address keeps its
 * fields); an answer for a Pin Code since changed, or after the form closed,
 * is dropped.
 */
export function usePincodeFill(
  values: Place & { pincode: string },
  fill: (change: Partial<Place>) => void,
): string {
  const [hint, setHint] = useState("");
  const { pincode } = values;
  /** The Pin Code the form opened with: no look-up for it (until it changes once). */
  const opened = useRef<string | null>(pincode);
  const filled = useRef<Place>({ city: "", district: "", state: "" });
  const latest = useRef({ values, fill });
  latest.current = { values, fill };

  useEffect(() => {
    if (pincode === opened.current) return;
    opened.current = null;
    const pin = pincode.trim();
    if (!isPincode(pin) || /\s/.test(pin)) {
      setHint("");
      return;
    }
    let current = true;
    setHint(PIN_HINTS.looking());
    lookupPincode(pin).then(
      (place) => {
        if (!current) return;
        if (!place) return setHint(PIN_HINTS.unknown());
        const now = latest.current.values;
        // The field the shopper is in is theirs: filled under their typing it would read "KeralaKerala".
        const typingIn = (globalThis.document?.activeElement as HTMLInputElement | null)?.name;
        const replaceable = (field: "city" | "district") =>
          typingIn !== field && (!now[field].trim() || now[field] === filled.current[field]);
        const change: Partial<Place> = {};
        if (typingIn !== "state") change.state = place.state;
        if (replaceable("city")) change.city = place.city;
        if (replaceable("district")) change.district = place.district;
        filled.current = { city: place.city, district: place.district, state: place.state };
        latest.current.fill(change);
        setHint(PIN_HINTS.filled(place));
      },
      (error: unknown) => {
        console.error("Pin Code look-up failed", error);
        if (current) setHint(PIN_HINTS.failed());
      },
    );
    return () => {
      current = false;
    };
  }, [pincode]);

  return hint;
}

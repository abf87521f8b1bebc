/** The "Assign rider" list's choice for "someone not on the list" (their details typed in). */
export const SOMEONE_ELSE = "other";

interface Rider {
  name: string;
  phoneNumber: string;
}

/**
 * Which entry of the shop's riders the "Assign rider" form starts on: the
 * order's rider when on the list (same name and phone), "someone else" when
 * the order's rider is not on it (their details stay typed in), else the
 * first rider, and "someone else" when the list is empty.
 */
export function riderChoice(riders: readonly Rider[], assigned: Rider | undefined): string {
  if (assigned) {
    const same = riders.findIndex((r) => r.phoneNumber === assigned.phoneNumber && r.name === assigned.name);
    return same >= 0 ? String(same) : SOMEONE_ELSE;
  }
  return riders.length > 0 ? "0" : SOMEONE_ELSE;
}

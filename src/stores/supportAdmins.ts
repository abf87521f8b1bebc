/**
 * The platform's support admins (/masteradmin/supportadmin), not persisted:
 * the list, and a master admin adding a person (by email, phone or both,
 * checked here first) or removing one; every answer is the list as changed.
 */
import { atom } from "nanostores";
import * as v from "valibot";
import { type FieldErrors, schemaProblems, serverProblems } from "../api/formErrors";
import { addSupportAdmin, removeSupportAdmin, supportAdmins } from "../api/staff";
import { PersonRequest, type StaffPerson } from "../contract/staff";
import { staffPersonKey, staffPersonName } from "../domain/console/platformPeople";
import { latestWins } from "./persist";

export type SupportAdminsList =
  | { status: "idle" | "loading" }
  | { status: "ready"; people: StaffPerson[] }
  | { status: "failed"; message: string };

/** Who is a support admin. */
export const $supportAdmins = atom<SupportAdminsList>({ status: "idle" });

export interface SupportAdminChange {
  /** An addition is on its way to the server. */
  busy: boolean;
  /** What the last change did (or why a removal was refused). */
  notice: string;
  /** The add form's fields' errors. */
  errors: FieldErrors;
}

const NO_CHANGE: SupportAdminChange = { busy: false, notice: "", errors: {} };

/** The add form's errors and what the last change did. */
export const $supportAdminChange = atom<SupportAdminChange>(NO_CHANGE);

export const SUPPORT_LOAD_FAILED = "Could not load the support admins. Check your connection and reload.";
export const GIVE_EMAIL_OR_PHONE = "Give their email or their phone number (or both)";
export const ADD_FAILED = "Could not add them: check your connection and try again.";
export const REMOVE_FAILED = "Could not remove them: check your connection and try again.";

const load = latestWins();

/** Loads the list (one already shown stays while it is loaded afresh). */
export async function loadSupportAdmins(): Promise<void> {
  const isLatest = load();
  if ($supportAdmins.get().status !== "ready") $supportAdmins.set({ status: "loading" });
  try {
    const { people } = await supportAdmins();
    if (isLatest()) $supportAdmins.set({ status: "ready", people });
  } catch (cause) {
    if (isLatest())
      $supportAdmins.set({
        status: "failed",
        message: serverProblems(cause)?.message ?? SUPPORT_LOAD_FAILED,
      });
  }
}

/** The list as a change answered it: newer than any load on its way. */
function changed(people: StaffPerson[]): void {
  load();
  $supportAdmins.set({ status: "ready", people });
}

/**
 * Adds a person by what was typed. Answers "added", the field whose error
 * says why ("email" or "phone": focus goes there), or "refused" when the
 * form as a whole is wrong and no field says so.
 */
export async function addSupportAdminBy(typed: {
  email: string;
  phone: string;
}): Promise<"added" | "email" | "phone" | "refused"> {
  const parsed = v.safeParse(PersonRequest, typed);
  const problems: FieldErrors = parsed.success
    ? {}
    : typed.email || typed.phone
      ? schemaProblems(PersonRequest, typed)
      : { email: GIVE_EMAIL_OR_PHONE };
  $supportAdminChange.set({ busy: false, notice: "", errors: problems });
  if (problems.email) return "email";
  if (problems.phone) return "phone";
  if (!parsed.success) return "refused";
  const person = parsed.output;
  $supportAdminChange.set({ busy: true, notice: "", errors: {} });
  try {
    changed((await addSupportAdmin(person)).people);
    const name = staffPersonName({ email: person.email ?? "", phone: person.phone ?? "" });
    $supportAdminChange.set({
      busy: false,
      notice: `Added ${name} as a support admin: they can sign in on /Admin now.`,
      errors: {},
    });
    return "added";
  } catch (cause) {
    const problem = serverProblems(cause);
    const field = problem?.fields.phone ? "phone" : "email";
    $supportAdminChange.set({
      busy: false,
      notice: "",
      errors: { [field]: problem ? (problem.fields[field] ?? problem.message) : ADD_FAILED },
    });
    return field;
  }
}

/** Removes a support admin (their access ends at their next call); true when they are gone. */
export async function removeSupportAdminPerson(person: StaffPerson): Promise<boolean> {
  $supportAdminChange.set({ ...$supportAdminChange.get(), notice: "" });
  try {
    changed((await removeSupportAdmin(staffPersonKey(person))).people);
    $supportAdminChange.set({
      ...$supportAdminChange.get(),
      notice: `Removed ${staffPersonName(person)}: their support access ends at their next call.`,
    });
    return true;
  } catch (cause) {
    $supportAdminChange.set({
      ...$supportAdminChange.get(),
      notice: serverProblems(cause)?.message ?? REMOVE_FAILED,
    });
    return false;
  }
}

/** The screen closed: what its changes said goes (it opens again with nothing said). */
export function leaveSupportAdmins(): void {
  $supportAdminChange.set(NO_CHANGE);
}

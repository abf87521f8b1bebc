/**
 * The staff screens' forms as the server left them, for the stores that send
 * them (kiosk.ts, franchise.ts): each form's busy flag, its fields' errors
 * (the contract's before a send, the server's after a refusal) and its
 * failure line, kept by form. A form's key is the prefix of its controls'
 * ids, so the screen can focus the first field in error.
 */
import { atom, type WritableAtom } from "nanostores";
import { type FieldErrors, serverProblems } from "../api/formErrors";

export type { FieldErrors };

export interface FormState {
  busy: boolean;
  errors: FieldErrors;
  failure: string;
}

export const IDLE_FORM: FormState = { busy: false, errors: {}, failure: "" };

/** What a submit came to: sent, or not, with the fields in error (none: the failure line says why). */
export type FormOutcome = { ok: true } | { ok: false; errors: FieldErrors };

/**
 * Several forms' states, by key. An atom, not nanostores' `map`: `map` would
 * join the chunk both apps share (astro.config.mjs, "react") and cost the
 * shop's home about 100 bytes it does not use.
 */
export type FormStates = WritableAtom<Record<string, FormState>>;

export const formStates = (): FormStates => atom<Record<string, FormState>>({});

/** Sets form `key`'s state. */
export function setForm(forms: FormStates, key: string, state: FormState): void {
  forms.set({ ...forms.get(), [key]: state });
}

/** A form's state: idle until it is first submitted. */
export const formOf = (forms: Record<string, FormState>, key: string): FormState => forms[key] ?? IDLE_FORM;

/**
 * Submits form `key`: `problems` (the contract's check) stop it before a
 * send; else `send` runs with the form busy, and a refusal leaves the
 * server's field errors and its message (a network failure: `fallback`).
 */
export async function submitForm(
  forms: FormStates,
  key: string,
  problems: FieldErrors,
  send: () => Promise<void>,
  fallback: string,
): Promise<FormOutcome> {
  if (Object.keys(problems).length) {
    setForm(forms, key, { busy: false, errors: problems, failure: "" });
    return { ok: false, errors: problems };
  }
  setForm(forms, key, { ...IDLE_FORM, busy: true });
  try {
    await send();
    setForm(forms, key, IDLE_FORM);
    return { ok: true };
  } catch (cause) {
    const refused = serverProblems(cause);
    const errors = refused?.fields ?? {};
    setForm(forms, key, { busy: false, errors, failure: refused?.message ?? fallback });
    return { ok: false, errors };
  }
}

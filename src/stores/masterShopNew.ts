/**
 * A master admin opens a shop (/masteradmin/shop), not persisted: whether
 * the subdomain typed is free (the rule here at once, the server's answer
 * 400 ms after typing stops, src/domain/newSubdomain.ts), and the new shop
 * as sent: its fields' errors (the contract's schema before sending, the
 * server's after), a refusal's line, and the shop once it is open.
 */
import { atom } from "nanostores";
import { type FieldErrors, schemaProblems, serverProblems } from "../api/formErrors";
import { checkSubdomain, createShop } from "../api/platform";
import { NewShopRequest, type PlatformShop } from "../contract/platform";
import { newSubdomainProblem } from "../domain/newSubdomain";

export interface SubdomainCheck {
  state: "idle" | "checking" | "free" | "refused" | "unknown";
  message: string;
}

const NOT_CHECKED: SubdomainCheck = { state: "idle", message: "" };

/** Whether the subdomain typed is free, in words said beside it. */
export const $subdomainCheck = atom<SubdomainCheck>(NOT_CHECKED);

export const CHECK_FAILED = "Could not check it now: it is checked again when you open the shop.";
/** How long typing must stop before the server is asked. */
export const CHECK_DELAY_MS = 400;

let pending: { timer: ReturnType<typeof setTimeout>; abort: AbortController } | null = null;

/** Checks the subdomain as typed; each call drops the check before it ("" stops checking). */
export function checkNewSubdomain(typed: string): void {
  if (pending) {
    clearTimeout(pending.timer);
    pending.abort.abort();
    pending = null;
  }
  if (!typed.trim()) {
    $subdomainCheck.set(NOT_CHECKED);
    return;
  }
  const problem = newSubdomainProblem(typed);
  if (problem) {
    $subdomainCheck.set({ state: "refused", message: problem });
    return;
  }
  $subdomainCheck.set({ state: "checking", message: "Checking…" });
  const abort = new AbortController();
  const timer = setTimeout(() => {
    checkSubdomain(typed.trim(), abort.signal).then(
      (answer) => {
        if (abort.signal.aborted) return;
        $subdomainCheck.set(
          answer.available
            ? { state: "free", message: `${answer.shopId} is free` }
            : { state: "refused", message: answer.message },
        );
      },
      () => {
        if (!abort.signal.aborted) $subdomainCheck.set({ state: "unknown", message: CHECK_FAILED });
      },
    );
  }, CHECK_DELAY_MS);
  pending = { timer, abort };
}

export type NewShop =
  | { status: "editing" | "opening" | "failed"; errors: FieldErrors; message: string }
  | { status: "opened"; shop: PlatformShop };

const BLANK: NewShop = { status: "editing", errors: {}, message: "" };

/** The new shop as sent: its errors and refusal while it is being made, the shop once it is open. */
export const $newShop = atom<NewShop>(BLANK);

export const OPEN_FAILED = "Could not open the shop: check your connection and try again.";

/** Opens the shop (checked here first): it ends open, or failed with its fields' errors and a line. */
export async function openNewShop(request: NewShopRequest): Promise<void> {
  const problems = schemaProblems(NewShopRequest, request);
  if (Object.keys(problems).length) {
    $newShop.set({ status: "failed", errors: problems, message: "" });
    return;
  }
  $newShop.set({ status: "opening", errors: {}, message: "" });
  try {
    const { shop } = await createShop(request);
    $newShop.set({ status: "opened", shop });
  } catch (cause) {
    const refused = serverProblems(cause);
    $newShop.set({
      status: "failed",
      errors: refused?.fields ?? {},
      message: refused?.message ?? OPEN_FAILED,
    });
  }
}

/** A blank form again (another shop, or the screen left): nothing checked, nothing said. */
export function startNewShop(): void {
  checkNewSubdomain("");
  $newShop.set(BLANK);
}

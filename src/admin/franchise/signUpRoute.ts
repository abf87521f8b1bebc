/**
 * The franchise sign-up's place in /Admin: the hash "#/franchise/signup"
 * (src/domain/franchise.ts signUpPlanOf), followed as it changes. The shell
 * reads it before its areas: a signed-in person who runs no franchise yet
 * gets the sign-up there, whatever else they do.
 */
import { useSyncExternalStore } from "react";
import { type FranchisePlan, signUpPlanOf } from "../../domain/franchisePlans";

const subscribe = (changed: () => void) => {
  window.addEventListener("hashchange", changed);
  return () => window.removeEventListener("hashchange", changed);
};

/** The plan the sign-up link chose ("" none), or null when the page is not at the sign-up. */
export function useSignUpPlan(): FranchisePlan | "" | null {
  const hash = useSyncExternalStore(
    subscribe,
    () => location.hash,
    () => "",
  );
  return signUpPlanOf(hash);
}

/** The franchise owner's own screen, after signing up. */
export const FRANCHISE_HASH = "#/franchise";

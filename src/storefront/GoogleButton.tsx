import { useState } from "react";
import { t } from "../i18n/t";
import { withChunkTimeout } from "./chunkTimeout";

// The sign-in code, limited to SPEC §9's 120 s: a stalled chunk ends in the failure line, not "Signing in…" for ever.
const load = () => withChunkTimeout(import("../auth/shopSession"));
const preload = () => {
  load()
    .then((m) => m.preloadSignIn())
    .catch(() => {});
};

/**
 * 'Continue with Google' (SPEC §2 header and auth screens): signs in on the
 * shop itself. The button is in the shop's shell (a visitor's header draws it
 * at once: its own chunk was more bytes of imports and preload list than
 * code); the sign-in code (Firebase) is fetched on hover or focus and run on
 * click, never in the first bundle.
 */
export default function GoogleButton({ onSignedIn }: { onSignedIn?: () => void }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const signIn = async () => {
    if (state === "busy") return;
    setState("busy");
    try {
      const signedIn = await (await load()).signInOnShop();
      setState("idle");
      if (signedIn) onSignedIn?.();
    } catch (error) {
      console.error("Sign-in failed:", error);
      setState("failed");
    }
  };
  return (
    <>
      <button
        type="button"
        className="button google-button"
        // The first paint draws a visitor's header: a returning signed-in shopper never sees this flash.
        data-saved="user"
        onClick={signIn}
        onPointerEnter={preload}
        onFocus={preload}
        // aria-disabled, not disabled: focus stays on the button while the account chooser is open and after.
        aria-disabled={state === "busy"}
      >
        {state === "busy" ? t("Signing in…") : t("Continue with Google")}
      </button>
      {state === "failed" ? (
        <p className="form-error" role="alert">
          {t("Could not sign you in. Please try again.")}
        </p>
      ) : null}
    </>
  );
}

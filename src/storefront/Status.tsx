/** The two waiting states every screen shares: loading, and the failure message with Try Again. */

import { t } from "../i18n/t";

/** A loading indicator with an accessible name (same look as the shell's boot spinner). */
export function Spinner({ label = t("Loading") }: { label?: string }) {
  return (
    <div className="boot" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** The failure message of SPEC §2 "Shop startup", with a real Try Again button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="load-failed">
      <p>{t("Something Was Wrong Please Tryagain")}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t("Try Again")}
      </button>
    </div>
  );
}

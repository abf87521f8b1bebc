import { useStore } from "@nanostores/react";
import { type SubmitEvent, useRef, useState } from "react";
import { t } from "../../i18n/t";
import { $profile, $profileBusy } from "../../stores/profile";
import { cancelDetails, editDetails, patchDetails, saveDetails } from "../../stores/profileActions";
import type { UserData } from "../../stores/user";

/**
 * The shopper's name and contact phone (SPEC §7 updatecustomer): shown, and
 * an Edit form whose typing is kept (stores/profile.ts) through a failed save
 * and a reload.
 */
export function ProfileDetails({ userData }: { userData: UserData }) {
  const { details } = useStore($profile);
  const busy = useStore($profileBusy);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (!details) {
    return (
      <div className="profile-details">
        <h2>{t("Your details")}</h2>
        <dl>
          <dt>{t("Name")}</dt>
          <dd>{userData.name || t("Not given yet")}</dd>
          <dt>{t("Mobile Number")}</dt>
          <dd>{userData.phoneNumber || t("Not given yet")}</dd>
        </dl>
        <button type="button" className="button button-quiet" onClick={editDetails}>
          {t("Edit name and phone")}
        </button>
      </div>
    );
  }

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    const outcome = await saveDetails();
    if (outcome.ok) return;
    setError(outcome);
    if (outcome.field) form.current?.querySelector<HTMLInputElement>(`[name="${outcome.field}"]`)?.focus();
  };
  const invalid = (field: string) =>
    error?.field === field ? { "aria-invalid": true as const, "aria-describedby": "details-error" } : {};

  return (
    <form ref={form} className="profile-details address-form" noValidate onSubmit={(e) => void submit(e)}>
      <h2>{t("Your details")}</h2>
      <p id="details-error" className="form-error" role="alert">
        {t(error?.message ?? "")}
      </p>
      <div className="field">
        <label htmlFor="details-name">{t("Name")}</label>
        <input
          id="details-name"
          name="name"
          autoComplete="name"
          maxLength={100}
          value={details.name}
          onChange={(e) => patchDetails({ name: e.target.value })}
          {...invalid("name")}
        />
      </div>
      <div className="field">
        <label htmlFor="details-phone">{t("Mobile Number")}</label>
        <input
          id="details-phone"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={details.phoneNumber}
          onChange={(e) => patchDetails({ phoneNumber: e.target.value })}
          {...invalid("phoneNumber")}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t("Saving...") : t("Save details")}
        </button>
        <button type="button" className="button button-quiet" disabled={busy} onClick={cancelDetails}>
          {t("Cancel")}
        </button>
      </div>
    </form>
  );
}

/** The shop's logo: uploaded through the photos call (the only logo the server takes), shown, removed (stores/shopSettings.ts). */
import { useStore } from "@nanostores/react";
import { photoSrcset, smallestPhoto } from "../../domain/photos";
import { $shopSettings, editSetting, uploadLogo } from "../../stores/shopSettings";
import { Alert } from "../../ui/Alert";

/** The file control: it takes the focus back after an upload (it was disabled) and after a removal (its button is gone). */
const focusControl = () => document.getElementById("setting-logo")?.focus();

export function Logo({ shopId, logo, error }: { shopId: string; logo: string; error: string | undefined }) {
  const { logoBusy: busy, logoProblem: problem, shopId: heldFor } = useStore($shopSettings);
  const shown = (heldFor === shopId ? problem : "") || error;
  const upload = async (file: File | undefined) => {
    if (!file) return;
    await uploadLogo(file);
    focusControl();
  };
  return (
    <div className={`console-field console-logo${shown ? " has-error" : ""}`}>
      <p className="console-label">Logo</p>
      {logo ? (
        <img
          src={smallestPhoto(logo)}
          srcSet={photoSrcset(logo)}
          sizes="96px"
          alt="The shop's logo"
          width={96}
          height={96}
        />
      ) : (
        <p className="console-muted">No logo yet: the shop shows its name.</p>
      )}
      <label htmlFor="setting-logo">{logo ? "Change the logo" : "Upload a logo"}</label>
      <input
        id="setting-logo"
        type="file"
        accept="image/*"
        disabled={busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? "setting-logo-error" : undefined}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <p role="status" className="console-muted">
        {busy ? "Uploading the logo…" : ""}
      </p>
      <Alert id="setting-logo-error">{shown}</Alert>
      {logo ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            editSetting("logo", "");
            focusControl();
          }}
        >
          Remove the logo
        </button>
      ) : null}
      <p className="console-hint">The logo is saved with the settings.</p>
    </div>
  );
}

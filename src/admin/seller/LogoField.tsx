import { useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { uploadPhoto } from "../../api/seller";
import { photoSrcset, smallestPhoto } from "../../domain/photos";

/** The shop's logo: uploaded through the photos call (the only logo the server takes), shown, removed. */
export function Logo({
  shopId,
  logo,
  error,
  onChange,
}: {
  shopId: string;
  logo: string;
  error: string | undefined;
  onChange: (logo: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem("");
    try {
      onChange((await uploadPhoto(shopId, file)).url);
    } catch (cause) {
      setProblem(
        serverProblems(cause)?.message ?? "Could not upload the logo: check your connection and try again.",
      );
    } finally {
      setBusy(false);
    }
  };
  const shown = problem || error;
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
      {shown ? (
        <p id="setting-logo-error" className="console-field-error" role="alert">
          {shown}
        </p>
      ) : null}
      {logo ? (
        <button type="button" className="button button-secondary" onClick={() => onChange("")}>
          Remove the logo
        </button>
      ) : null}
      <p className="console-hint">The logo is saved with the settings.</p>
    </div>
  );
}

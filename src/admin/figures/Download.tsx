/**
 * "Download CSV": fetches a file with the signed-in person's token and
 * saves it under its name, says what happened, and gives the focus back to
 * the button once its call is over (it was disabled meanwhile).
 */
import { useEffect, useRef, useState } from "react";
import { saveAs } from "../seller/saveAs";

export function Download({
  label,
  fetchFile,
}: {
  label: string;
  fetchFile: () => Promise<{ file: Blob; name: string } | { failed: string }>;
}) {
  const [said, setSaid] = useState("");
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [busy]);
  const download = async () => {
    setBusy(true);
    setSaid("");
    const got = await fetchFile();
    refocus.current = true;
    setBusy(false);
    if ("failed" in got) setSaid(got.failed);
    else {
      saveAs(got.file, got.name);
      setSaid(`Saved ${got.name}`);
    }
  };
  return (
    <div className="console-actions">
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? "Downloading…" : label}
      </button>
      <p role="status">{said}</p>
    </div>
  );
}

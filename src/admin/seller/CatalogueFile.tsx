/**
 * The catalogue as a CSV file: "Export CSV" fetches it with the seller's
 * token and saves it under its name; "Import CSV" sends a file back, every
 * row or none: a refusal lists each row's problem, and nothing was changed.
 * The calls and what they said are the products store's; done, the list
 * reloads there.
 */
import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { $catalogueFile, exportCatalogueFile, importCatalogueFile } from "../../stores/products";
import { saveAs } from "./saveAs";

export function CatalogueFile({ shopId }: { shopId: string }) {
  const { busy, said } = useStore($catalogueFile);
  const exportButton = useRef<HTMLButtonElement>(null);
  const importInput = useRef<HTMLInputElement>(null);
  // The control used is disabled while its call is under way: focus goes back to it once drawn again.
  const refocus = (control: { current: HTMLElement | null }) => setTimeout(() => control.current?.focus(), 0);

  const download = async () => {
    const saved = await exportCatalogueFile(shopId);
    if (saved) saveAs(saved.file, saved.name);
    refocus(exportButton);
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await importCatalogueFile(shopId, file);
    refocus(importInput);
  };

  return (
    <details className="console-csv">
      <summary>Catalogue file (CSV)</summary>
      <p className="console-hint" id="csv-hint">
        Export, change the rows in a spreadsheet, import. The whole file is checked first: if a row has a
        problem nothing is changed. Stock you edit is taken only if nobody sold any since the export.
      </p>
      <div className="console-actions">
        <button
          ref={exportButton}
          type="button"
          className="button button-secondary"
          disabled={busy !== ""}
          onClick={() => void download()}
        >
          {busy === "export" ? "Exporting…" : "Export CSV"}
        </button>
      </div>
      <div className="console-field">
        <label htmlFor="catalogue-import">Import CSV</label>
        <input
          ref={importInput}
          id="catalogue-import"
          type="file"
          accept=".csv,text/csv"
          disabled={busy !== ""}
          aria-describedby="csv-hint"
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </div>
      <div role="status" className="console-csv-result">
        {busy === "import" ? <p>Importing…</p> : null}
        {said.kind === "ok" ? <p className="console-saved">{said.text}</p> : null}
        {said.kind === "refused" ? (
          <>
            <p className="console-error">{said.text}</p>
            {said.issues.length ? (
              <ul className="console-issues">
                {said.issues.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </details>
  );
}

/**
 * The catalogue as a CSV file: "Export CSV" fetches it with the seller's
 * token and saves it under its name; "Import CSV" sends a file back, every
 * row or none: a refusal lists each row's problem, and nothing was changed.
 */
import { useState } from "react";
import { serverProblems } from "../../api/formErrors";
import { exportCatalogue, importCatalogue } from "../../api/seller";
import { MAX_CATALOGUE_BYTES } from "../../contract/seller";
import { catalogueFileName, importSummary, issueLines } from "../../domain/console/catalogueImport";
import { indiaDate } from "../../domain/delivery";

type Said =
  | { kind: "none" }
  | { kind: "ok"; text: string }
  | { kind: "refused"; text: string; issues: string[] };

export function CatalogueFile({ shopId, onImported }: { shopId: string; onImported: () => void }) {
  const [busy, setBusy] = useState<"" | "export" | "import">("");
  const [said, setSaid] = useState<Said>({ kind: "none" });

  const download = async () => {
    setBusy("export");
    setSaid({ kind: "none" });
    try {
      const file = await exportCatalogue(shopId);
      const url = URL.createObjectURL(file);
      const link = document.createElement("a");
      link.href = url;
      link.download = catalogueFileName(shopId, indiaDate(new Date()));
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setSaid({ kind: "ok", text: `Saved ${link.download}` });
    } catch (cause) {
      setSaid({
        kind: "refused",
        text: serverProblems(cause)?.message ?? "Could not export: check your connection and try again.",
        issues: [],
      });
    } finally {
      setBusy("");
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setSaid({ kind: "none" });
    if (file.size > MAX_CATALOGUE_BYTES) {
      setSaid({
        kind: "refused",
        text: `The file is over ${MAX_CATALOGUE_BYTES / 1024 / 1024} MB: split it in two. Nothing was imported.`,
        issues: [],
      });
      return;
    }
    setBusy("import");
    try {
      const result = await importCatalogue(shopId, file);
      setSaid({ kind: "ok", text: importSummary(result) });
      onImported();
    } catch (cause) {
      const refused = serverProblems(cause);
      const body = (cause as { data?: unknown }).data;
      setSaid({
        kind: "refused",
        text: `${refused?.message ?? "Could not import: check your connection and try again"}. Nothing was imported.`,
        issues: issueLines(body),
      });
    } finally {
      setBusy("");
    }
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

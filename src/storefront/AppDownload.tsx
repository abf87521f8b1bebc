/** The shared second app download (SPEC §1): the platform's shopper app, on every shop. */
export function AppDownload() {
  return (
    <a className="app-download" href={__PUBLIC_ENV__.appDownloadUrl} target="_blank" rel="noopener">
      Get the shopping app<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

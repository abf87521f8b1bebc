/** The failure message of SPEC §2 "Shop startup", with a real Try Again button. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="load-failed">
      <p>Something Was Wrong Please Tryagain</p>
      <button type="button" className="button" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}

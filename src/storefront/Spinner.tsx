/** A loading indicator with an accessible name (same look as the shell's boot spinner). */
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div className="boot" role="status" aria-label={label}>
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/**
 * A key just made, shown this once: copied, or noted by hand, then
 * forgotten ("I have saved it"). It takes the focus when it shows.
 */
import { useEffect, useRef } from "react";
import { copyFreshKey, dismissFreshKey } from "../../stores/shopPeople";

export function FreshKey({
  fresh,
  copied,
  onSaved,
}: {
  fresh: { key: string; label: string };
  copied: string;
  /** After "I have saved it": this section is gone, so the focus goes elsewhere. */
  onSaved: () => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (fresh) ref.current?.focus();
  }, [fresh]);
  return (
    <section ref={ref} tabIndex={-1} className="console-fresh-key" aria-labelledby="fresh-key-title">
      <h3 id="fresh-key-title">Your new key "{fresh.label}"</h3>
      <p className="console-warning">
        Copy it now and keep it somewhere safe: it is shown this once and never again. Anyone with it can act
        on this shop's orders.
      </p>
      <code className="console-key">{fresh.key}</code>
      <div className="console-actions">
        <button type="button" className="button" onClick={() => void copyFreshKey()}>
          Copy key
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            dismissFreshKey();
            onSaved();
          }}
        >
          I have saved it
        </button>
      </div>
      <p role="status">{copied}</p>
    </section>
  );
}

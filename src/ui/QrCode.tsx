/**
 * A QR code drawn on the page as one SVG path (the encoder, ./qr.ts, is its
 * own chunk, loaded when the first code is drawn): the bag's UPI link and a
 * kiosk merchant's fee link. Nothing is drawn until the encoder has loaded;
 * the link beside it works meanwhile.
 */
import { useEffect, useState } from "react";

/** The QR code of `text` as an SVG path and its size in modules, once the encoder has loaded (null before). */
function useQrCode(text: string): { path: string; size: number } | null {
  const [qr, setQr] = useState<{ text: string; path: string; size: number } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    import("./qr")
      .then(({ qrModules, qrPath }) => {
        const modules = qrModules(text);
        if (live) setQr({ text, path: qrPath(modules), size: modules.length });
      })
      // Without the drawn code, the link beside it still works.
      .catch((error: unknown) => console.error("QR code failed to load", error));
    return () => {
      live = false;
    };
  }, [text]);
  return qr !== null && qr.text === text ? qr : null;
}

/**
 * The code of `text`, `label` its accessible name (what scanning it does);
 * with `caption`, in a figure of class `className` under which the caption
 * reads. Nothing until the encoder has loaded.
 */
export function QrCode({
  text,
  label,
  size = 200,
  caption,
  className,
}: {
  text: string;
  label: string;
  size?: number;
  caption?: string;
  className?: string;
}) {
  const qr = useQrCode(text);
  if (!qr) return null;
  const code = (
    <svg
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
  return caption === undefined ? (
    code
  ) : (
    <figure className={className}>
      {code}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

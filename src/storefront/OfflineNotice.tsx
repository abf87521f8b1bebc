import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { t } from "../i18n/t";
import { $online, whenBackOnline } from "../stores/online";

/** How long "Back online" stays after the network returns. */
const BACK_ONLINE_MS = 4000;

/**
 * The offline state (issue 26): while the device is offline a bar at the
 * bottom of every screen says so, and that nothing is lost (the bag, the
 * wishlist and a half-filled form are kept on the phone, stores/cart.ts and
 * stores/checkout.ts); a screen that could not load says 'Loading chunk
 * failed' above it and loads by itself once the network is back
 * (ChunkBoundary). Then "Back online" for a few seconds. Fixed at the
 * bottom, so it moves nothing on the page.
 */
export function OfflineNotice() {
  const online = useStore($online);
  const [back, setBack] = useState(false);
  useEffect(() => whenBackOnline(() => setBack(true)), []);
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [back]);
  useEffect(() => {
    if (!online) setBack(false);
  }, [online]);
  return (
    <div className="network-notice" role="status">
      {online ? (
        back && <p className="network-back">{t("Back online")}</p>
      ) : (
        <p className="network-offline">
          <strong>{t("You are offline.")}</strong>{" "}
          {t(
            "Your bag, wishlist and anything you typed are kept on this phone; the shop carries on when you are back online.",
          )}
        </p>
      )}
    </div>
  );
}

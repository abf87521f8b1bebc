/**
 * "Get notifications on this device" (issue 36): on the seller's orders
 * screen (the shop's new orders) and the rider's deliveries (orders given to
 * them). A switch, and a line saying what happened or why it cannot be
 * turned on here (stores/pushDevice.ts).
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { PushTarget } from "../api/push";
import { $pushDevice, checkPush, turnPushOff, turnPushOn } from "../stores/pushDevice";

export function PushControl({ target }: { target: PushTarget }) {
  const { state, message } = useStore($pushDevice);
  const key = target.kind === "shop" ? target.shopId : "rider";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is read afresh when its key changes.
  useEffect(() => {
    void checkPush(target);
  }, [key]);
  const on = state === "on";
  return (
    <div className="console-push">
      <label>
        <input
          type="checkbox"
          checked={on}
          disabled={state === "checking" || state === "busy" || state === "unsupported"}
          onChange={(e) => void (e.currentTarget.checked ? turnPushOn(target) : turnPushOff(target))}
        />{" "}
        Get notifications on this device
      </label>
      <p className="console-muted" role="status">
        {message}
      </p>
    </div>
  );
}

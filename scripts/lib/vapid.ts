/**
 * npm start's web push keys (issue 36): VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when the environment gives them, else a development pair
 * made on the first start and kept in .data/vapid-dev.json (git ignores
 * .data/; the file is readable by its owner only), so subscriptions made in
 * one run still work in the next. Never a key in the repository.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { vapidProblem } from "../../src/domain/messages/push";
import { newVapidKeys } from "../../src/server/messages/webPush";

export const DEV_VAPID_FILE = ".data/vapid-dev.json";

/** The development key pair in `file`, made there when it is missing or unreadable. */
export function devVapidKeys(file = DEV_VAPID_FILE): { publicKey: string; privateKey: string } {
  if (existsSync(file)) {
    try {
      const kept = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: string; privateKey?: string };
      if (
        kept.publicKey &&
        kept.privateKey &&
        !vapidProblem(kept.publicKey, kept.privateKey, "mailto:a@b.in")
      )
        return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    } catch {
      // Made again below.
    }
  }
  const keys = newVapidKeys();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

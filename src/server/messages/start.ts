/**
 * The API process's message worker, from its settings: an adapter for each
 * channel that has its credentials (the others' messages are skipped), the
 * links messages carry, the scheduled messages' tick (schedule.ts), and one
 * line per channel for the start-up log.
 */
import { platformOf } from "../../domain/host";
import type { TemplateName } from "../../domain/messages/templates";
import { shopUrl } from "../../domain/shopUrl";
import type { Config } from "../config";
import { channelsSummary, messageSettings } from "../config/messages";
import type { Db } from "../db/connection";
import type { Logger } from "../http/log";
import type { ChannelAdapter, ChannelName } from "./channel";
import { emailAdapter } from "./email";
import { pushAdapter } from "./push";
import { runScheduleTick } from "./schedule";
import { smsAdapter } from "./sms";
import { unsubscribeUrl } from "./unsubscribe";
import { whatsappAdapter } from "./whatsapp";
import { createMessageWorker, type MessageWorker, type WorkerOptions } from "./worker";

/** The adapters of the channels configured. */
export function adaptersOf(config: Config, db: Db): Partial<Record<ChannelName, ChannelAdapter>> {
  const settings = messageSettings(config);
  return {
    ...(settings.push ? { push: pushAdapter(settings.push, db) } : {}),
    ...(settings.whatsapp ? { whatsapp: whatsappAdapter(settings.whatsapp) } : {}),
    ...(settings.sms ? { sms: smsAdapter(settings.sms) } : {}),
    ...(settings.email ? { email: emailAdapter(settings.email) } : {}),
  };
}

/**
 * A message's link: the seller's console (new_order and the seller's
 * messages), the rider's deliveries for an order given to them; a path on
 * the shop when the message names one (a bag's restoring link, a product's
 * page); else the shopper's orders on the shop.
 */
export function linksOf(config: Pick<Config, "siteUrl" | "platformDomain">): WorkerOptions["linkFor"] {
  const platform = platformOf(config.siteUrl, config.platformDomain);
  return (row) => {
    const staff = SELLER_LINKS[row.template];
    if (staff !== undefined) return `${config.siteUrl}/Admin${staff}`;
    if (row.template === "rider_assigned") return `${config.siteUrl}/Admin/rider`;
    const path = row.params.link;
    if (path?.startsWith("/")) return `${shopUrl(platform, row.shopId)}${path.slice(1)}`;
    return `${shopUrl(platform, row.shopId)}history`;
  };
}

/** The staff app's screen each message to a seller or merchant links to (the rest link to the shopper's orders). */
const SELLER_LINKS: Partial<Record<TemplateName, string>> = {
  new_order: "/orders",
  seller_order_cancelled: "/orders",
  seller_return_requested: "/orders",
  stock_low: "/products",
  daily_summary: "",
  kiosk_fee_receipt: "",
  merchant_welcome: "",
  trial_ending: "",
  fee_due: "",
  renewal_due: "",
  staff_invite: "",
};

/**
 * The worker of this process (null when MESSAGES_SEND is off), its channels
 * said in the log; the scheduled messages (schedule.ts) and `ticks` run
 * beside it (main.ts: the left bags' reminders).
 */
export function startMessages(
  db: Db,
  config: Config,
  log: Logger,
  ticks: WorkerOptions["ticks"] = [],
  busy?: WorkerOptions["busy"],
): MessageWorker | null {
  const settings = messageSettings(config);
  for (const line of channelsSummary(settings)) log.info(line);
  if (!settings.send) {
    log.info("MESSAGES_SEND=0: messages are written to the outbox, and another process sends them");
    return null;
  }
  const platform = platformOf(config.siteUrl, config.platformDomain);
  const worker = createMessageWorker({
    db,
    adapters: adaptersOf(config, db),
    linkFor: linksOf(config),
    log,
    leaseMs: settings.leaseMs,
    ...(busy ? { busy } : {}),
    ...(settings.resendWaitMs ? { resendWaitMs: settings.resendWaitMs } : {}),
    ticks: [
      {
        name: "scheduled messages",
        everyMs: settings.tickMs ?? 60_000,
        run: (now) => runScheduleTick(db, now),
      },
      ...ticks,
    ],
    shopUrlFor: (shopId) => shopUrl(platform, shopId),
    ...(settings.shortLinkUrl ? { shortLinkSite: settings.shortLinkUrl } : {}),
    unsubscribeFor: (to) => unsubscribeUrl(config, to),
  });
  worker.start();
  return worker;
}

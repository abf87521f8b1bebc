/**
 * The API process's message worker, from its settings: an adapter for each
 * channel that has its credentials (the others' messages are skipped), the
 * links messages carry, and one line per channel for the start-up log.
 */
import { platformOf } from "../../domain/host";
import { shopUrl } from "../../domain/shopUrl";
import type { Config } from "../config";
import { channelsSummary, messageSettings } from "../config/messages";
import type { Db } from "../db/connection";
import type { Logger } from "../http/log";
import type { ChannelAdapter, ChannelName } from "./channel";
import { emailAdapter } from "./email";
import { pushAdapter } from "./push";
import { smsAdapter } from "./sms";
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
 * A message's link: the seller's orders console for a new order, the rider's deliveries for an order
 * given to them, else the shopper's orders on the shop.
 */
export function linksOf(config: Pick<Config, "siteUrl" | "platformDomain">): WorkerOptions["linkFor"] {
  const platform = platformOf(config.siteUrl, config.platformDomain);
  return (row) =>
    row.template === "new_order"
      ? `${config.siteUrl}/Admin/orders`
      : row.template === "rider_assigned"
        ? `${config.siteUrl}/Admin/rider`
        : `${shopUrl(platform, row.shopId)}history`;
}

/** The worker of this process (null when MESSAGES_SEND is off), its channels said in the log. */
export function startMessages(db: Db, config: Config, log: Logger): MessageWorker | null {
  const settings = messageSettings(config);
  for (const line of channelsSummary(settings)) log.info(line);
  if (!settings.send) {
    log.info("MESSAGES_SEND=0: messages are written to the outbox, and another process sends them");
    return null;
  }
  const worker = createMessageWorker({ db, adapters: adaptersOf(config, db), linkFor: linksOf(config), log });
  worker.start();
  return worker;
}

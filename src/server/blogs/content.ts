/** The services the content calls share within one app: settings, file storage and the blog passcode gate. */
import type { Config } from "../config";
import { type ContentSettings, contentSettings } from "../config/content";
import { createStorage } from "../files/create-storage";
import type { Storage } from "../files/storage";
import { createLogger, type Logger } from "../http/log";
import { type BlogGate, createBlogGate } from "./gate";

export type Content = {
  settings: ContentSettings;
  storage: Storage;
  /** One gate (one attempt limiter) for every call that takes the passcode. */
  gate: BlogGate;
  /** Failures answered without throwing to app.onError (a cover the storage did not save) are logged here. */
  log: Logger;
};

/** Builds the content services of one app from its config. */
export function createContent(config: Config, overrides: Partial<Content> = {}): Content {
  const settings = overrides.settings ?? contentSettings(config);
  return {
    settings,
    storage: overrides.storage ?? createStorage(settings),
    gate: overrides.gate ?? createBlogGate(settings, config.dev),
    log: overrides.log ?? createLogger(),
  };
}

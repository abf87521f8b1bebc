/** Picks the file storage the settings ask for (STORAGE): local (default) or Firebase. */
import type { ContentSettings } from "../config/content";
import { createFirebaseStorage } from "./firebase-storage";
import { createLocalStorage } from "./local-storage";
import type { Storage } from "./storage";

/** The storage the settings ask for. */
export function createStorage(settings: ContentSettings, fetchImpl: typeof fetch = fetch): Storage {
  if (settings.storage === "firebase" && settings.firebase)
    return createFirebaseStorage(settings.firebase, fetchImpl);
  return createLocalStorage(settings);
}

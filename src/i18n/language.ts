/**
 * The shopper's language on a shop (issue 26): English or Hindi, chosen by
 * the header's toggle and kept in localStorage under `lang` ("en" or "hi").
 * This module carries Hindi's words (hi.ts) and the Devanagari font's CSS,
 * and is a chunk of its own: the shop loads it only when Hindi is chosen, by
 * the toggle or at start-up when it was kept (startup.ts, before the app's
 * first render, so a Hindi shopper never sees the app switch from English).
 * Once here it follows the choice, in this tab and, through the storage
 * event, in the shop's other open tabs; `<html lang>` follows too.
 */
import { persistentAtom } from "@nanostores/persistent";
// As text, put in the page when Hindi is first shown: imported as CSS, the shop's page would carry it
// in English too, and the toggle's हिन्दी would fetch the self-hosted font on a phone without one.
import devanagariCss from "../styles/devanagari.css?inline";
import { hi } from "./hi";
import { $dictionary } from "./t";

export type Language = "en" | "hi";

/** The kept language; anything else stored under the key reads as English. */
export const $language = persistentAtom<Language>("lang", "en", {
  encode: (language) => language,
  decode: (kept) => (kept === "hi" ? "hi" : "en"),
});

/** Keeps `language` and shows it (the subscription below). */
export function chooseLanguage(language: Language): void {
  $language.set(language);
}

let fontStyled = false;

// The kept language at once, then each choice (this tab's, or another tab's).
$language.subscribe((language) => {
  if (language === "hi" && !fontStyled) {
    fontStyled = true;
    const style = document.createElement("style");
    style.textContent = devanagariCss;
    document.head.append(style);
  }
  $dictionary.set(language === "hi" ? hi : undefined);
  document.documentElement.lang = language;
});

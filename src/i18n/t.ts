/**
 * The storefront's words in the shopper's language (issue 26): `t(english,
 * vars?)` gives the text as the source writes it in English, or its
 * translation once a language's dictionary has been loaded (language.ts).
 * The English text is the key (gettext style), so English mode needs no
 * dictionary and costs only these few lines. `{name}` in the text is
 * replaced by `vars.name`.
 */
import { atom } from "nanostores";
import type { Translate } from "../domain/words";

/** A language's strings: the English text, exactly as the source writes it, and its translation. */
export type Dictionary = Readonly<Record<string, string>>;

/** The loaded translation; undefined: English, the source's own words. */
export const $dictionary = atom<Dictionary | undefined>(undefined);

/**
 * `english` in the shopper's language, its `{name}` placeholders filled from
 * `vars` as src/domain/words.ts `fill` does (written here again: importing it
 * would make a chunk of its own, shared with the staff app's phone form, in
 * the shop's first load).
 */
export const t: Translate = (english, vars) => {
  const text = $dictionary.get()?.[english] ?? english;
  return vars
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(vars, name) ? String(vars[name]) : whole,
      )
    : text;
};

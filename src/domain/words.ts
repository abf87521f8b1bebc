/**
 * Words with placeholders: `{name}` in a text replaced by `vars.name`. The
 * storefront's `t()` (src/i18n/t.ts) translates a text and then fills it; a
 * rule here that words something takes a `Translate` (English by default),
 * so the shop shows it in the shopper's language and the server in English.
 */

/** What a text's `{name}` placeholders are replaced by. */
export type Vars = Readonly<Record<string, string | number>>;

/** Gives `english` (with its placeholders filled) in some language. */
export type Translate = (english: string, vars?: Vars) => string;

/** `{name}` in `text` replaced by `vars.name`; a name `vars` does not give stays as written. */
export const fill: Translate = (text, vars) =>
  vars
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(vars, name) ? String(vars[name]) : whole,
      )
    : text;

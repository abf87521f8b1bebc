/**
 * Turns the URLs in a plain text into link tokens (SPEC §1: the kiosk FAQ
 * item turns URLs in its text into links). Only text that starts with
 * http://, https:// or www. is a URL; a bare word with a dot ("5 p.m.",
 * "e-mitra.kiosk") is not. Trailing punctuation stays text, and a closing
 * bracket stays text unless the URL opened it.
 */

export type LinkToken = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const CANDIDATE = /(?<![\w@./-])(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'"]$/;
const CLOSERS: Record<string, string> = { ")": "(", "]": "[", "}": "{" };

function count(text: string, ch: string): number {
  return text.split(ch).length - 1;
}

/** Cuts punctuation and unbalanced closing brackets off the end of a URL candidate. */
function trimEnd(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? "";
    const opener = CLOSERS[last];
    if (TRAILING.test(last)) url = url.slice(0, -1);
    else if (opener !== undefined && count(url, last) > count(url, opener)) url = url.slice(0, -1);
    else return url;
  }
}

/** The href for a URL text, or null when it is not a valid web address. */
function hrefOf(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    const hostOk = url.hostname.includes(".") || url.hostname === "localhost";
    return (url.protocol === "http:" || url.protocol === "https:") && hostOk ? withScheme : null;
  } catch {
    return null;
  }
}

/** Splits a text into text and link tokens, in order; joining every token's text gives the input back. */
export function linkify(text: string): LinkToken[] {
  const tokens: LinkToken[] = [];
  const pushText = (t: string) => {
    if (t === "") return;
    const prev = tokens.at(-1);
    if (prev?.kind === "text") prev.text += t;
    else tokens.push({ kind: "text", text: t });
  };
  let pos = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimEnd(match[0]);
    const href = hrefOf(url);
    if (href === null) continue;
    pushText(text.slice(pos, match.index));
    tokens.push({ kind: "link", text: url, href });
    pos = match.index + url.length;
  }
  pushText(text.slice(pos));
  return tokens;
}

/** Social links from a shop's footer settings (SPEC §2 auth screens: link hosts get https:// when missing). */

/** A link host from settings with https:// added when no scheme is given; null for an empty value. */
export function withHttps(url: string): string | null {
  const text = url.trim();
  if (text === "") return null;
  if (/^https?:\/\//i.test(text)) return text;
  return `https://${text.replace(/^\/+/, "")}`;
}

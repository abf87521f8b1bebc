/**
 * URL slugs for blogs (/blog/{slug}): lower-case ASCII letters, digits and
 * single inner hyphens. Latin letters lose their accents, Devanagari (Hindi,
 * Rajasthani, Marathi…) is transliterated, any other script is dropped; a
 * title with nothing left becomes "blog". Collisions get -2, -3, … appended.
 */

/** Longest slug made from a title (before a collision suffix). */
export const MAX_SLUG_LENGTH = 80;

/** "a:b c:d" → { a: "b", c: "d" }: keeps the letter tables readable on a few lines. */
const table = (pairs: string): Record<string, string> =>
  Object.fromEntries(
    pairs.split(" ").map((pair) => [pair.slice(0, pair.indexOf(":")), pair.slice(pair.indexOf(":") + 1)]),
  );

const CONSONANTS = table(
  "क:k ख:kh ग:g घ:gh ङ:n च:ch छ:chh ज:j झ:jh ञ:n ट:t ठ:th ड:d ढ:dh ण:n त:t थ:th द:d ध:dh न:n " +
    "प:p फ:ph ब:b भ:bh म:m य:y र:r ल:l ळ:l व:v श:sh ष:sh स:s ह:h",
);
/** Consonant + nukta (NFC keeps them apart): क़ q, ज़ z, फ़ f, ड़ r… */
const NUKTA_FORMS = table("क:q ख:kh ग:g ज:z ड:r ढ:rh फ:f य:y");
const VOWELS = table("अ:a आ:a इ:i ई:i उ:u ऊ:u ऋ:ri ए:e ऐ:ai ओ:o औ:au ऑ:o");
const MATRAS = table(
  "\u093E:a \u093F:i \u0940:i \u0941:u \u0942:u \u0943:ri \u0947:e \u0948:ai \u094B:o \u094C:au \u0949:o \u0945:e",
);
/** Anusvara, chandrabindu, visarga; virama, nukta and avagraha add no letter. */
const SIGNS = table("\u0902:n \u0901:n \u0903:h \u094D: \u093C: \u093D:");
const VIRAMA = "\u094D";
const NUKTA = "\u093C";
/** A Devanagari (Hindi) character. */
export const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT_ZERO = 0x0966;

/** Devanagari → Latin, one letter at a time; the inherent "a" is dropped before a vowel sign, a virama or a word end. */
export function transliterateDevanagari(text: string): string {
  const chars = Array.from(text.normalize("NFC"));
  let out = "";
  chars.forEach((ch, i) => {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= DEVANAGARI_DIGIT_ZERO && code <= DEVANAGARI_DIGIT_ZERO + 9) {
      out += String(code - DEVANAGARI_DIGIT_ZERO);
    } else if (ch in CONSONANTS) {
      const nukta = chars[i + 1] === NUKTA;
      const next = chars[i + (nukta ? 2 : 1)] ?? "";
      const endsWord = !DEVANAGARI.test(next) || next === "।" || next === "॥";
      const startsWord = i === 0 || !DEVANAGARI.test(chars[i - 1] ?? "");
      const silent = next in MATRAS || next === VIRAMA || (endsWord && !startsWord);
      const letter = (nukta ? NUKTA_FORMS[ch] : undefined) ?? CONSONANTS[ch];
      out += letter + (silent ? "" : "a");
    } else if (ch in VOWELS) out += VOWELS[ch];
    else if (ch in MATRAS) out += MATRAS[ch];
    else if (ch in SIGNS) out += SIGNS[ch];
    else if (DEVANAGARI.test(ch))
      out += " "; // dandas and other marks separate words
    else out += ch;
  });
  return out;
}

/** The slug a title gives, before collisions: never empty (`fallback` when nothing is left), at most MAX_SLUG_LENGTH characters. */
export function slugify(title: string, fallback = "blog"): string {
  const ascii = transliterateDevanagari(title)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents off: é → e
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "") // "Rani's" → "ranis", not "rani-s"
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (ascii.length <= MAX_SLUG_LENGTH) return ascii || fallback;
  const cut = ascii.slice(0, MAX_SLUG_LENGTH + 1);
  const atHyphen = cut.lastIndexOf("-");
  return (atHyphen > 0 ? cut.slice(0, atHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, "");
}

/** The first of base, base-2, base-3, … that is not taken. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/**
 * Whether a URL segment can be a blog's slug at all (lower-case letters,
 * digits and hyphens; a title's slug plus a collision suffix fits well within
 * 200): anything else is no blog, and no call to the API.
 */
export function looksLikeSlug(text: string): boolean {
  return /^[a-z0-9-]{1,200}$/.test(text);
}

// Host names as people read them. Links are stored with IDNs in punycode (`xn--…`, what the URL
// parser gives), which nobody can read; and a label that mixes scripts (a Cyrillic "а" among Latin
// letters) is the classic look-alike of a real site. This decodes punycode itself — the same code
// runs in the browser, which has no IDNA API — and applies one script rule to every label.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : Math.floor(delta / 2);
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) / 2) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a–z
  if (code >= 0x30 && code <= 0x39) return code - 0x30 + 26; // 0–9
  return undefined;
}

/** The Unicode of a punycode string (RFC 3492, without the `xn--`), or null when it is malformed. */
export function decodePunycode(input: string): string | null {
  const last = input.lastIndexOf('-');
  const output = last > 0 ? [...input.slice(0, last)].map((c) => c.codePointAt(0)!) : [];
  if (output.some((c) => c >= 0x80)) return null;
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let at = last > 0 ? last + 1 : 0; at < input.length;) {
    const before = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (at >= input.length) return null;
      const digit = digitOf(input[at++]!);
      if (digit === undefined) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (!Number.isSafeInteger(i) || !Number.isSafeInteger(w)) return null;
    }
    const points = output.length + 1;
    bias = adapt(i - before, points, before === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** A host name with its `xn--` labels in Unicode, or null when one does not decode. */
export function hostToUnicode(host: string): string | null {
  const labels = host
    .split('.')
    .map((label) => (label.startsWith('xn--') ? decodePunycode(label.slice(4)) : label));
  return labels.every((l) => l !== null && l !== '') ? labels.join('.') : null;
}

// Scripts a host label may use. Letters of any script not listed count as a script of their own,
// so they never combine with anything. Common (digits, hyphen, the long-vowel mark ー) and
// Inherited (combining marks) characters belong to no script here and combine with all.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Georgian',
  'Hangul',
  'Ethiopic',
  'Khmer',
  'Mongolian',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
] as const;
const SCRIPT_PATTERNS = SCRIPTS.map(
  (name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const,
);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * The combinations Unicode TS #39 calls "highly restrictive": one script alone, or Latin with the
 * scripts a Japanese, Chinese or Korean name is written in together.
 */
const ALLOWED_MIXES: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function scriptOf(char: string): string | undefined {
  if (NEUTRAL.test(char)) return undefined;
  return (
    SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ??
    `U+${char.codePointAt(0)!.toString(16)}`
  );
}

/** Whether a (Unicode) label mixes scripts beyond what one language writes together. */
export function mixesScripts(label: string): boolean {
  const scripts = new Set<string>();
  for (const char of label) {
    const script = scriptOf(char);
    if (script !== undefined) scripts.add(script);
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.includes(s)));
}

/**
 * Whether a host (as the URL parser gives it, punycode and all) is refused for its letters: a
 * label that is not valid punycode, or that mixes scripts.
 */
export function hostLooksAlike(host: string): boolean {
  const unicode = hostToUnicode(host);
  return unicode === null || unicode.split('.').some(mixesScripts);
}

/** Whether a host has labels beyond ASCII, which the editor points out to the owner. */
export function isInternationalHost(host: string): boolean {
  return host.split('.').some((label) => label.startsWith('xn--'));
}

/** The title a rendered link carries: its Unicode form when its host is international. */
export function linkTitle(href: string): string | undefined {
  const shown = linkForDisplay(href);
  return shown === href ? undefined : shown;
}

/**
 * A stored link as people read it: its host's `xn--` labels in Unicode; everything else as
 * stored. Not a link to render as `href` (that stays the stored form).
 */
export function linkForDisplay(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.protocol === 'mailto:') {
    const at = url.pathname.lastIndexOf('@');
    const host = url.pathname.slice(at + 1);
    const unicode = at > 0 && isInternationalHost(host) ? hostToUnicode(host) : null;
    return unicode === null ? href : `mailto:${url.pathname.slice(0, at + 1)}${unicode}`;
  }
  const unicode = isInternationalHost(url.hostname) ? hostToUnicode(url.hostname) : null;
  if (unicode === null) return href;
  const start = href.indexOf(url.hostname);
  return start < 0
    ? href
    : href.slice(0, start) + unicode + href.slice(start + url.hostname.length);
}

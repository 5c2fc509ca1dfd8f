export const LANGS = ['ja', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** Japanese first: most creators and fans are in Japan (docs/product.md). */
export const DEFAULT_LANG: Lang = 'ja';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Each language named in itself, for the switcher. */
export const LANG_LABELS: Readonly<Record<Lang, string>> = { ja: '日本語', en: 'English' };

// Which language a request gets: the visitor's choice (the `lang` value), else the best
// Accept-Language match by q-value, else Japanese.
import { DEFAULT_LANG, isLang, type Lang } from './lang';

export function negotiateLanguage(
  choice: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Lang {
  if (isLang(choice)) return choice;
  return fromAcceptLanguage(acceptLanguage ?? '') ?? DEFAULT_LANG;
}

function fromAcceptLanguage(header: string): Lang | null {
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((range) => range.tag !== '' && range.quality > 0)
    // Stable by header order among equal q-values, as the header lists preference.
    .sort((a, b) => b.quality - a.quality || a.order - b.order);

  for (const { tag } of ranges) {
    if (tag === '*') return DEFAULT_LANG;
    const primary = tag.split('-')[0];
    if (isLang(primary)) return primary;
  }
  return null;
}

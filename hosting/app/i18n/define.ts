// One catalogue module per area exports both languages. English must have exactly Japanese's
// keys: a missing or extra key is a type error in the area's own file.
import type { Lang } from './lang';

export type Messages<K extends string = string> = Readonly<Record<K, string>>;
export type Catalogue<K extends string = string> = Readonly<Record<Lang, Messages<K>>>;

export function defineMessages<const K extends string>(
  ja: Messages<K>,
  en: NoInfer<Messages<K>>,
): Catalogue<K> {
  return { ja, en };
}

/**
 * One area's catalogue written in two files, so that a long area's stay short: the keys of both,
 * which must not overlap.
 */
export function mergeMessages<const A extends string, const B extends string>(
  first: Catalogue<A>,
  second: Catalogue<B>,
): Catalogue<A | B> {
  const both = Object.keys(first.ja).filter((key) => key in second.ja);
  if (both.length > 0) throw new Error(`Keys in both parts of a catalogue: ${both.join(', ')}`);
  return { ja: { ...first.ja, ...second.ja }, en: { ...first.en, ...second.en } };
}

/** Replaces `{name}` placeholders; unknown placeholders are left as written. */
export function format(
  message: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

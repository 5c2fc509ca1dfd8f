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

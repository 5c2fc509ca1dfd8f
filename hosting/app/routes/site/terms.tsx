import { useT } from '../../i18n/use-t';
import { publicPageHeaders } from '../../lib/cache';
import type { Route } from './+types/terms';
import { documentMeta } from './document-meta';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = documentMeta('terms');

const ARTICLES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export default function Terms() {
  const t = useT('terms');
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mt-6 text-fg-soft">{t('intro')}</p>
      {ARTICLES.map((n) => (
        <section key={n} className="mt-8">
          <h2 className="text-lg font-semibold text-fg">{t(`a${n}Title`)}</h2>
          <p className="mt-2 text-fg-soft">{t(`a${n}Body`)}</p>
        </section>
      ))}
      <p className="mt-12 text-sm text-fg-subtle">{t('updated')}</p>
    </article>
  );
}

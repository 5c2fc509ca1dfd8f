// /privacy: what Spaces stores, and exactly what insights count and do not store (decision 034).
import { useT } from '../../i18n/use-t';
import { publicPageHeaders } from '../../lib/cache';
import type { Route } from './+types/privacy';
import { documentMeta } from './document-meta';

export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = documentMeta('privacy');

export default function Privacy() {
  const t = useT('privacy');
  const section = (id: string, title: string, ...paragraphs: string[]) => (
    <section id={id} className="mt-8 scroll-mt-20">
      <h2 className="text-lg font-semibold text-fg">{title}</h2>
      {paragraphs.map((text) => (
        <p key={text} className="mt-2 text-fg-soft">
          {text}
        </p>
      ))}
    </section>
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mt-6 text-fg-soft">{t('intro')}</p>
      {section('account', t('accountTitle'), t('accountBody'))}
      {section('messages', t('messagesTitle'), t('messagesBody'))}
      {section(
        'insights',
        t('insightsTitle'),
        t('insightsCounted'),
        t('insightsHow'),
        t('insightsNotStored'),
      )}
      {section('cookies', t('cookiesTitle'), t('cookiesBody'))}
      {section('deletion', t('deletionTitle'), t('deletionBody'))}
      <p className="mt-12 text-sm text-fg-subtle">{t('updated')}</p>
    </article>
  );
}

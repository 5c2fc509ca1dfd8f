// /a/notice/{code}: the one link a fan's reply-notice mail carries (decision 068). Opening it
// changes nothing — mail scanners open links — and its one button confirms the address (a plain
// form to /_notice, which answers back here with `?confirmed=`). The code is a capability: the page
// is never cached, sends no referrer and loads no third-party script.
import { isNoticeCode, NOTICE_FORM_KINDS, NOTICE_FORM_ACTION } from '@spaces/contracts';
import { data } from 'react-router';
import { SiteShell } from '../../components/site/site-shell';
import { translator } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import type { PageHandle } from '../../lib/page-handle';
import { langOfMatches } from '../../lib/page-title';
import { CAPABILITY_HEADERS } from '../../lib/receipts.server';
import { refusalError, refusalMessage, refusalOf } from '../../lib/send-form';
import { pageTitle } from '../../lib/title';
import { FormAlert } from '../../components/form/form-alert';
import type { Route } from './+types/notice-confirm';

export function loader({ params, request }: Route.LoaderArgs) {
  if (!isNoticeCode(params.code)) throw data(null, { status: 404, headers: CAPABILITY_HEADERS });
  const query = new URL(request.url).searchParams;
  const confirmed = query.get('confirmed');
  return data(
    {
      code: params.code,
      outcome: confirmed === '1' ? 'confirmed' : confirmed === '0' ? 'gone' : undefined,
      refusal: refusalOf(new URLSearchParams({ refused: query.get('refused') ?? '' })),
    },
    { headers: CAPABILITY_HEADERS },
  );
}

export const handle: PageHandle = { capability: true };

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = translator(langOfMatches(matches), 'receipt');
  return [
    { title: pageTitle(t('noticeConfirmTitle')) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
};

export default function NoticeConfirm({ loaderData }: Route.ComponentProps) {
  const t = useT('receipt');
  const lang = useLang();
  const { code, outcome, refusal } = loaderData;
  return (
    <SiteShell>
      <main
        className="mx-auto w-full max-w-lg flex-1 space-y-4 px-4 py-10"
        data-testid="notice-confirm"
      >
        <h1 className="text-2xl font-bold text-fg">{t('noticeConfirmTitle')}</h1>
        {outcome === 'confirmed' ? (
          <p role="status" className="text-fg" data-testid="notice-confirmed">
            {t('noticeConfirmed')}
          </p>
        ) : outcome === 'gone' ? (
          <p role="status" className="text-fg" data-testid="notice-gone">
            {t('noticeGone')}
          </p>
        ) : (
          <form method="post" action={NOTICE_FORM_ACTION} className="space-y-4">
            <input type="hidden" name="kind" value={NOTICE_FORM_KINDS.confirm} />
            <input type="hidden" name="code" value={code} />
            <p className="text-sm leading-relaxed text-fg-muted">{t('noticeConfirmNote')}</p>
            {refusal && (
              <FormAlert tone="error">{refusalMessage(lang, refusalError(refusal))}</FormAlert>
            )}
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-medium text-on-accent focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none"
              data-testid="notice-confirm-button"
            >
              {t('noticeConfirmButton')}
            </button>
          </form>
        )}
      </main>
    </SiteShell>
  );
}

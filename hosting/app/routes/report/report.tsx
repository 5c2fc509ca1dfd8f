// /report/{the reported page's path}: the report form (decision 070). A plain HTML form that posts
// to /_send with JavaScript on or off: the answer is this page again, as a receipt that says what
// happens next (`?sent=received`), or, refused, with what the visitor wrote (the action echoes the
// post that /_send's 307 sends back). Never cached, never indexed; the reported page's owner
// learns nothing of it.
import {
  IDEMPOTENCY_FIELD,
  LIMITS,
  newIdempotencyKey,
  REPORT_FORM_KIND,
  REPORT_QUERY,
  REPORT_REASONS,
  REPORT_SENT,
  reportedPageOf,
  reportedPagePath,
  SEND_FORM_ACTION,
  type ReportReason,
  type ReportTargetKind,
} from '@spaces/contracts';
import { data, type HeadersFunction } from 'react-router';
import { FlagIcon } from '../../components/icons/ui-icons';
import { Button } from '../../components/ui/button';
import { TextArea, TextField } from '../../components/ui/field';
import type { MessageKey } from '../../i18n/catalogues';
import { translator } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { ISLANDS_PAGE } from '../../lib/page-handle';
import { langOfMatches } from '../../lib/page-title';
import { refusalError, refusalMessage, refusalOf, type Refusal } from '../../lib/send-form';
import { refusalStatus } from '../../lib/send-form.server';
import { pageTitle } from '../../lib/title';
import { FormAlert } from '../../components/form/form-alert';
import { Honeypot } from '../../space-view/send-form-fields';
import type { Route } from './+types/report';
import { reportSubject } from './report-subject.server';

const NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const segments = [params.slug, params.page, params.post].filter(
    (segment): segment is string => segment !== undefined && segment !== '',
  );
  const page = reportedPageOf(segments, url.searchParams.get(REPORT_QUERY.post));
  if (!page) throw data(null, { status: 404, headers: NO_STORE });
  const subject = await reportSubject(page, url.search);
  const received = url.searchParams.get(REPORT_QUERY.sent) === REPORT_SENT;
  // Made as the page is drawn (it runs no script): a repeated post of this form is one report.
  const idempotencyKey = newIdempotencyKey();
  return data({ page, subject, received, idempotencyKey }, { headers: NO_STORE });
}

/** What the visitor wrote, kept through a refusal. */
interface ReportDraft {
  reason: string;
  note: string;
  contact: string;
}

/** A refused report, posted back by /_send's 307: shown again, never sent. */
export async function action({ request }: Route.ActionArgs) {
  const refusal = refusalOf(new URL(request.url).searchParams);
  const form = await request.formData().catch(() => new FormData());
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : '';
  };
  const draft: ReportDraft = {
    reason: text('reason'),
    note: text('note'),
    contact: text('contact'),
  };
  return data(refusal ? { draft, refusal } : undefined, {
    status: refusalStatus(refusal),
    headers: NO_STORE,
  });
}

export const headers: HeadersFunction = ({ actionHeaders, errorHeaders, loaderHeaders }) =>
  errorHeaders ?? (actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders);

// A plain form, read and sent without JavaScript.
export const handle = ISLANDS_PAGE;

export const meta: Route.MetaFunction = ({ data: loaderData, matches }) => {
  const t = translator(langOfMatches(matches), 'report');
  return [
    { title: pageTitle(loaderData?.received ? t('receivedTitle') : t('title')) },
    { name: 'robots', content: 'noindex' },
  ];
};

const KIND_KEYS: Record<ReportTargetKind, MessageKey<'report'>> = {
  space: 'kindSpace',
  letter: 'kindLetter',
  board: 'kindBoard',
  post: 'kindPost',
  answer: 'kindAnswer',
};

const REASON_KEYS: Record<ReportReason, [MessageKey<'report'>, MessageKey<'report'>]> = {
  'private-info': ['reasonPrivateInfo', 'reasonPrivateInfoHint'],
  harassment: ['reasonHarassment', 'reasonHarassmentHint'],
  infringement: ['reasonInfringement', 'reasonInfringementHint'],
  illegal: ['reasonIllegal', 'reasonIllegalHint'],
  spam: ['reasonSpam', 'reasonSpamHint'],
  other: ['reasonOther', 'reasonOtherHint'],
};

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT('report');
  const lang = useLang();
  const { page, subject, received, idempotencyKey } = loaderData;
  const pagePath = reportedPagePath(page);
  const draft: ReportDraft | undefined = actionData?.draft;
  const refusal: Refusal | undefined = actionData?.refusal;
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      {received ? (
        <section className="space-y-5" data-testid="report-received">
          <h1 className="text-2xl font-bold text-fg">{t('receivedHeading')}</h1>
          <p className="text-fg-soft">{t('receivedBody')}</p>
          <div className="space-y-3 rounded-xl bg-surface-muted p-5 ring-1 ring-line">
            <h2 className="font-semibold text-fg">{t('nextHeading')}</h2>
            <ol className="list-decimal space-y-2 pl-5 text-sm text-fg-soft">
              <li>{t('nextReview')}</li>
              <li>{t('nextAction')}</li>
              <li>{t('nextContact')}</li>
            </ol>
          </div>
          <p className="text-sm text-fg-soft">{t('nextUrgent')}</p>
          <a href={pagePath} className="inline-block text-sm text-fg underline underline-offset-4">
            {t('backToPage')}
          </a>
        </section>
      ) : (
        <section className="space-y-6">
          <header className="space-y-3">
            <h1 className="flex items-center gap-2 text-2xl font-bold text-fg">
              <FlagIcon className="size-6" />
              {t('heading')}
            </h1>
            <p className="text-fg-soft">{t('intro')}</p>
            <p className="text-sm text-fg-muted">{t('anonymity')}</p>
          </header>
          <div
            className="space-y-1 rounded-xl bg-surface-muted p-4 ring-1 ring-line"
            data-testid="report-subject"
          >
            <p className="text-xs font-semibold text-fg-muted">{t('reporting')}</p>
            <p className="text-sm text-fg">
              {t(KIND_KEYS[subject.kind])}:{' '}
              <span className="font-semibold">{subject.spaceName}</span>
              {subject.title && <> / {subject.title}</>}
            </p>
            {subject.excerpt && (
              <p className="text-sm break-words text-fg-soft">“{subject.excerpt}”</p>
            )}
            <a href={pagePath} className="text-xs text-fg underline underline-offset-4">
              {t('openPage')}
            </a>
          </div>
          <form
            method="post"
            action={SEND_FORM_ACTION}
            className="space-y-5"
            data-testid="report-form"
          >
            <input type="hidden" name="kind" value={REPORT_FORM_KIND} />
            <input type="hidden" name="slug" value={page.slug} />
            <input type="hidden" name="target" value={page.kind} />
            {page.boardSlug !== undefined && (
              <input type="hidden" name="board" value={page.boardSlug} />
            )}
            {page.postId !== undefined && <input type="hidden" name="post" value={page.postId} />}
            <input type="hidden" name="lang" value={lang} />
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-medium text-fg">{t('reasonLegend')}</legend>
              {REPORT_REASONS.map((reason, index) => {
                const [label, hint] = REASON_KEYS[reason];
                return (
                  <label
                    key={reason}
                    className="flex cursor-pointer items-start gap-3 rounded-lg bg-surface p-3 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-accent"
                  >
                    <input
                      type="radio"
                      name="reason"
                      value={reason}
                      required={index === 0}
                      defaultChecked={draft?.reason === reason}
                      className="mt-1 size-4 shrink-0 accent-(--color-accent)"
                    />
                    <span className="space-y-0.5">
                      <span className="block text-sm font-medium text-fg">{t(label)}</span>
                      <span className="block text-xs text-fg-muted">{t(hint)}</span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
            <TextArea
              name="note"
              label={t('note')}
              hint={t('noteHint')}
              rows={5}
              maxLength={LIMITS.reportNoteMaxLength}
              defaultValue={draft?.note}
            />
            <TextField
              name="contact"
              type="email"
              autoComplete="email"
              label={t('contact')}
              hint={t('contactHint')}
              maxLength={LIMITS.reportContactMaxLength}
              defaultValue={draft?.contact}
            />
            <Honeypot label={t('honeypot')} />
            {refusal && (
              <FormAlert tone="error">
                <span className="font-semibold">{t('refused')}: </span>
                {refusal.reason === 'invalid-input'
                  ? t('refusedInvalid')
                  : refusalMessage(lang, refusalError(refusal))}
              </FormAlert>
            )}
            <Button type="submit" size="lg" block>
              {t('submit')}
            </Button>
          </form>
        </section>
      )}
    </div>
  );
}

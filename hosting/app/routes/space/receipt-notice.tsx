// On a receipt, the optional notice by e-mail (decision 068): leave an address to be told once
// when the creator replies or answers in public, confirmed first through one mailed link; or stop
// it. Plain forms posted to /_notice, which answer back with `?notice=` or `?refused=`: no script.
import { NOTICE_FORM_KINDS, NOTICE_FORM_ACTION, type NoticeAnswer } from '@spaces/contracts';
import { useId } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import type { NoticeState } from '../../lib/receipts.server';
import { Phrases } from '../../components/text/phrases';

const BUTTON =
  'inline-flex min-h-11 items-center rounded-(--space-button-radius) px-4 text-sm font-medium ring-1 ring-line-strong text-fg hover:bg-(--color-line) focus-visible:ring-2 focus-visible:ring-fg focus-visible:outline-none';

export function ReceiptNotice({
  slug,
  token,
  name,
  state,
  answer,
}: {
  slug: string;
  token: string;
  /** The creator's display name. */
  name: string;
  state: NoticeState;
  /** What the last notice form did, from the address it returned to. */
  answer?: NoticeAnswer | undefined;
}) {
  const t = useT('receipt');
  const lang = useLang();
  const emailId = useId();
  return (
    <section
      aria-labelledby={`${emailId}-heading`}
      className="space-y-3 rounded-xl p-4 ring-1 ring-line"
      data-testid="receipt-notice"
      data-notice={state}
    >
      <h2 id={`${emailId}-heading`} className="space-heading text-base font-bold">
        <Phrases>{t('noticeHeading', { name })}</Phrases>
      </h2>
      <p className="text-xs leading-relaxed text-fg-muted">{t('noticeNote', { name })}</p>
      {answer === 'stopped' && state === 'none' && (
        <p role="status" className="text-sm text-fg" data-testid="notice-stopped">
          {t('noticeStopped')}
        </p>
      )}
      {state === 'none' ? (
        <form method="post" action={NOTICE_FORM_ACTION} className="space-y-2">
          <input type="hidden" name="kind" value={NOTICE_FORM_KINDS.ask} />
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="lang" value={lang} />
          <label htmlFor={emailId} className="block text-sm font-medium text-fg">
            {t('noticeEmail')}
          </label>
          <input
            id={emailId}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            className="block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base text-fg"
          />
          <button type="submit" className={BUTTON} data-testid="notice-ask">
            {t('noticeAsk')}
          </button>
        </form>
      ) : (
        <form method="post" action={NOTICE_FORM_ACTION} className="space-y-2">
          <input type="hidden" name="kind" value={NOTICE_FORM_KINDS.stop} />
          <input type="hidden" name="slug" value={slug} />
          <input type="hidden" name="token" value={token} />
          <p role="status" className="text-sm text-fg" data-testid="notice-state">
            {state === 'pending' ? t('noticePending') : t('noticeOn', { name })}
          </p>
          <button type="submit" className={BUTTON} data-testid="notice-stop">
            {t('noticeStop')}
          </button>
        </form>
      )}
    </section>
  );
}

// The owner's notices from the Spaces team (decision 071), on their dashboard and on the overview
// of the space a notice is about: what was removed, why, when, the team's message, and a form to
// object (one objection per notice, which reaches the operator's console). Nothing of a report.
import {
  formatDate,
  objectToNotice,
  LIMITS,
  type Notice,
  type NoticeKind,
} from '@spaces/contracts';
import { useState } from 'react';
import { AlertIcon, CheckIcon } from '../icons/ui-icons';
import { Button } from '../ui/button';
import { TextArea } from '../ui/field';
import type { MessageKey } from '../../i18n/catalogues';
import { useLang, useT } from '../../i18n/use-t';
import { call } from '../../lib/call';
import { toCallError } from '../../lib/call-error';
import { callErrorMessage } from '../../lib/call-errors';
import { signedInFunctions } from '../../lib/callables';
import { REASON_LABELS } from './reason-labels';

const KIND_KEYS: Record<NoticeKind, MessageKey<'notices'>> = {
  'post-hidden': 'kindPostHidden',
  'answer-hidden': 'kindAnswerHidden',
  'space-taken-down': 'kindSpaceTakenDown',
  'account-suspended': 'kindAccountSuspended',
};

const SUBJECT_KEYS: Record<NoticeKind, MessageKey<'notices'>> = {
  'post-hidden': 'postIn',
  'answer-hidden': 'answerIn',
  'space-taken-down': 'spaceNamed',
  'account-suspended': 'accountOf',
};

function Objection({ notice, onSent }: { notice: Notice; onSent: (notice: Notice) => void }) {
  const t = useT('notices');
  const lang = useLang();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (notice.objection)
    return (
      <div
        className="space-y-1 rounded-md bg-surface-muted p-3 text-sm"
        data-testid="objection-sent"
      >
        <p className="flex items-center gap-1.5 font-medium text-fg">
          <CheckIcon className="size-4" />
          {t('objectionOn', { date: formatDate(lang, notice.objection.at) })}
        </p>
        <p className="break-words whitespace-pre-line text-fg-soft">{notice.objection.text}</p>
      </div>
    );
  if (notice.liftedAt) return null;
  async function send() {
    setError(null);
    try {
      const answer = await call(await signedInFunctions(), objectToNotice, {
        noticeId: notice.noticeId,
        text,
      });
      onSent(answer.notice);
    } catch (caught) {
      setError(callErrorMessage(lang, toCallError(caught)).message);
    }
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
      }}
      data-testid="objection-form"
    >
      <p className="text-sm font-medium text-fg">{t('objectHeading')}</p>
      <TextArea
        label={t('objectLabel')}
        hint={t('objectHint')}
        rows={4}
        maxLength={LIMITS.objectionMaxLength}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="outline" disabled={text.trim() === ''} onClick={send}>
        {t('objectSend')}
      </Button>
    </form>
  );
}

export function NoticeList({
  notices,
  onChange,
}: {
  notices: readonly Notice[];
  onChange: (notice: Notice) => void;
}) {
  const t = useT('notices');
  const r = useT('report');
  const lang = useLang();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="notices-heading" className="space-y-3" data-testid="notices">
      <h2 id="notices-heading" className="text-lg font-bold text-fg">
        {t('heading')}
      </h2>
      <ul className="space-y-3">
        {notices.map((notice) => (
          <li
            key={notice.noticeId}
            className={
              notice.liftedAt
                ? 'space-y-3 rounded-lg border border-line bg-surface p-4 sm:p-5'
                : 'space-y-3 rounded-lg border border-warning-300 bg-warning-50 p-4 sm:p-5'
            }
            data-testid="notice"
            data-kind={notice.kind}
          >
            <p className="flex items-center gap-2 font-semibold text-fg">
              {!notice.liftedAt && <AlertIcon className="size-5 shrink-0 text-warning-700" />}
              {t(KIND_KEYS[notice.kind])}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-fg-muted">{t('what')}</dt>
              <dd className="min-w-0 break-words text-fg">
                {t(SUBJECT_KEYS[notice.kind], { title: notice.title })}
                {notice.excerpt && <span className="block text-fg-soft">“{notice.excerpt}”</span>}
              </dd>
              <dt className="text-fg-muted">{t('why')}</dt>
              <dd className="text-fg">{r(REASON_LABELS[notice.reason])}</dd>
              <dt className="text-fg-muted">{t('when')}</dt>
              <dd className="text-fg">{formatDate(lang, notice.createdAt)}</dd>
            </dl>
            {notice.message && (
              <div className="text-sm">
                <p className="text-fg-muted">{t('message')}</p>
                <p className="break-words whitespace-pre-line text-fg">{notice.message}</p>
              </div>
            )}
            <p className="text-sm text-fg-soft">
              {notice.liftedAt
                ? t('lifted', { date: formatDate(lang, notice.liftedAt) })
                : t('dataKept')}
            </p>
            <Objection notice={notice} onSent={onChange} />
          </li>
        ))}
      </ul>
    </section>
  );
}

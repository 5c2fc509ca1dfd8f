// A visitor's post to a board, through the visitor callable (no account): name optional, body up
// to the limit, the honeypot `website` hidden from people. What the visitor wrote stays whatever
// goes wrong; after a send it says where the post went (shown, awaiting approval, under review).
import { LIMITS, type sendBoardPost, type SendBoardPostResponse } from '@spaces/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { CheckIcon } from '../../components/icons/ui-icons';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { TextField } from '../../components/ui/field';
import { useLang, useT } from '../../i18n/use-t';
import { callErrorMessage } from '../../lib/call-errors';
import { toCallError } from '../../lib/call-error';
import { callAsVisitor } from '../../lib/visitor-calls';
import { hasText, lengthState } from '../../lib/messages/text';
import { FormAlert } from '../auth/form-alert';
import type { TypedFields } from '../../islands/registry';

const MAX = LIMITS.boardPostMaxLength;

export function BoardPostForm({
  slug,
  boardSlug,
  typed,
}: {
  slug: string;
  boardSlug: string;
  /** What the visitor typed before the page's script ran (set by the islands bundle). */
  typed?: TypedFields;
}) {
  const t = useT('boards');
  const ui = useT('ui');
  const lang = useLang();
  const [body, setBody] = useState(typed?.body ?? '');
  const [name, setName] = useState(typed?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [sent, setSent] = useState<SendBoardPostResponse | null>(null);
  const bodyId = useId();
  const honeypotId = useId();
  const length = lengthState(body, MAX);

  if (sent)
    return (
      <Sent
        status={sent.status}
        onAnother={() => {
          setBody('');
          setSent(null);
        }}
      />
    );

  async function submit(form: HTMLFormElement) {
    setError(null);
    const problem = !hasText(body)
      ? t('bodyRequired')
      : length.over
        ? t('bodyTooLong', { max: MAX, over: -length.remaining })
        : null;
    setBodyError(problem);
    if (problem) return;
    const honeypot = form.elements.namedItem('website');
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    try {
      setSent(
        await callAsVisitor<typeof sendBoardPost>('sendBoardPost', {
          slug,
          boardSlug,
          body,
          ...(hasText(name) ? { name: name.trim() } : {}),
          ...(website ? { website } : {}),
        }),
      );
    } catch (caught) {
      setError(callErrorMessage(lang, toCallError(caught)).message);
    }
  }

  return (
    <AsyncForm onSubmit={submit} noValidate className="space-y-4" scriptNote={ui('needsScript')}>
      {error && (
        <FormAlert tone="error">
          <span className="whitespace-pre-line" data-testid="send-error">
            {error}
          </span>
        </FormAlert>
      )}
      <TextField
        label={t('name')}
        name="name"
        autoComplete="nickname"
        maxLength={LIMITS.senderNameMaxLength}
        hint={t('nameHint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {/* The honeypot: people never see it, screen readers skip it, Tab never reaches it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{t('honeypotLabel')}</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-2">
        <label htmlFor={bodyId} className="block text-sm font-medium text-neutral-800">
          {t('postBody')}
        </label>
        <textarea
          id={bodyId}
          name="body"
          rows={5}
          required
          value={body}
          aria-invalid={bodyError || length.over ? true : undefined}
          aria-describedby={`${bodyId}-count${bodyError ? ` ${bodyId}-error` : ''}`}
          onChange={(event) => {
            setBody(event.target.value);
            setBodyError(null);
          }}
          className={cn(
            'block w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base leading-relaxed text-neutral-900 shadow-xs',
            'focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none',
            'aria-[invalid=true]:border-error-500',
          )}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p
            id={`${bodyId}-error`}
            className="text-error-600"
            role={bodyError ? 'alert' : undefined}
          >
            {bodyError}
          </p>
          <p
            id={`${bodyId}-count`}
            className={cn(
              'shrink-0 tabular-nums',
              length.over ? 'font-semibold text-error-600' : 'text-neutral-500',
            )}
          >
            <span aria-hidden="true">
              {length.length} / {MAX}
            </span>
            <span className="sr-only">{t('countLabel', { count: length.length, max: MAX })}</span>
          </p>
        </div>
      </div>
      <Button type="submit" size="lg" block>
        {t('send')}
      </Button>
    </AsyncForm>
  );
}

function Sent({
  status,
  onAnother,
}: {
  status: SendBoardPostResponse['status'];
  onAnother: () => void;
}) {
  const t = useT('boards');
  const revalidator = useRevalidator();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const message =
    status === 'published'
      ? t('sentPublished')
      : status === 'pending'
        ? t('sentPending')
        : t('sentHeld');
  return (
    <div className="space-y-4 text-center" role="status" data-testid="post-sent">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <CheckIcon className="size-6" />
      </span>
      <p
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-neutral-900 focus:outline-none"
        data-status={status}
      >
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" color="neutral" onClick={onAnother}>
          {t('postAnother')}
        </Button>
        {status === 'published' && (
          <Button variant="ghost" color="neutral" onClick={() => revalidator.revalidate()}>
            {t('reload')}
          </Button>
        )}
      </div>
    </div>
  );
}

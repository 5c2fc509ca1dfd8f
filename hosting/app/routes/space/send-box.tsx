// The form a fan sends a letter or a fan message with, shared by /{slug}/letter and the top page.
// It calls the visitor callable (no account), keeps what the fan wrote whatever goes wrong, and
// answers with the owner's thanks. The `website` field is the honeypot: hidden from people and
// from assistive technology, never focused, never autofilled — only bots fill it in.
import {
  LIMITS,
  type sendFanMessage,
  type sendLetter,
  type SendResponse,
  type Thanks,
} from '@spaces/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon } from '../../components/icons/ui-icons';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { TextField } from '../../components/ui/field';
import { useLang, useT } from '../../i18n/use-t';
import { callErrorMessage } from '../../lib/call-errors';
import { toCallError } from '../../lib/call-error';
import { callAsVisitor } from '../../lib/visitor-calls';
import { hasText, insertPhrase, lengthState } from '../../lib/messages/text';
import { FormAlert } from '../auth/form-alert';
import { SpaceImage } from '../../components/image/space-image';
import type { TypedFields } from '../../islands/registry';

export interface SendBoxProps {
  kind: 'letter' | 'fanMessage';
  slug: string;
  maxLength: number;
  paused: boolean;
  pauseNote: string;
  /** Letters ask for a name per the owner's rule; fan messages take an optional one. */
  nameMode: 'required' | 'optional';
  /** Fan messages: phrases that fill the field when tapped. */
  quickPhrases?: readonly string[];
  /** The label of the body field (the owner's prompt, or a default). */
  bodyLabel: string;
  rows?: number;
  /** What the fan typed before the page's script ran (set by the islands bundle). */
  typed?: TypedFields;
}

export function SendBox(props: SendBoxProps) {
  const t = useT('fan');
  if (props.paused) {
    return (
      <div
        className="rounded-xl bg-warning-50 p-4 text-sm text-warning-900"
        data-testid="box-paused"
      >
        <p className="font-semibold">{t('pausedTitle')}</p>
        {props.pauseNote && <p className="mt-1 whitespace-pre-line">{props.pauseNote}</p>}
      </div>
    );
  }
  return <SendForm {...props} />;
}

function SendForm({
  kind,
  slug,
  maxLength,
  nameMode,
  quickPhrases = [],
  bodyLabel,
  rows = 4,
  typed,
}: SendBoxProps) {
  const t = useT('fan');
  const ui = useT('ui');
  const lang = useLang();
  const [body, setBody] = useState(typed?.body ?? '');
  const [name, setName] = useState(typed?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [phraseNote, setPhraseNote] = useState<string | null>(null);
  const [sent, setSent] = useState<SendResponse | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const honeypotId = useId();
  const length = lengthState(body, maxLength);

  if (sent) {
    return (
      <SentThanks
        kind={kind}
        held={sent.held}
        thanks={sent.thanks}
        onAnother={() => {
          // The next message starts blank; the name stays, as the same fan is writing.
          setBody('');
          setSent(null);
        }}
      />
    );
  }

  function addPhrase(phrase: string) {
    const result = insertPhrase(body, phrase, maxLength);
    setPhraseNote(result.added ? null : t('phraseTooLong'));
    if (result.added) {
      setBody(result.text);
      setBodyError(null);
    }
    bodyRef.current?.focus();
  }

  async function submit(form: HTMLFormElement) {
    setError(null);
    const bodyProblem = !hasText(body)
      ? t('bodyRequired')
      : length.over
        ? t('bodyTooLong', { max: maxLength, over: -length.remaining })
        : null;
    const nameProblem = nameMode === 'required' && !hasText(name) ? t('nameRequired') : null;
    setBodyError(bodyProblem);
    setNameError(nameProblem);
    if (bodyProblem || nameProblem) {
      setError(t('checkFields'));
      return;
    }
    const honeypot = form.elements.namedItem('website');
    const website = honeypot instanceof HTMLInputElement ? honeypot.value : '';
    const request = {
      slug,
      body,
      ...(hasText(name) ? { name: name.trim() } : {}),
      ...(website ? { website } : {}),
    };
    try {
      setSent(
        kind === 'letter'
          ? await callAsVisitor<typeof sendLetter>('sendLetter', request)
          : await callAsVisitor<typeof sendFanMessage>('sendFanMessage', request),
      );
    } catch (caught) {
      const failure = toCallError(caught);
      const { message } = callErrorMessage(lang, failure);
      const note = failure.details?.reason === 'box-paused' ? failure.details.note : undefined;
      // What the fan wrote stays in the fields.
      setError(note ? `${message}\n${note}` : message);
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
        label={nameMode === 'required' ? t('name') : t('nameOptional')}
        name="name"
        autoComplete="nickname"
        required={nameMode === 'required'}
        maxLength={LIMITS.senderNameMaxLength}
        hint={nameMode === 'optional' ? t('nameOptionalHint') : undefined}
        error={nameError}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
      />
      {/* The honeypot: people never see it, screen readers skip it, Tab never reaches it. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={honeypotId}>{t('honeypotLabel')}</label>
        <input id={honeypotId} type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-2">
        <label htmlFor={bodyId} className="block text-sm font-medium text-fg">
          {bodyLabel}
        </label>
        {quickPhrases.length > 0 && (
          <div className="space-y-1">
            <p id={`${bodyId}-phrases`} className="sr-only">
              {t('quickPhrases')}
            </p>
            <ul
              aria-labelledby={`${bodyId}-phrases`}
              className="flex flex-wrap gap-2"
              data-testid="quick-phrases"
            >
              {quickPhrases.slice(0, LIMITS.quickPhrases).map((phrase) => (
                <li key={phrase}>
                  <button
                    type="button"
                    onClick={() => addPhrase(phrase)}
                    className="min-h-9 rounded-full border border-line-strong bg-accent-soft px-3 py-1.5 text-sm text-fg hover:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none motion-safe:transition-colors"
                  >
                    {phrase}
                  </button>
                </li>
              ))}
            </ul>
            {phraseNote && (
              <p className="text-xs text-fg-muted" role="status">
                {phraseNote}
              </p>
            )}
          </div>
        )}
        <textarea
          ref={bodyRef}
          id={bodyId}
          name="body"
          rows={rows}
          required
          value={body}
          aria-invalid={bodyError || length.over ? true : undefined}
          aria-describedby={`${bodyId}-count${bodyError ? ` ${bodyId}-error` : ''}`}
          onChange={(event) => {
            setBody(event.target.value);
            setBodyError(null);
            setPhraseNote(null);
          }}
          className={cn(
            'block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base leading-relaxed text-fg shadow-xs',
            'focus:border-accent focus:ring-2 focus:ring-accent/30 focus:outline-none',
            'aria-[invalid=true]:border-danger',
          )}
        />
        <div className="flex items-start justify-between gap-3 text-xs">
          <p id={`${bodyId}-error`} className="text-danger" role={bodyError ? 'alert' : undefined}>
            {bodyError}
          </p>
          <p
            id={`${bodyId}-count`}
            className={cn(
              'shrink-0 tabular-nums',
              length.over ? 'font-semibold text-danger' : 'text-fg-muted',
            )}
            data-testid="char-count"
          >
            <span aria-hidden="true">
              {length.length} / {maxLength}
            </span>
            <span className="sr-only">
              {t('countLabel', { count: length.length, max: maxLength })}
            </span>
          </p>
        </div>
      </div>
      <Button
        type="submit"
        size="lg"
        block
        className="space-button min-h-12 rounded-(--space-button-radius)! bg-accent! text-on-accent! hover:brightness-110"
      >
        {kind === 'letter' ? t('sendLetter') : t('sendFanMessage')}
      </Button>
    </AsyncForm>
  );
}

function SentThanks({
  kind,
  held,
  thanks,
  onAnother,
}: {
  kind: 'letter' | 'fanMessage';
  held: boolean;
  thanks: Thanks;
  onAnother: () => void;
}) {
  const t = useT('fan');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="space-y-4 text-center" role="status" data-testid="sent-thanks">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-on-accent">
        <CheckIcon className="size-6" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-fg focus:outline-none">
        {kind === 'letter' ? t('sentLetter') : t('sentFanMessage')}
      </h3>
      {held && (
        <p className="rounded-lg bg-info-50 p-3 text-sm text-info-900" data-testid="sent-held">
          {t('heldNote')}
        </p>
      )}
      {thanks.image && (
        <SpaceImage
          image={thanks.image}
          sizes="(min-width: 560px) 480px, 90vw"
          priority
          className="mx-auto max-h-72 w-auto rounded-xl object-contain"
        />
      )}
      {hasText(thanks.text) && (
        <p
          className="text-base leading-relaxed whitespace-pre-line text-fg"
          data-testid="thanks-text"
        >
          {thanks.text}
        </p>
      )}
      <Button
        variant="outline"
        color="neutral"
        onClick={onAnother}
        className="text-fg! ring-line-strong! hover:bg-surface-muted!"
      >
        {kind === 'letter' ? t('sendAnotherLetter') : t('sendAnotherFanMessage')}
      </Button>
    </section>
  );
}

// The form a fan sends a letter or a fan message with, shared by /{slug}/letter and the top page.
// It is a plain form posted to /_send, so it sends with JavaScript off too; its island posts the
// same form with fetch (decision 041). It keeps what the fan wrote whatever goes wrong, and
// answers with the owner's thanks — the same components whether the answer came as JSON or as the
// page the server rendered. The `website` field is the honeypot: hidden from people and from
// assistive technology, never focused, never autofilled — only bots fill it in.
import {
  LIMITS,
  SEND_FORM_ACTION,
  sendFormPage,
  type SendResponse,
  type Thanks,
} from '@spaces/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon } from '../../components/icons/ui-icons';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { cn } from '../../components/ui/cn';
import { TextField } from '../../components/ui/field';
import type { Translate } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { toCallError } from '../../lib/call-error';
import { hasText, insertPhrase, lengthState } from '../../lib/messages/text';
import {
  postSendForm,
  refusalError,
  refusalMessage,
  type Draft,
  type Refusal,
} from '../../lib/send-form';
import { FormAlert } from '../auth/form-alert';
import { ReceiptLink } from './receipt-link';
import { Honeypot, SendFormTarget, useIdempotencyKey } from './send-form-fields';
import { SpaceImage } from '../../components/image/space-image';
import type { TypedFields } from '../../islands/registry';

/**
 * A send's answer as the thanks shows it: the page knows the receipt from the browser's list of
 * its letters (its cookie), the island from the send's answer.
 */
export type SentAnswer = Omit<SendResponse, 'receipt'> & { receipt?: string | undefined };

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
  /** The page answers a send made without JavaScript: the thanks (and the receipt, if known)… */
  sent?: SentAnswer;
  /** The site's public origin: the receipt is shown as a whole address. */
  siteOrigin: string;
  /** …or the refused draft, kept in the fields. */
  draft?: Draft;
  refusal?: Refusal;
}

/** What the fields need before a send: the same checks before a post and after a refusal. */
function fieldProblems(
  t: Translate<'fan'>,
  { name, body }: Draft,
  maxLength: number,
  nameMode: SendBoxProps['nameMode'],
): { body: string | null; name: string | null } {
  const length = lengthState(body, maxLength);
  return {
    body: !hasText(body)
      ? t('bodyRequired')
      : length.over
        ? t('bodyTooLong', { max: maxLength, over: -length.remaining })
        : null,
    name: nameMode === 'required' && !hasText(name) ? t('nameRequired') : null,
  };
}

export function SendBox(props: SendBoxProps) {
  const t = useT('fan');
  if (props.paused) {
    return (
      <div
        className="rounded-xl bg-accent-soft p-4 text-sm text-fg ring-1 ring-line"
        data-testid="box-paused"
      >
        <p className="font-semibold">{t('pausedTitle')}</p>
        {props.pauseNote && <p className="mt-1 whitespace-pre-line">{props.pauseNote}</p>}
        {/* Paused while the fan wrote (a page's answer to the send): what they wrote stays. */}
        {props.draft && hasText(props.draft.body) && <KeptDraft body={props.draft.body} />}
      </div>
    );
  }
  return <SendForm {...props} />;
}

function KeptDraft({ body }: { body: string }) {
  const t = useT('fan');
  const id = useId();
  return (
    <div className="mt-3 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium">
        {t('keptDraft')}
      </label>
      <textarea
        id={id}
        readOnly
        rows={4}
        value={body}
        className="block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base leading-relaxed text-fg"
      />
    </div>
  );
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
  sent: sentByPage,
  siteOrigin,
  draft,
  refusal,
}: SendBoxProps) {
  const t = useT('fan');
  const lang = useLang();
  const [body, setBody] = useState(typed?.body ?? draft?.body ?? '');
  const [name, setName] = useState(typed?.name ?? draft?.name ?? '');
  // A refusal the page shows: the fields' own problems when they have any, else the reason.
  const [initial] = useState(() => {
    const problems =
      refusal?.reason === 'invalid-input' && draft
        ? fieldProblems(t, draft, maxLength, nameMode)
        : { body: null, name: null };
    const error = !refusal
      ? null
      : problems.body || problems.name
        ? t('checkFields')
        : refusalMessage(lang, refusalError(refusal));
    return { problems, error };
  });
  const [error, setError] = useState<string | null>(initial.error);
  const [bodyError, setBodyError] = useState<string | null>(initial.problems.body);
  const [nameError, setNameError] = useState<string | null>(initial.problems.name);
  const [phraseNote, setPhraseNote] = useState<string | null>(null);
  const [sent, setSent] = useState<SentAnswer | null>(sentByPage ?? null);
  // The thanks the page rendered leads back to the empty form by a link, script or not.
  const [sentHere, setSentHere] = useState(false);
  const [idempotencyKey, nextIdempotencyKey] = useIdempotencyKey();
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const length = lengthState(body, maxLength);

  if (sent) {
    return (
      <SentThanks
        kind={kind}
        held={sent.held}
        thanks={sent.thanks}
        receipt={sent.receipt}
        siteOrigin={siteOrigin}
        another={
          sentHere
            ? () => {
                // The next message starts blank; the name stays, as the same fan is writing.
                setBody('');
                setSent(null);
              }
            : sendFormPage(kind, slug, undefined)
        }
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
    const problems = fieldProblems(t, { name, body }, maxLength, nameMode);
    setBodyError(problems.body);
    setNameError(problems.name);
    if (problems.body || problems.name) {
      setError(t('checkFields'));
      return;
    }
    try {
      setSent(await postSendForm<SendResponse>(form));
      setSentHere(true);
      nextIdempotencyKey();
    } catch (caught) {
      // What the fan wrote stays in the fields.
      setError(refusalMessage(lang, toCallError(caught)));
    }
  }

  return (
    <AsyncForm onSubmit={submit} noValidate className="space-y-4" action={SEND_FORM_ACTION}>
      <SendFormTarget kind={kind} slug={slug} idempotencyKey={idempotencyKey} />
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
      <Honeypot label={t('honeypotLabel')} />
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

/** The thanks after a send: `another` resets the form in place, or is the form page's address. */
function SentThanks({
  kind,
  held,
  thanks,
  receipt,
  siteOrigin,
  another,
}: {
  kind: 'letter' | 'fanMessage';
  held: boolean;
  thanks: Thanks;
  receipt?: string | undefined;
  siteOrigin: string;
  another: (() => void) | string;
}) {
  const t = useT('fan');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const anotherLabel = kind === 'letter' ? t('sendAnotherLetter') : t('sendAnotherFanMessage');
  // A 44 px target in the page's button shape, quieter than the send button.
  const anotherLook =
    'min-h-11 px-5 rounded-(--space-button-radius)! text-fg! ring-line-strong! hover:bg-surface-muted!';
  return (
    <section className="space-y-4 py-2 text-center" role="status" data-testid="sent-thanks">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-on-accent">
        <CheckIcon className="size-6" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="text-lg font-bold text-fg focus:outline-none">
        {kind === 'letter' ? t('sentLetter') : t('sentFanMessage')}
      </h3>
      {held && (
        <p
          className="rounded-lg bg-accent-soft p-3 text-sm text-fg ring-1 ring-line"
          data-testid="sent-held"
        >
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
        // The owner's own words, set apart as a note from them.
        <p
          className="rounded-2xl bg-accent-soft px-4 py-3 text-base leading-[1.7] whitespace-pre-line text-fg"
          data-testid="thanks-text"
        >
          {thanks.text}
        </p>
      )}
      {receipt && <ReceiptLink href={receipt} siteOrigin={siteOrigin} />}
      {typeof another === 'string' ? (
        // A link, so that it works without a script; the page it opens is the empty form.
        <a
          href={another}
          className={cn(buttonClasses({ variant: 'outline', color: 'neutral' }), anotherLook)}
        >
          {anotherLabel}
        </a>
      ) : (
        <Button variant="outline" color="neutral" onClick={another} className={anotherLook}>
          {anotherLabel}
        </Button>
      )}
    </section>
  );
}

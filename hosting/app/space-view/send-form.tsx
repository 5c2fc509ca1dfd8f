// The one form a visitor sends with: a letter (/{slug}/letter), a fan message (the top page's box)
// or a board post (/{slug}/{board}, with an image on a fan-art board). It is a plain form posted
// to /_send, so it sends with JavaScript off too; its island posts the same form with fetch
// (decision 041). It keeps what the visitor wrote whatever goes wrong, and answers with where the
// send went — the same components whether the answer came as JSON or as the page the server
// rendered. The `website` field is the honeypot (send-form-fields.tsx). A paused box and the page's
// answer to a send are drawn by send-form-island.tsx; the thanks' code loads with the send.
import {
  LIMITS,
  SEND_FORM_ACTION,
  sendFormPage,
  type SendBoardPostResponse,
  type SendResponse,
} from '@spaces/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { AsyncForm, useHydrated } from '../components/ui/async-form';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { TextField } from '../components/ui/field';
import type { Translate } from '../i18n/translate';
import { useLang, useT } from '../i18n/use-t';
import type { TypedFields } from '../islands/registry';
import { toCallError } from '../lib/call-error';
import { hasText, insertPhrase, lengthState } from '../lib/messages/text';
import {
  postSendForm,
  refusalError,
  refusalMessage,
  type Draft,
  type Refusal,
} from '../lib/send-form';
import { FormAlert } from '../components/form/form-alert';
import { Honeypot, SendFormTarget, useIdempotencyKey } from './send-form-fields';
import type * as ImageModule from './send-form-image';
import type { ImagePolicy } from './send-form-image';
import type * as SentModule from './send-form-sent';
import { sentOf, type Sent, type SentAnswer } from './send-form-answer';

interface Common {
  slug: string;
  maxLength: number;
  /** Letters ask for a name per the creator's rule; fan messages and posts take an optional one. */
  nameMode: 'required' | 'optional';
  /** The label of the body field: the creator's prompt, or the page's word for it. */
  bodyLabel: string;
  rows?: number;
  /** What the visitor typed before the page's script ran (set by the islands bundle). */
  typed?: TypedFields;
  /** The page answers a refused send made without JavaScript: the draft, kept in the fields… */
  draft?: Draft;
  refusal?: Refusal;
}

export interface MessageFormProps extends Common {
  kind: 'letter' | 'fanMessage';
  paused: boolean;
  pauseNote: string;
  /** Fan messages: phrases that fill the field when tapped. */
  quickPhrases?: readonly string[];
  /** …or the thanks of a send made without JavaScript (and the receipt, if known). */
  sent?: SentAnswer;
  /** The site's public origin: the receipt is shown as a whole address. */
  siteOrigin: string;
}

export interface PostFormProps extends Common {
  kind: 'boardPost';
  board: string;
  /** The board takes one image per post (fan art); attaching one needs the script. */
  images?: ImagePolicy;
  /** …or where a post made without JavaScript went. */
  sent?: SendBoardPostResponse;
}

export type SendFormProps = MessageFormProps | PostFormProps;

/** What the fields need before a send: the same checks before a post and after a refusal. */
function fieldProblems(
  t: Translate<'send'>,
  { name, body }: Draft,
  { kind, maxLength, nameMode }: Pick<SendFormProps, 'kind' | 'maxLength' | 'nameMode'>,
  /** A post with an image may go without words. */
  withImage = false,
): { body: string | null; name: string | null } {
  const length = lengthState(body, maxLength);
  return {
    body:
      !hasText(body) && !withImage
        ? t(kind === 'boardPost' ? 'postBodyRequired' : 'bodyRequired')
        : length.over
          ? t('bodyTooLong', { max: maxLength, over: -length.remaining })
          : null,
    name: nameMode === 'required' && !hasText(name) ? t('nameRequired') : null,
  };
}

const SEND_LABEL = {
  letter: 'sendLetter',
  fanMessage: 'sendFanMessage',
  boardPost: 'sendPost',
} as const;

type ImagePart = typeof ImageModule;
type SentPart = typeof SentModule;

/**
 * A fan-art board's image field and the send that carries an image, loaded where the script runs
 * and the board takes images: no other form, and no page without a script, carries that code.
 */
function useImagePart(wanted: boolean): ImagePart | null {
  const [part, setPart] = useState<ImagePart | null>(null);
  useEffect(() => {
    if (wanted) void import('./send-form-image').then(setPart, () => undefined);
  }, [wanted]);
  return part;
}

export function SendForm(props: SendFormProps) {
  const { kind, slug, maxLength, nameMode, bodyLabel, rows = 4, typed, draft, refusal } = props;
  const board = props.kind === 'boardPost' ? props.board : undefined;
  const images = props.kind === 'boardPost' ? props.images : undefined;
  const quickPhrases = (props.kind !== 'boardPost' && props.quickPhrases) || [];
  const siteOrigin = props.kind !== 'boardPost' ? props.siteOrigin : '';
  const t = useT('send');
  const lang = useLang();
  const [body, setBody] = useState(typed?.body ?? draft?.body ?? '');
  const [name, setName] = useState(typed?.name ?? draft?.name ?? '');
  // A refusal the page shows: the fields' own problems when they have any, else the reason.
  const [initial] = useState(() => {
    const problems =
      refusal?.reason === 'invalid-input' && draft
        ? fieldProblems(t, draft, props)
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
  // The thanks, with its code (loaded while the send runs). The page's own thanks, after a send
  // made without JavaScript, is not this form (send-form-island.tsx).
  const [sent, setSent] = useState<{ sent: Sent; part: SentPart } | null>(null);
  const [idempotencyKey, nextIdempotencyKey] = useIdempotencyKey();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The image field exists only once the script runs: a form posted without it has no file part.
  const scripted = useHydrated();
  const imagePart = useImagePart(images !== undefined && scripted);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const bodyId = useId();
  const length = lengthState(body, maxLength);

  if (sent) {
    return (
      <sent.part.SendFormSent
        kind={kind}
        sent={sent.sent}
        page={sendFormPage(kind, slug, board)}
        siteOrigin={siteOrigin}
        onAnother={() => {
          // The next one starts blank; the name stays, as the same visitor is writing.
          setBody('');
          setFile(null);
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
    // A file is chosen only in the image part's field.
    const withImage = file && imagePart && board !== undefined ? { file, part: imagePart } : null;
    if (withImage) {
      const problem = withImage.part.imageProblem(t, withImage.file);
      setImageError(problem);
      if (problem) return;
    }
    const problems = fieldProblems(t, { name, body }, props, withImage !== null);
    setBodyError(problems.body);
    setNameError(problems.name);
    if (problems.body || problems.name) {
      setError(t('checkFields'));
      return;
    }
    setUploading(withImage !== null);
    const sentPart = import('./send-form-sent');
    sentPart.catch(() => undefined); // awaited only after a send that went through
    try {
      const answer = withImage
        ? await withImage.part.sendPostWithImage(form, {
            slug,
            board: board!,
            body,
            name,
            file: withImage.file,
          })
        : await postSendForm<SendResponse | SendBoardPostResponse>(form);
      // Only once the thanks can be shown is the key spent: a send again after its code failed to
      // load is the same send, stored once.
      setSent({ sent: sentOf(answer), part: await sentPart });
      nextIdempotencyKey();
    } catch (caught) {
      // What the visitor wrote stays in the fields.
      if (withImage && caught instanceof withImage.part.ImageUploadFailed)
        setImageError(t('imageUploadFailed'));
      else setError(refusalMessage(lang, toCallError(caught)));
    } finally {
      setUploading(false);
    }
  }

  return (
    <AsyncForm onSubmit={submit} noValidate className="space-y-4" action={SEND_FORM_ACTION}>
      <SendFormTarget
        kind={kind}
        slug={slug}
        {...(board !== undefined && { board })}
        idempotencyKey={idempotencyKey}
      />
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
        hint={
          nameMode === 'required'
            ? undefined
            : kind === 'boardPost'
              ? t('nameOptionalHintPost')
              : t('nameOptionalHint')
        }
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
          <QuickPhrases
            id={`${bodyId}-phrases`}
            phrases={quickPhrases.slice(0, LIMITS.quickPhrases)}
            note={phraseNote}
            onTap={addPhrase}
          />
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
      {images &&
        (imagePart ? (
          <imagePart.ImageField
            policy={images}
            file={file}
            error={imageError}
            onChoose={(chosen) => {
              setFile(chosen);
              setImageError(chosen ? imagePart.imageProblem(t, chosen) : null);
            }}
          />
        ) : (
          !scripted && (
            // A block, so the form's spacing reaches it (an inline element takes no top margin).
            <noscript className="block">
              <p className="text-sm text-fg-muted" data-testid="image-needs-script">
                {t('imageNeedsScript')}
              </p>
            </noscript>
          )
        ))}
      <Button
        type="submit"
        size="lg"
        block
        disabled={uploading}
        className="space-button min-h-12 rounded-(--space-button-radius)! bg-accent! text-on-accent! hover:brightness-110"
      >
        {uploading ? t('imageUploading') : t(SEND_LABEL[kind])}
      </Button>
    </AsyncForm>
  );
}

function QuickPhrases({
  id,
  phrases,
  note,
  onTap,
}: {
  id: string;
  phrases: readonly string[];
  note: string | null;
  onTap: (phrase: string) => void;
}) {
  const t = useT('send');
  return (
    <div className="space-y-1">
      <p id={id} className="sr-only">
        {t('quickPhrases')}
      </p>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2" data-testid="quick-phrases">
        {phrases.map((phrase) => (
          <li key={phrase}>
            <button
              type="button"
              onClick={() => onTap(phrase)}
              className="min-h-9 rounded-full border border-line-strong bg-accent-soft px-3 py-1.5 text-sm text-fg hover:border-accent focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none motion-safe:transition-colors"
            >
              {phrase}
            </button>
          </li>
        ))}
      </ul>
      {note && (
        <p className="text-xs text-fg-muted" role="status">
          {note}
        </p>
      )}
    </div>
  );
}

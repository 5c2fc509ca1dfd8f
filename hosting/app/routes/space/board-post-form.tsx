// A visitor's post to a board (no account): name optional, body up to the limit, the honeypot
// `website` hidden from people. A plain form posted to /_send, which its island posts with fetch
// (decision 041). What the visitor wrote stays whatever goes wrong; after a send it says where the
// post went (shown, awaiting approval, under review), from the JSON answer or the page's address.
import {
  BOARD_IMAGE_LIMITS,
  LIMITS,
  SEND_FORM_ACTION,
  sendFormPage,
  type requestBoardImageUpload,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckIcon } from '../../components/icons/ui-icons';
import { AsyncForm, useHydrated } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { cn } from '../../components/ui/cn';
import { TextField } from '../../components/ui/field';
import type { Translate } from '../../i18n/translate';
import { useLang, useT } from '../../i18n/use-t';
import { toCallError } from '../../lib/call-error';
import { hasText, lengthState } from '../../lib/messages/text';
import { callAsVisitor } from '../../lib/visitor-calls';
import {
  postSendForm,
  refusalError,
  refusalMessage,
  type Draft,
  type Refusal,
} from '../../lib/send-form';
import { FormAlert } from '../auth/form-alert';
import { Honeypot, SendFormTarget, useIdempotencyKey } from './send-form-fields';
import type { TypedFields } from '../../islands/registry';

const MAX = LIMITS.boardPostMaxLength;

/** What the body needs before a send: the same check before a post and after a refusal. */
function bodyProblem(t: Translate<'boards'>, body: string): string | null {
  const length = lengthState(body, MAX);
  if (!hasText(body)) return t('bodyRequired');
  return length.over ? t('bodyTooLong', { max: MAX, over: -length.remaining }) : null;
}

/** Why a chosen image cannot be sent, before anything is asked of the server. */
function imageProblem(t: Translate<'boards'>, file: File): string | null {
  if (!(BOARD_IMAGE_LIMITS.contentTypes as readonly string[]).includes(file.type))
    return t('imageWrongType');
  return file.size > BOARD_IMAGE_LIMITS.uploadMaxBytes ? t('imageTooLarge') : null;
}

export function BoardPostForm({
  slug,
  boardSlug,
  images,
  typed,
  sent: sentByPage,
  draft,
  refusal,
}: {
  slug: string;
  boardSlug: string;
  /** The board takes one image per post (fan art); attaching one needs the script. */
  images?: 'review' | 'publish';
  /** What the visitor typed before the page's script ran (set by the islands bundle). */
  typed?: TypedFields;
  /** The page answers a post made without JavaScript: where the post went… */
  sent?: SendBoardPostResponse;
  /** …or the refused draft, kept in the fields. */
  draft?: Draft;
  refusal?: Refusal;
}) {
  const t = useT('boards');
  const lang = useLang();
  const [body, setBody] = useState(typed?.body ?? draft?.body ?? '');
  const [name, setName] = useState(typed?.name ?? draft?.name ?? '');
  const [error, setError] = useState<string | null>(() =>
    refusal ? refusalMessage(lang, refusalError(refusal)) : null,
  );
  const [bodyError, setBodyError] = useState<string | null>(() =>
    refusal?.reason === 'invalid-input' && draft ? bodyProblem(t, draft.body) : null,
  );
  const [sent, setSent] = useState<SendBoardPostResponse | null>(sentByPage ?? null);
  const [sentHere, setSentHere] = useState(false);
  const [idempotencyKey, nextIdempotencyKey] = useIdempotencyKey();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The file field exists only once the script runs: a form posted without it has no image part.
  const scripted = useHydrated();
  const bodyId = useId();
  const imageId = useId();
  const length = lengthState(body, MAX);
  const page = sendFormPage('boardPost', slug, boardSlug);

  if (sent)
    return (
      <Sent
        status={sent.status}
        page={page}
        onAnother={
          sentHere
            ? () => {
                setBody('');
                setFile(null);
                setSent(null);
              }
            : undefined
        }
      />
    );

  async function submitImage(form: HTMLFormElement, image: File) {
    const problem = imageProblem(t, image);
    setImageError(problem);
    if (problem) return;
    if (length.over) return setBodyError(bodyProblem(t, body));
    const website = form.elements.namedItem('website');
    setUploading(true);
    try {
      const grant = await callAsVisitor<typeof requestBoardImageUpload>('requestBoardImageUpload', {
        slug,
        boardSlug,
        body,
        ...(name.trim() !== '' && { name }),
        contentType: image.type as (typeof BOARD_IMAGE_LIMITS.contentTypes)[number],
        size: image.size,
        ...(website instanceof HTMLInputElement &&
          website.value !== '' && { website: website.value }),
      });
      const { uploadVisitorImage } = await import('../../lib/visitor-upload.client');
      try {
        await uploadVisitorImage(grant.path, image);
      } catch {
        setImageError(t('imageUploadFailed'));
        return;
      }
      setSent({ status: grant.status });
      setSentHere(true);
    } catch (caught) {
      setError(refusalMessage(lang, toCallError(caught)));
    } finally {
      setUploading(false);
    }
  }

  async function submit(form: HTMLFormElement) {
    setError(null);
    if (file) return submitImage(form, file);
    const problem = bodyProblem(t, body);
    setBodyError(problem);
    if (problem) return;
    try {
      setSent(await postSendForm<SendBoardPostResponse>(form));
      setSentHere(true);
      nextIdempotencyKey();
    } catch (caught) {
      setError(refusalMessage(lang, toCallError(caught)));
    }
  }

  return (
    <AsyncForm onSubmit={submit} noValidate className="space-y-4" action={SEND_FORM_ACTION}>
      <SendFormTarget
        kind="boardPost"
        slug={slug}
        board={boardSlug}
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
        label={t('name')}
        name="name"
        autoComplete="nickname"
        maxLength={LIMITS.senderNameMaxLength}
        hint={t('nameHint')}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <Honeypot label={t('honeypotLabel')} />
      <div className="space-y-2">
        <label htmlFor={bodyId} className="block text-sm font-medium text-fg">
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
              length.over ? 'font-semibold text-danger' : 'text-fg-subtle',
            )}
          >
            <span aria-hidden="true">
              {length.length} / {MAX}
            </span>
            <span className="sr-only">{t('countLabel', { count: length.length, max: MAX })}</span>
          </p>
        </div>
      </div>
      {images &&
        (scripted ? (
          <div className="space-y-2">
            <p id={`${imageId}-label`} className="block text-sm font-medium text-fg">
              {t('image')}
            </p>
            {/* The browser's own file button cannot wear the theme: the input is kept for
                assistive technology and the keyboard, and its label is the visible control. */}
            <input
              id={imageId}
              type="file"
              accept={BOARD_IMAGE_LIMITS.contentTypes.join(',')}
              aria-labelledby={`${imageId}-label`}
              aria-describedby={`${imageId}-hint${imageError ? ` ${imageId}-error` : ''}`}
              aria-invalid={imageError ? true : undefined}
              data-testid="post-image"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0] ?? null;
                setFile(chosen);
                setImageError(chosen ? imageProblem(t, chosen) : null);
              }}
              className="peer sr-only"
            />
            <span className="flex flex-wrap items-center gap-3">
              <label
                htmlFor={imageId}
                className="space-button inline-flex min-h-11 cursor-pointer items-center rounded-(--space-button-radius) border-2 border-accent bg-surface px-4 text-sm font-semibold text-fg peer-focus-visible:ring-2 peer-focus-visible:ring-fg peer-focus-visible:ring-offset-2 hover:bg-accent-soft"
              >
                {t('imageChoose')}
              </label>
              <span
                className="min-w-0 text-sm break-all text-fg-muted"
                data-testid="post-image-name"
              >
                {file ? file.name : t('imageNone')}
              </span>
            </span>
            <p id={`${imageId}-hint`} className="text-xs text-fg-muted">
              {images === 'review' ? t('imageHint') : t('imageHintPublished')}
            </p>
            {imageError && (
              <p id={`${imageId}-error`} className="text-xs text-danger" role="alert">
                {imageError}
              </p>
            )}
          </div>
        ) : (
          // A block, so the form's spacing reaches it (an inline element takes no top margin).
          <noscript className="block">
            <p className="text-sm text-fg-muted" data-testid="image-needs-script">
              {t('imageNeedsScript')}
            </p>
          </noscript>
        ))}
      <Button
        type="submit"
        size="lg"
        block
        disabled={uploading}
        className="space-button min-h-12 rounded-(--space-button-radius)! bg-accent! text-on-accent! hover:brightness-110"
      >
        {uploading ? t('imageUploading') : t('send')}
      </Button>
    </AsyncForm>
  );
}

/**
 * Where the post went. Writing another resets the form in place after a script's send; after a
 * page's answer it is a link to the board, as is seeing the latest posts.
 */
function Sent({
  status,
  page,
  onAnother,
}: {
  status: SendBoardPostResponse['status'];
  page: string;
  onAnother: (() => void) | undefined;
}) {
  const t = useT('boards');
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const message =
    status === 'published'
      ? t('sentPublished')
      : status === 'pending'
        ? t('sentPending')
        : t('sentHeld');
  // 44 px targets, as every touch target on a visitor's page.
  const look = (variant: 'outline' | 'ghost') =>
    cn(buttonClasses({ variant, color: 'neutral' }), 'min-h-11 px-5');
  return (
    <div className="space-y-4 text-center" role="status" data-testid="post-sent">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-accent text-on-accent">
        <CheckIcon className="size-6" />
      </span>
      <p
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-fg focus:outline-none"
        data-status={status}
      >
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {onAnother ? (
          <Button variant="outline" color="neutral" onClick={onAnother} className="min-h-11 px-5">
            {t('postAnother')}
          </Button>
        ) : (
          <a href={page} className={look('outline')}>
            {t('postAnother')}
          </a>
        )}
        {status === 'published' && (
          <a href={page} className={look('ghost')}>
            {t('reload')}
          </a>
        )}
      </div>
    </div>
  );
}

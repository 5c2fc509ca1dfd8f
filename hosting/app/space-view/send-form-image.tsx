// A board post's image (fan art): the field that picks one, the checks made before anything is
// asked of the server, and the send that carries it — a grant through requestBoardImageUpload (the
// gate's checks, as any post's), then the upload to the granted staging path. A form posted
// without a script has no file part, so the send form loads this only where the script runs.
import {
  BOARD_IMAGE_LIMITS,
  type requestBoardImageUpload,
  type SendBoardPostResponse,
} from '@spaces/contracts';
import { useId } from 'react';
import type { Translate } from '../i18n/translate';
import { useT } from '../i18n/use-t';
import { callAsVisitor } from '../lib/visitor-calls';

/** Whether a board takes images, and whose approval they wait for. */
export type ImagePolicy = 'review' | 'publish';

/** Why a chosen image cannot be sent, before anything is asked of the server. */
export function imageProblem(t: Translate<'send'>, file: File): string | null {
  if (!(BOARD_IMAGE_LIMITS.contentTypes as readonly string[]).includes(file.type))
    return t('imageWrongType');
  return file.size > BOARD_IMAGE_LIMITS.uploadMaxBytes ? t('imageTooLarge') : null;
}

/** The upload to the granted path failed: the post waits for its image, nothing was refused. */
export class ImageUploadFailed extends Error {}

/** Sends a post with its image; a refusal is a CallError, a failed upload ImageUploadFailed. */
export async function sendPostWithImage(
  form: HTMLFormElement,
  post: { slug: string; board: string; body: string; name: string; file: File },
): Promise<SendBoardPostResponse> {
  const website = form.elements.namedItem('website');
  const grant = await callAsVisitor<typeof requestBoardImageUpload>('requestBoardImageUpload', {
    slug: post.slug,
    boardSlug: post.board,
    body: post.body,
    ...(post.name.trim() !== '' && { name: post.name }),
    contentType: post.file.type as (typeof BOARD_IMAGE_LIMITS.contentTypes)[number],
    size: post.file.size,
    ...(website instanceof HTMLInputElement && website.value !== '' && { website: website.value }),
  });
  const { uploadVisitorImage } = await import('../lib/visitor-upload.client');
  try {
    await uploadVisitorImage(grant.path, post.file);
  } catch {
    throw new ImageUploadFailed();
  }
  return { status: grant.status };
}

export function ImageField({
  policy,
  file,
  error,
  onChoose,
}: {
  policy: ImagePolicy;
  file: File | null;
  error: string | null;
  onChoose: (file: File | null) => void;
}) {
  const t = useT('send');
  const id = useId();
  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="block text-sm font-medium text-fg">
        {t('image')}
      </p>
      {/* The browser's own file button cannot wear the theme: the input is kept for assistive
          technology and the keyboard, and its label is the visible control. */}
      <input
        id={id}
        type="file"
        accept={BOARD_IMAGE_LIMITS.contentTypes.join(',')}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        data-testid="post-image"
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
        className="peer sr-only"
      />
      <span className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="space-button inline-flex min-h-11 cursor-pointer items-center rounded-(--space-button-radius) border-2 border-accent bg-surface px-4 text-sm font-semibold text-fg peer-focus-visible:ring-2 peer-focus-visible:ring-fg peer-focus-visible:ring-offset-2 hover:bg-accent-soft"
        >
          {t('imageChoose')}
        </label>
        <span className="min-w-0 text-sm break-all text-fg-muted" data-testid="post-image-name">
          {file ? file.name : t('imageNone')}
        </span>
      </span>
      <p id={`${id}-hint`} className="text-xs text-fg-muted">
        {policy === 'review' ? t('imageHint') : t('imageHintPublished')}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

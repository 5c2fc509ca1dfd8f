// One image slot of the editor, the same for every slot (icon, avatar, header, background, card,
// thanks, board cover): pick a file, drop one, or paste one; the browser checks type and size
// before sending; square slots are cropped first; the transfer shows its progress and can be
// paused, resumed, canceled and retried; the pipeline's answer replaces the image (onChange) or
// says why it was refused. Uploading is separate from the page's form: nothing typed there is
// touched, whatever happens here. A card or button slot without its item (a row not saved yet)
// uploads an image the space holds until the row's first save.
import { IMAGE_SLOTS, type ImageRef } from '@spaces/contracts';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useLang, useT } from '../../i18n/use-t';
import { callErrorMessage } from '../../lib/call-errors';
import { toCallError } from '../../lib/call-error';
import { UserIcon } from '../icons/ui-icons';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { useConfirm } from '../ui/confirm-dialog';
import { useToast } from '../ui/toast';
import { CropDialog } from './crop-dialog';
import { SpaceImage } from './space-image';
import { removeImage } from './upload-client';
import { ACCEPT, checkFile, type UploadTarget } from './upload-file';
import { failureMessage, statusMessage, TYPES_HINT_PARAMS } from './upload-messages';
import { busy, controls, percent } from './upload-state';
import { useImageTransfer } from './use-image-transfer';

/**
 * How the image is previewed: round (icons, avatars), wide (3:1 headers), a 4:3 picture, or a
 * small square (button thumbnails).
 */
export type ImageShape = 'round' | 'wide' | 'picture' | 'square';

export interface ImageUploadProps extends UploadTarget {
  /** The slot's current processed image. */
  image?: ImageRef;
  /** The pipeline attached a new image, or the image was removed (undefined). */
  onChange: (image: ImageRef | undefined) => void;
  label: string;
  hint?: string;
  shape?: ImageShape;
  className?: string;
}

const PREVIEW: Record<ImageShape, { box: string; sizes: string }> = {
  round: { box: 'size-24 rounded-full', sizes: '96px' },
  wide: {
    box: 'aspect-[3/1] w-full max-w-md rounded-lg',
    sizes: '(min-width: 480px) 448px, 100vw',
  },
  picture: { box: 'aspect-[4/3] w-40 rounded-lg', sizes: '160px' },
  square: { box: 'size-16 rounded-md', sizes: '64px' },
};

export function ImageUpload({
  slot,
  spaceId,
  itemId,
  image,
  onChange,
  label,
  hint,
  shape = IMAGE_SLOTS[slot].crop === 'square' ? 'round' : 'picture',
  className,
}: ImageUploadProps) {
  const t = useT('images');
  const lang = useLang();
  const confirm = useConfirm();
  const toast = useToast();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [cropping, setCropping] = useState<{ file: File; url: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const target: UploadTarget = { slot, spaceId, itemId };
  const { view, dispatch, local, send, retry, pause, resume, cancel, changed } = useImageTransfer(
    target,
    onChange,
  );
  useEffect(() => (cropping ? () => URL.revokeObjectURL(cropping.url) : undefined), [cropping]);

  const square = IMAGE_SLOTS[slot].crop === 'square';
  /** An item slot without its item: the image is held for a row not saved yet. */
  const held = IMAGE_SLOTS[slot].scope === 'item' && itemId === undefined;
  const uploading = busy(view);
  const can = controls(view);

  function accept(file: File) {
    if (uploading || cropping) return;
    const refusal = checkFile(file);
    if (refusal) {
      dispatch({ type: 'refused', reason: refusal });
      return;
    }
    dispatch({ type: 'reset' });
    if (square) setCropping({ file, url: URL.createObjectURL(file) });
    else void send(file);
  }

  async function remove() {
    if (held) {
      // Not on the page yet: only the row forgets it; the server lets it expire.
      dispatch({ type: 'reset' });
      changed(undefined);
      return;
    }
    const confirmed = await confirm({
      title: t('removeTitle'),
      description: t('removeBody'),
      confirmLabel: t('removeConfirm'),
      cancelLabel: t('keep'),
      color: 'error',
    });
    if (!confirmed) return;
    try {
      await removeImage(target);
    } catch (error) {
      const { message, retryable } = callErrorMessage(lang, toCallError(error));
      toast.add({
        title: message,
        color: 'error',
        action: retryable ? { label: t('retry'), onClick: () => void remove() } : undefined,
      });
      return;
    }
    dispatch({ type: 'reset' });
    changed(undefined);
    toast.add({ title: t('removed'), color: 'success' });
  }

  function fileOf(list: FileList | null | undefined): File | undefined {
    return list && list.length > 0 ? list[0] : undefined;
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = fileOf(event.dataTransfer.files);
    if (file) accept(file);
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const file = fileOf(event.clipboardData.files);
    if (!file) return;
    event.preventDefault();
    accept(file);
  }

  const preview = PREVIEW[shape];
  const status = statusMessage(t, view);
  const failure = view.phase === 'failed' ? failureMessage(t, view.failure) : null;
  const transfer = view.phase === 'transfer' ? view : null;
  const done = transfer ? percent(transfer.transferred, transfer.total) : 0;

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={cn('space-y-3', className)}
      data-testid={`image-slot-${slot}`}
      onPaste={onPaste}
    >
      <div>
        <p id={`${id}-label`} className="text-sm font-medium text-fg">
          {label}
        </p>
        {hint && <p className="text-sm text-fg-muted">{hint}</p>}
      </div>
      <div
        // The whole slot takes a dropped file; a paste lands on the group while its button has focus.
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-wrap items-center gap-4 rounded-lg border border-dashed p-4',
          dragging ? 'border-accent bg-accent-soft' : 'border-line-strong bg-canvas',
        )}
      >
        <div
          className={cn(
            'relative flex shrink-0 items-center justify-center overflow-hidden bg-surface-muted text-fg-muted',
            preview.box,
          )}
          data-testid="image-preview"
        >
          {local ? (
            <img src={local} alt="" className="size-full object-cover opacity-60" />
          ) : image ? (
            <SpaceImage
              image={image}
              sizes={preview.sizes}
              priority
              className="size-full object-cover"
            />
          ) : shape === 'round' ? (
            <UserIcon className="size-1/2" />
          ) : (
            <span className="p-2 text-center text-xs">{t('none')}</span>
          )}
        </div>
        <div className="min-w-0 flex-1 basis-48 space-y-2">
          <p className="text-sm text-fg-muted">
            {t('dropHint')} {t('typesHint', TYPES_HINT_PARAMS)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              color="neutral"
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              {image ? t('change') : t('choose')}
            </Button>
            {image && !uploading && (
              <Button size="sm" variant="ghost" color="error" onClick={remove}>
                {t('remove')}
              </Button>
            )}
          </div>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            // The button above opens it; it needs no place of its own for eyes or screen readers.
            hidden
            onChange={(event) => {
              const file = fileOf(event.target.files);
              // Cleared, so that choosing the same file again is a change too.
              event.target.value = '';
              if (file) accept(file);
            }}
          />
        </div>
      </div>
      {transfer && (
        <div className="space-y-2">
          <div
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={done}
            aria-valuetext={status}
            className="h-2 overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] motion-reduce:transition-none',
                transfer.state === 'paused' ? 'bg-fg-subtle' : 'bg-accent',
              )}
              style={{ width: `${done}%` }}
            />
          </div>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="text-sm text-fg-soft" data-testid="upload-status">
          {status}
        </p>
        {can.pause && (
          <Button size="xs" variant="outline" color="neutral" onClick={pause}>
            {t('pause')}
          </Button>
        )}
        {can.resume && (
          <Button size="xs" variant="outline" color="primary" onClick={resume}>
            {t('resume')}
          </Button>
        )}
        {can.cancel && (
          <Button size="xs" variant="ghost" color="error" onClick={cancel}>
            {t('cancel')}
          </Button>
        )}
        {can.retry && view.phase === 'canceled' && (
          <Button size="xs" variant="outline" color="primary" onClick={retry}>
            {t('retry')}
          </Button>
        )}
      </div>
      {failure && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md border border-danger-line bg-error-50 p-3 text-sm text-danger"
          data-testid="upload-error"
        >
          <span className="min-w-0 flex-1">{failure}</span>
          {can.retry && (
            <Button size="xs" variant="outline" color="error" onClick={retry}>
              {t('retry')}
            </Button>
          )}
        </div>
      )}
      {cropping && (
        <CropDialog
          src={cropping.url}
          round={shape === 'round'}
          onConfirm={(crop) => {
            const { file } = cropping;
            setCropping(null);
            void send(file, crop);
          }}
          onCancel={() => setCropping(null)}
          onUnreadable={() => {
            setCropping(null);
            dispatch({ type: 'refused', reason: 'unreadable' });
          }}
        />
      )}
    </div>
  );
}

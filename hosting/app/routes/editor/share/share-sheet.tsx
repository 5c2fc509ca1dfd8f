// The share sheet: the space's link to copy, X and LINE share pages, the QR code and the story-size
// image, in one dialog. It opens by itself right after the owner publishes, and from the overview's
// Share button any time. The service links and the image are plain links (ShareLinks), also shown
// on the overview itself, so they work before any script runs.
import type { ImageRef } from '@spaces/contracts';
import { Dialog } from 'radix-ui';
import { CloseIcon, CopyIcon, DownloadIcon, ShareIcon } from '../../../components/icons/ui-icons';
import { SnsIcon } from '../../../components/icons/sns-icons';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-styles';
import { cn } from '../../../components/ui/cn';
import { useOverlay, type OverlayComponentProps } from '../../../components/ui/overlay';
import { useT } from '../../../i18n/use-t';
import { browserEnv } from '../../../lib/public-env';
import { useShareLink } from '../../../components/share/use-share-link';
import { QrCard } from './qr-card';
import { lineShareUrl, storyImage, xShareUrl } from '../../../lib/share-links';

/** What the sheet needs of a space: passed in, as overlays render outside the editor's context. */
export interface ShareTarget {
  slug: string;
  name: string;
  published: boolean;
  avatar?: ImageRef;
}

/** The space's public address on this site. */
function publicUrlOf(slug: string): string {
  return `${browserEnv().siteOrigin}/${slug}`;
}

const LINK_CLASSES = cn(
  buttonClasses({ variant: 'outline', color: 'neutral', block: true }),
  'min-h-12 gap-2',
);

/** X, LINE and the story-size image: plain links, the same with or without script. */
export function ShareLinks({ target, className }: { target: ShareTarget; className?: string }) {
  const t = useT('share');
  const url = publicUrlOf(target.slug);
  const story = storyImage(target.slug);
  return (
    <ul className={cn('grid grid-cols-1 gap-2 min-[420px]:grid-cols-3', className)}>
      <li>
        <a
          href={xShareUrl(url, t('postText', { name: target.name }))}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASSES}
        >
          <SnsIcon service="x" className="size-4" />
          {t('shareX')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </li>
      <li>
        <a
          href={lineShareUrl(url)}
          target="_blank"
          rel="noopener noreferrer"
          className={LINK_CLASSES}
        >
          {/* LINE's green under black text: white on it does not reach 4.5:1 at this size. */}
          <span
            aria-hidden
            className="shrink-0 rounded-sm bg-[#06c755] px-1 whitespace-nowrap text-[0.625rem] leading-4 font-bold text-black"
          >
            LINE
          </span>
          {t('shareLine')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </li>
      <li>
        <a href={story.href} download={story.fileName} className={LINK_CLASSES}>
          <DownloadIcon className="size-4" />
          {t('story')}
        </a>
      </li>
    </ul>
  );
}

function ShareSheet({
  target,
  justPublished,
  opener,
  open,
  onClose,
  onAfterLeave,
}: {
  target: ShareTarget;
  justPublished: boolean;
  /** Where focus goes back to on closing: the sheet has no Radix trigger of its own. */
  opener: HTMLElement | null;
} & OverlayComponentProps<void>) {
  const t = useT('share');
  const ui = useT('ui');
  const url = publicUrlOf(target.slug);
  const { canShare, copy: copyUrl, share: shareElsewhere } = useShareLink(url, target.name);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-scrim" />
        <Dialog.Content
          // Radix fires this once the content has left the DOM: the moment to unmount, and to put
          // focus back on what opened the sheet (the Share button, or the publish control).
          onCloseAutoFocus={(event) => {
            if (opener?.isConnected) {
              event.preventDefault();
              opener.focus();
            }
            onAfterLeave();
          }}
          // A bottom sheet on a phone, a centred dialog from the small breakpoint up.
          className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-2xl bg-surface p-5 pb-8 shadow-xl sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:p-6"
          data-testid="share-sheet"
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-xl font-bold text-fg">
              {justPublished ? t('sheetPublishedTitle') : t('sheetTitle')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                color="neutral"
                size="sm"
                className="-me-2 -mt-1 min-h-11 min-w-11"
                aria-label={ui('close')}
              >
                <CloseIcon className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-fg-muted">
            {target.published ? t('sheetBody') : t('unpublishedHint')}
          </Dialog.Description>

          <div className="mt-5 space-y-1">
            <p className="text-sm font-medium text-fg" id="share-link-label">
              {t('linkLabel')}
            </p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <code
                aria-labelledby="share-link-label"
                className="min-w-0 flex-1 rounded-md bg-surface-muted px-3 py-2.5 text-sm break-all text-fg"
                data-testid="share-url"
              >
                {url}
              </code>
              <Button
                className="min-h-12 gap-2"
                leading={<CopyIcon className="size-4" />}
                onClick={copyUrl}
              >
                {t('copyLink')}
              </Button>
            </div>
          </div>

          <ShareLinks target={target} className="mt-4" />
          {canShare && (
            <Button
              variant="ghost"
              color="neutral"
              block
              className="mt-2 min-h-12"
              leading={<ShareIcon className="size-4" />}
              onClick={shareElsewhere}
            >
              {t('shareOther')}
            </Button>
          )}
          <p className="mt-2 text-xs text-fg-muted">{t('storyHint')}</p>

          <div className="mt-5">
            <QrCard
              url={url}
              slug={target.slug}
              {...(target.avatar ? { avatar: target.avatar } : {})}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Opens the share sheet for a space; `justPublished` greets the owner's first publish. */
export function useShareSheet(): (target: ShareTarget, justPublished?: boolean) => Promise<void> {
  const overlay = useOverlay();
  return async (target, justPublished = false) => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const sheet = overlay.create(ShareSheet, {
      props: { target, justPublished, opener },
      destroyOnClose: true,
    });
    await sheet.open();
  };
}

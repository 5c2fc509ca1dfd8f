// The editor's live preview: the public page (the same SpacePageView visitors get) of the space
// being edited plus the unsaved draft of the current section page. A section page hands its form
// values over with `usePreviewDraft`; the layout shows the result beside the form on wide screens
// and behind a "Preview" button in the header on phones. Forms inside the preview are inert.
import type { SpaceForEdit } from '@spaces/contracts';
import { Dialog } from 'radix-ui';
import { useLocation } from 'react-router';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CloseIcon, EyeIcon } from '../../../components/icons/ui-icons';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { SpacePageView } from '../../../space-view/page/space-page-view';
import { previewSpace, type PreviewDraft } from './preview-space';

type SetDraft = (draft: PreviewDraft | null) => void;

const DraftContext = createContext<SetDraft | null>(null);

/**
 * Shows `draft` (the current form values as parts of the public page) in the preview while the
 * calling page is mounted; null shows the space as saved.
 */
export function usePreviewDraft(draft: PreviewDraft | null): void {
  const setDraft = useContext(DraftContext);
  // Forms build a new object each render: compare by content so the preview updates only on change.
  const key = draft === null ? '' : JSON.stringify(draft);
  useEffect(() => {
    setDraft?.(key === '' ? null : (JSON.parse(key) as PreviewDraft));
  }, [setDraft, key]);
  useEffect(() => () => setDraft?.(null), [setDraft]);
}

/** The editor's body with the preview beside it (wide screens) or one tap away (phones). */
export function PreviewLayout({
  space,
  header,
  children,
}: {
  space: SpaceForEdit;
  /** The editor's header, given the phone's preview button to show in it (null when none). */
  header: (previewButton: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  const [draft, setDraft] = useState<PreviewDraft | null>(null);
  const page = useMemo(() => previewSpace(space, draft), [space, draft]);
  const [now] = useState(() => Date.now());
  // The inbox needs the width, and its changes are not part of the page.
  const shown = !useLocation().pathname.endsWith('/messages');
  const unsaved =
    draft !== null && JSON.stringify(page) !== JSON.stringify(previewSpace(space, null));
  const frame = (titled: boolean) => (
    <PreviewFrame published={space.published} unsaved={unsaved} titled={titled}>
      <SpacePageView space={page} now={now} preview />
    </PreviewFrame>
  );
  return (
    <DraftContext.Provider value={setDraft}>
      {/* The signed-in column is wide in the editor (space-layout's handle): no breaking out. */}
      {header(shown ? <PhonePreview>{frame(false)}</PhonePreview> : null)}
      <div className={cn(shown && 'lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8')}>
        <div className="min-w-0">{children}</div>
        {shown && (
          <aside className="hidden lg:block" aria-labelledby="preview-heading">
            <div className="sticky top-4 flex h-[calc(100vh-2rem)] max-h-[860px] flex-col">
              {frame(true)}
            </div>
          </aside>
        )}
      </div>
    </DraftContext.Provider>
  );
}

function PreviewFrame({
  published,
  unsaved,
  titled,
  children,
}: {
  published: boolean;
  unsaved: boolean;
  /** Beside the form it titles itself; in the phone sheet the dialog's title does. */
  titled: boolean;
  children: ReactNode;
}) {
  const t = useT('design');
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-2" data-testid="preview">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {titled && (
          <h2 id="preview-heading" className="text-sm font-semibold text-fg">
            {t('previewHeading')}
          </h2>
        )}
        {unsaved && (
          <span
            className="rounded-full bg-warning-100 px-2 py-0.5 font-medium text-warning-900"
            data-testid="preview-unsaved"
          >
            {t('previewUnsaved')}
          </span>
        )}
        {!published && (
          <span className="rounded-full bg-surface-muted px-2 py-0.5 font-medium text-fg-soft">
            {t('previewUnpublished')}
          </span>
        )}
      </div>
      <div
        className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-[28px] border-[6px] border-fg bg-surface shadow-xl"
        role="region"
        aria-label={t('previewLabel')}
        tabIndex={0}
      >
        {/* What visitors could click or type into is inert here: the preview only shows. */}
        <div inert className="h-full">
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Phones: a button in the editor's header that opens the preview full screen. It does not float:
 * a floating button sat over the last fields and the save button.
 */
function PhonePreview({ children }: { children: ReactNode }) {
  const t = useT('design');
  return (
    <Dialog.Root>
      <Dialog.Trigger
        className={cn(
          'flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-fg px-4 text-sm font-semibold whitespace-nowrap text-surface lg:hidden',
          'focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none',
        )}
        data-testid="preview-open"
      >
        <EyeIcon className="size-5" />
        {t('previewOpen')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content className="fixed inset-0 z-50 flex flex-col gap-2 bg-canvas p-3 focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold text-fg">
              {t('previewHeading')}
            </Dialog.Title>
            <Dialog.Close
              className="flex size-11 items-center justify-center rounded-full text-fg hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              aria-label={t('previewClose')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('previewLabel')}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// A link's preview offered in a button or card row: when the owner pastes a URL or leaves the URL
// field, the server reads the page (previewLink, debounced; a newer URL cancels an older answer)
// and the row shows its title, description and whether it has an image. "Use" fills the row's
// texts and brings the page's image in through the pipeline (importLinkImage) as the row's own,
// never shown from the other site. Whatever fails is a quiet note: the row saves as it is.
import { importLinkImage, LIMITS, previewLink, type ImageRef } from '@spaces/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pipelineAnswer } from '../../../components/image/upload-client';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { call } from '../../../lib/call';
import { signedInFunctions } from '../../../lib/callables';
import { previewableUrl, previewView, type PreviewView } from './link-preview';

/** Pause after a paste or a blur before asking, so that a paste followed by a blur asks once. */
const DEBOUNCE_MS = 350;

type Offer = Extract<PreviewView, { kind: 'offer' }>;

type State =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'shown'; view: PreviewView }
  | { phase: 'importing' }
  | { phase: 'imageFailed' };

/** Where a preview's "Use" goes: the row's texts, and the row's image slot. */
interface PreviewTarget {
  spaceId: string;
  slot: 'card' | 'button';
  /** The saved row's id; a new row's image is held until its first save. */
  itemId: string | undefined;
  onFill: (offer: Offer) => void;
  onImage: (image: ImageRef) => void;
}

/**
 * One row's preview: `request` asks about what the URL field holds (debounced; the same URL is
 * not asked again), `use` fills the row and brings the image in. A newer request, Use, Dismiss
 * or unmounting makes every older answer stand down.
 */
function useLinkPreview(target: PreviewTarget) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const askedRef = useRef<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const runRef = useRef(0);
  useEffect(
    () => () => {
      clearTimeout(timerRef.current);
      runRef.current += 1;
    },
    [],
  );

  /** Starts a new run; answers whether it is still the latest. */
  function begin(): () => boolean {
    clearTimeout(timerRef.current);
    const current = (runRef.current += 1);
    return () => current === runRef.current;
  }

  function request(typed: string) {
    const url = previewableUrl(typed);
    if (url === null || url === askedRef.current) return;
    askedRef.current = url;
    const live = begin();
    timerRef.current = setTimeout(() => {
      setState({ phase: 'loading' });
      void (async () => {
        let view: PreviewView;
        try {
          const functions = await signedInFunctions();
          view = previewView(await call(functions, previewLink, { spaceId: target.spaceId, url }));
        } catch {
          view = { kind: 'failed', failure: 'unreachable' };
        }
        if (live()) setState({ phase: 'shown', view });
      })();
    }, DEBOUNCE_MS);
  }

  async function use(offer: Offer) {
    const live = begin();
    target.onFill(offer);
    if (!offer.image) {
      setState({ phase: 'idle' });
      return;
    }
    setState({ phase: 'importing' });
    try {
      const functions = await signedInFunctions();
      const started = await call(functions, importLinkImage, {
        spaceId: target.spaceId,
        slot: target.slot,
        ...(target.itemId !== undefined && { itemId: target.itemId }),
        url: offer.image,
      });
      const answer = started.uploadId
        ? await pipelineAnswer(started.uploadId, () => !live())
        : undefined;
      if (!live()) return;
      if (answer?.status === 'ready') {
        target.onImage(answer.image);
        setState({ phase: 'idle' });
        return;
      }
    } catch {
      // Told below, as a refusal is: the texts are used either way.
    }
    if (live()) setState({ phase: 'imageFailed' });
  }

  function dismiss() {
    begin();
    setState({ phase: 'idle' });
  }

  return { state, request, use, dismiss };
}

/** A row's URL field that offers the linked page's preview when a URL is pasted or left. */
export function UrlFieldWithPreview({
  label,
  hint,
  error,
  value,
  onChange,
  ...target
}: PreviewTarget & {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const t = useT('editor');
  const { state, request, use, dismiss } = useLinkPreview(target);
  const quiet = (text: string) => (
    <p role="status" className="text-sm text-fg-muted" data-testid="link-preview-note">
      {text}
    </p>
  );
  let shown: ReactNode = null;
  if (state.phase === 'loading') shown = quiet(t('linkPreviewLoading'));
  else if (state.phase === 'importing') shown = quiet(t('linkPreviewImporting'));
  else if (state.phase === 'imageFailed') shown = quiet(t('linkPreviewImageFailed'));
  else if (state.phase === 'shown') {
    const { view } = state;
    if (view.kind === 'empty') shown = quiet(t('linkPreviewEmpty'));
    else if (view.kind === 'failed')
      shown = quiet(
        view.failure === 'rate-limited' ? t('linkPreviewRateLimited') : t('linkPreviewFailed'),
      );
    else
      shown = (
        <section
          aria-label={t('linkPreviewLabel')}
          className="space-y-2 rounded-lg border border-line bg-surface-muted p-3 text-sm"
          data-testid="link-preview"
        >
          {view.siteName && <p className="text-xs text-fg-muted">{view.siteName}</p>}
          {view.title && <p className="font-medium break-words text-fg">{view.title}</p>}
          {view.description && (
            <p className="line-clamp-3 break-words text-fg-soft">{view.description}</p>
          )}
          {view.image && <p className="text-xs text-fg-muted">{t('linkPreviewImageNote')}</p>}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" color="primary" onClick={() => void use(view)}>
              {t('linkPreviewUse')}
            </Button>
            <Button size="sm" variant="ghost" color="neutral" onClick={dismiss}>
              {t('linkPreviewDismiss')}
            </Button>
          </div>
        </section>
      );
  }
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        hint={hint}
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={LIMITS.urlMaxLength}
        error={error}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onPaste={(event) => request(event.clipboardData.getData('text'))}
        onBlur={(event) => request(event.target.value)}
      />
      {shown}
    </div>
  );
}

// A letter or fan-message box the creator has paused: only its note, which needs no script — and,
// when the box was paused while the visitor wrote (the page's answer to their send), what they
// wrote, to copy and keep.
import { useId } from 'react';
import { useT } from '../i18n/use-t';
import { hasText } from '../lib/messages/text';
import type { Draft } from '../lib/send-form';

export function SendFormPaused({ pauseNote, draft }: { pauseNote: string; draft?: Draft }) {
  const t = useT('send');
  return (
    <div
      className="rounded-xl bg-accent-soft p-4 text-sm text-fg ring-1 ring-line"
      data-testid="box-paused"
    >
      <p className="font-semibold">{t('pausedTitle')}</p>
      {pauseNote && <p className="mt-1 whitespace-pre-line">{pauseNote}</p>}
      {draft && hasText(draft.body) && <KeptDraft body={draft.body} />}
    </div>
  );
}

function KeptDraft({ body }: { body: string }) {
  const t = useT('send');
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

// Pieces shared by the letter, fan-message and thanks settings pages: the card, the pause
// controls and the NG-word list form (its state is the letter page's: one page, one blocker).
import { LIMITS, updateNgWords, type RequestOf, type SpaceForEdit } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { TextArea } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { formatNgWords, parseNgWords } from '../../../lib/messages/ng-words';
import { ngWordsMessage } from './message-settings';
import { FormError } from '../../../forms/form-error';
import { SectionForm } from '../../../forms/section-form';
import type { EditorForm } from '../../../forms/form-state';
import type { EditorFormOptions } from '../form/use-editor-form';

export function SettingsCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6">
      {title && <h2 className="text-base font-semibold text-fg">{title}</h2>}
      {children}
    </section>
  );
}

/** "Pause" with the note fans see while paused. */
export function PauseControls({
  paused,
  note,
  error,
  onPaused,
  onNote,
}: {
  paused: boolean;
  note: string;
  error: string | undefined;
  onPaused: (paused: boolean) => void;
  onNote: (note: string) => void;
}) {
  const t = useT('inbox');
  return (
    <div className="space-y-3 rounded-md bg-canvas p-3">
      <Switch label={t('pause')} checked={paused} onCheckedChange={onPaused} />
      <p className="text-xs text-fg-muted">{t('pauseHint')}</p>
      {paused && (
        <TextArea
          label={t('pauseNote')}
          name="pauseNote"
          rows={2}
          maxLength={LIMITS.pauseNoteMaxLength}
          hint={t('maxChars', { max: LIMITS.pauseNoteMaxLength })}
          error={error}
          value={note}
          onChange={(event) => onNote(event.target.value)}
        />
      )}
    </div>
  );
}

/**
 * The NG-word form's options: the list is edited as text, one word per line, and sent as the
 * server keeps it; a word's issue is keyed by the word itself, so its message can name it.
 */
export const ngWordsFormOptions: EditorFormOptions<string, RequestOf<typeof updateNgWords>> = {
  fromSpace: (space: SpaceForEdit) => formatNgWords(space.messages.ngWords),
  toRequest: (text, space) => ({ spaceId: space.spaceId, ngWords: parseNgWords(text) }),
  contract: updateNgWords,
  rows: (text) => ({ ngWords: parseNgWords(text) }),
};

/** The NG-word list: one per line; a send containing one waits for review. */
export function NgWordsForm({ form }: { form: EditorForm<string> }) {
  const t = useT('inbox');
  const words = parseNgWords(form.value);
  return (
    <SettingsCard title={t('ngWordsTitle')}>
      <FormError message={form.formError} />
      <SectionForm form={form} label={t('ngWordsTitle')} saveLabel={t('saveNgWords')}>
        <TextArea
          label={t('ngWords')}
          name="ngWords"
          rows={6}
          hint={t('ngWordsHint', {
            count: words.length,
            max: LIMITS.ngWords,
            each: LIMITS.ngWordMaxLength,
          })}
          error={ngWordsMessage(form.errors)}
          value={form.value}
          onChange={(event) => form.setValue(event.target.value)}
        />
      </SectionForm>
    </SettingsCard>
  );
}

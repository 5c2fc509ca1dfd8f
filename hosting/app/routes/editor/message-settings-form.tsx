// Pieces shared by the letter, fan-message and thanks settings pages: the page frame, the pause
// controls and the NG-word list editor (each form saves through its own callable).
import { LIMITS, updateNgWords, validator, type SpaceForEdit } from '@spaces/contracts';
import { useState, type ReactNode } from 'react';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { Switch, TextArea } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { formatNgWords, parseNgWords } from '../../lib/messages/ng-words';
import { FormAlert } from '../auth/form-alert';
import { fieldErrors, type FieldErrors } from './call-messages';
import { useEditorSave } from './use-editor-save';

export function SettingsCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 sm:p-6">
      {title && <h2 className="text-base font-semibold text-neutral-900">{title}</h2>}
      {children}
    </section>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="mb-4">
      <FormAlert tone="error">{message}</FormAlert>
    </div>
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
    <div className="space-y-3 rounded-md bg-neutral-50 p-3">
      <Switch label={t('pause')} checked={paused} onCheckedChange={onPaused} />
      <p className="text-xs text-neutral-600">{t('pauseHint')}</p>
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

/** A whole-number field kept as typed, turned into a number when saving. */
export function toInteger(text: string): number | string {
  return /^\d+$/.test(text.trim()) ? Number.parseInt(text.trim(), 10) : text;
}

const isNgWordsRequest = validator(updateNgWords.request);

/** The NG-word list: one per line; a send containing one waits for review. */
export function NgWordsForm({
  space,
  onSaved,
}: {
  space: SpaceForEdit;
  onSaved: (space: SpaceForEdit) => void;
}) {
  const t = useT('inbox');
  const editor = useT('editor');
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [text, setText] = useState(formatNgWords(space.messages.ngWords));
  const words = parseNgWords(text);

  async function submit() {
    const request = { spaceId: space.spaceId, ngWords: words };
    const issues = isNgWordsRequest.issues(request);
    if (issues.length > 0) {
      showInvalid(lineErrors(editor, issues, words));
      return;
    }
    const saved = await save(
      async () => call(await signedInFunctions(), updateNgWords, request),
      editor('saved'),
    );
    if (saved) {
      onSaved(saved.space);
      setText(formatNgWords(saved.space.messages.ngWords));
    }
  }

  return (
    <SettingsCard title={t('ngWordsTitle')}>
      <FormError message={formError} />
      <AsyncForm onSubmit={submit} noValidate className="space-y-4">
        <TextArea
          label={t('ngWords')}
          name="ngWords"
          rows={6}
          hint={t('ngWordsHint', {
            count: words.length,
            max: LIMITS.ngWords,
            each: LIMITS.ngWordMaxLength,
          })}
          error={errors.ngWords}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit">{t('saveNgWords')}</Button>
      </AsyncForm>
    </SettingsCard>
  );
}

/** "ngWords.4" issues become one message naming the word, under the one field. */
function lineErrors(
  editor: ReturnType<typeof useT<'editor'>>,
  issues: Parameters<typeof fieldErrors>[1],
  words: readonly string[],
): FieldErrors {
  const messages = fieldErrors(editor, issues);
  for (const [field, message] of Object.entries(messages)) {
    const index = /^ngWords\.(\d+)$/.exec(field)?.[1];
    if (index !== undefined) {
      return { ngWords: `「${words[Number(index)]?.slice(0, 20) ?? ''}」: ${message}` };
    }
  }
  return { ngWords: messages.ngWords ?? Object.values(messages)[0] ?? '' };
}

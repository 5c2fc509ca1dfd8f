// /s/{slug}/letter: the letter box on/off, the intro fans read, the name rule, the maximum length,
// the pause with its note; and the NG-word list that holds letters and fan messages for review.
import {
  LIMITS,
  NAME_MODES,
  updateLetterSettings,
  validator,
  type LetterBoxSettings,
} from '@spaces/contracts';
import { useState } from 'react';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { SelectField, Switch, TextArea, TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import type { Route } from './+types/letter-settings';
import { fieldErrors } from './call-messages';
import { useEditorSpace } from './editor-space';
import {
  FormError,
  NgWordsForm,
  PauseControls,
  SettingsCard,
  toInteger,
} from './message-settings-form';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'letterTitle');

const isRequest = validator(updateLetterSettings.request);

export default function LetterSettingsPage() {
  const t = useT('inbox');
  const editor = useT('editor');
  const { space, setSpace } = useEditorSpace();
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [box, setBox] = useState<LetterBoxSettings>(space.messages.letterBox);
  const [maxLength, setMaxLength] = useState(String(box.maxLength));
  const update = (change: Partial<LetterBoxSettings>) => setBox({ ...box, ...change });

  async function submit() {
    const request = {
      spaceId: space.spaceId,
      letterBox: { ...box, maxLength: toInteger(maxLength) as number },
    };
    const issues = isRequest.issues(request);
    if (issues.length > 0) {
      showInvalid(fieldErrors(editor, issues));
      return;
    }
    const saved = await save(
      async () => call(await signedInFunctions(), updateLetterSettings, request),
      editor('saved'),
    );
    if (saved) {
      setSpace(saved.space);
      setBox(saved.space.messages.letterBox);
      setMaxLength(String(saved.space.messages.letterBox.maxLength));
    }
  }

  return (
    <div>
      <h1 className="mb-1 text-xl font-bold text-neutral-900">{t('letterTitle')}</h1>
      <p className="mb-4 text-sm text-neutral-600">{t('letterIntroText', { slug: space.slug })}</p>
      <div className="space-y-6">
        <SettingsCard>
          <FormError message={formError} />
          <AsyncForm onSubmit={submit} noValidate className="space-y-5">
            <Switch
              label={t('letterEnabled')}
              checked={box.enabled}
              onCheckedChange={(enabled) => update({ enabled })}
            />
            <TextArea
              label={t('letterIntro')}
              name="intro"
              rows={4}
              maxLength={LIMITS.letterIntroMaxLength}
              hint={t('maxChars', { max: LIMITS.letterIntroMaxLength })}
              error={errors['letterBox.intro']}
              value={box.intro}
              onChange={(event) => update({ intro: event.target.value })}
            />
            <SelectField
              label={t('nameMode')}
              name="nameMode"
              error={errors['letterBox.nameMode']}
              value={box.nameMode}
              onChange={(event) =>
                update({ nameMode: event.target.value as LetterBoxSettings['nameMode'] })
              }
            >
              {NAME_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {mode === 'required' ? t('nameRequired') : t('nameOptional')}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('maxLength')}
              name="maxLength"
              inputMode="numeric"
              hint={t('maxLengthHint', { max: LIMITS.letterMaxLength })}
              error={
                // The schema's bound reads better as the range than as "check this value".
                errors['letterBox.maxLength'] && t('maxLengthHint', { max: LIMITS.letterMaxLength })
              }
              value={maxLength}
              onChange={(event) => setMaxLength(event.target.value)}
              className="max-w-40"
            />
            <PauseControls
              paused={box.paused}
              note={box.pauseNote}
              error={errors['letterBox.pauseNote']}
              onPaused={(paused) => update({ paused })}
              onNote={(pauseNote) => update({ pauseNote })}
            />
            <Button type="submit">{editor('save')}</Button>
          </AsyncForm>
        </SettingsCard>
        <NgWordsForm space={space} onSaved={setSpace} />
      </div>
    </div>
  );
}

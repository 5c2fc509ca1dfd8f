// /s/{slug}/fan-message: the fan-message box on/off, the prompt, up to ten quick phrases, the
// maximum length, whether approved messages show on the public wall, and the pause.
import {
  LIMITS,
  updateFanMessageSettings,
  validator,
  type FanMessageSettings,
} from '@spaces/contracts';
import { useState } from 'react';
import { CloseIcon, PlusIcon } from '../../components/icons/ui-icons';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { Switch, TextArea, TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import type { Route } from './+types/fan-message-settings';
import { fieldErrors } from './call-messages';
import { useEditorSpace } from './editor-space';
import { FormError, PauseControls, SettingsCard, toInteger } from './message-settings-form';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'inbox', 'fanMessageTitle');

const isRequest = validator(updateFanMessageSettings.request);

export default function FanMessageSettingsPage() {
  const t = useT('inbox');
  const editor = useT('editor');
  const { space, setSpace } = useEditorSpace();
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [box, setBox] = useState<FanMessageSettings>(space.messages.fanMessages);
  const [maxLength, setMaxLength] = useState(String(box.maxLength));
  const update = (change: Partial<FanMessageSettings>) => setBox({ ...box, ...change });
  const phrases = box.quickPhrases;

  async function submit() {
    const request = {
      spaceId: space.spaceId,
      fanMessages: {
        ...box,
        // An emptied row is a phrase removed, not a broken one.
        quickPhrases: phrases.map((p) => p.trim()).filter(Boolean),
        maxLength: toInteger(maxLength) as number,
      },
    };
    const issues = isRequest.issues(request);
    if (issues.length > 0) {
      showInvalid(fieldErrors(editor, issues));
      return;
    }
    const saved = await save(
      async () => call(await signedInFunctions(), updateFanMessageSettings, request),
      editor('saved'),
    );
    if (saved) {
      setSpace(saved.space);
      setBox(saved.space.messages.fanMessages);
      setMaxLength(String(saved.space.messages.fanMessages.maxLength));
    }
  }

  return (
    <div>
      <h1 className="mb-1 text-xl font-bold text-neutral-900">{t('fanMessageTitle')}</h1>
      <p className="mb-4 text-sm text-neutral-600">{t('fanMessageIntroText')}</p>
      <SettingsCard>
        <FormError message={formError} />
        <AsyncForm onSubmit={submit} noValidate className="space-y-5">
          <Switch
            label={t('fanMessageEnabled')}
            checked={box.enabled}
            onCheckedChange={(enabled) => update({ enabled })}
          />
          <TextArea
            label={t('prompt')}
            name="prompt"
            rows={2}
            maxLength={LIMITS.fanMessagePromptMaxLength}
            hint={t('promptHint', { max: LIMITS.fanMessagePromptMaxLength })}
            error={errors['fanMessages.prompt']}
            value={box.prompt}
            onChange={(event) => update({ prompt: event.target.value })}
          />
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-neutral-800">{t('quickPhrases')}</legend>
            <p className="text-xs text-neutral-500">
              {t('quickPhrasesHint', {
                max: LIMITS.quickPhrases,
                each: LIMITS.quickPhraseMaxLength,
              })}
            </p>
            {errors['fanMessages.quickPhrases'] && (
              <p className="text-xs text-error-600" role="alert">
                {errors['fanMessages.quickPhrases']}
              </p>
            )}
            <ul className="space-y-2">
              {phrases.map((phrase, index) => (
                <li key={index} className="flex items-start gap-2">
                  <div className="flex-1">
                    <TextField
                      label={<span className="sr-only">{t('quickPhraseN', { n: index + 1 })}</span>}
                      name={`quickPhrase${index}`}
                      maxLength={LIMITS.quickPhraseMaxLength}
                      error={errors[`fanMessages.quickPhrases.${index}`]}
                      value={phrase}
                      onChange={(event) =>
                        update({
                          quickPhrases: phrases.map((p, i) =>
                            i === index ? event.target.value : p,
                          ),
                        })
                      }
                    />
                  </div>
                  <Button
                    variant="ghost"
                    color="neutral"
                    aria-label={t('removePhrase', { n: index + 1 })}
                    onClick={() => update({ quickPhrases: phrases.filter((_, i) => i !== index) })}
                    className="min-h-11 min-w-11"
                  >
                    <CloseIcon className="size-4" />
                  </Button>
                </li>
              ))}
            </ul>
            {phrases.length < LIMITS.quickPhrases && (
              <Button
                variant="outline"
                color="neutral"
                size="sm"
                leading={<PlusIcon className="size-4" />}
                onClick={() => update({ quickPhrases: [...phrases, ''] })}
              >
                {t('addPhrase')}
              </Button>
            )}
          </fieldset>
          <TextField
            label={t('maxLength')}
            name="maxLength"
            inputMode="numeric"
            hint={t('maxLengthHint', { max: LIMITS.fanMessageMaxLength })}
            error={
              // The schema's bound reads better as the range than as "check this value".
              errors['fanMessages.maxLength'] &&
              t('maxLengthHint', { max: LIMITS.fanMessageMaxLength })
            }
            value={maxLength}
            onChange={(event) => setMaxLength(event.target.value)}
            className="max-w-40"
          />
          <div className="space-y-1">
            <Switch
              label={t('showWall')}
              checked={box.showWall}
              onCheckedChange={(showWall) => update({ showWall })}
            />
            <p className="text-xs text-neutral-600">{t('showWallHint')}</p>
          </div>
          <PauseControls
            paused={box.paused}
            note={box.pauseNote}
            error={errors['fanMessages.pauseNote']}
            onPaused={(paused) => update({ paused })}
            onNote={(pauseNote) => update({ pauseNote })}
          />
          <Button type="submit">{editor('save')}</Button>
        </AsyncForm>
      </SettingsCard>
    </div>
  );
}

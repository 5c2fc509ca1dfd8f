// /s/{slug}/fan-message: the fan-message box on/off, the prompt, up to ten quick phrases, the
// maximum length, whether approved messages show on the public wall, and the pause; and slow mode.
import { checkFanMessages, LIMITS, updateFanMessageSettings } from '@spaces/contracts';
import { CloseIcon, PlusIcon } from '../../../components/icons/ui-icons';
import { Button } from '../../../components/ui/button';
import { TextArea, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/fan-message-settings';
import { rowField } from '../../../forms/form-state';
import {
  fanMessagesForm,
  fanMessagesInput,
  sentPhraseKeys,
  type FanMessagesForm,
} from './message-settings';
import { Switch } from '../../../components/ui/switch';
import { BoxSettingsPage } from './box-settings-page';
import { newKey, removeAt, replaceAt } from '../../../lib/ordered-list';
import { controlsOf, useEditorForm } from '../form/use-editor-form';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'inbox', 'fanMessageTitle');

const PHRASES = 'fanMessages.quickPhrases';

export default function FanMessageSettingsPage() {
  const t = useT('inbox');
  const form = useEditorForm({
    fromSpace: (space) => fanMessagesForm(space.messages.fanMessages),
    toRequest: (box: FanMessagesForm, space) => ({
      spaceId: space.spaceId,
      fanMessages: fanMessagesInput(box),
    }),
    contract: updateFanMessageSettings,
    check: (request) => checkFanMessages(request.fanMessages),
    rows: (box) => ({ [PHRASES]: sentPhraseKeys(box) }),
  });
  const { value: box, errors } = form;
  const { text, toggle, update } = controlsOf(form, 'fanMessages');
  const phrases = box.quickPhrases;

  return (
    <BoxSettingsPage
      title={t('fanMessageTitle')}
      description={t('fanMessageIntroText')}
      enabledLabel={t('fanMessageEnabled')}
      form={form}
      field="fanMessages"
      max={LIMITS.fanMessageMaxLength}
      after={
        <div className="space-y-1">
          <Switch label={t('showWall')} {...toggle('showWall')} />
          <p className="text-xs text-fg-muted">{t('showWallHint')}</p>
        </div>
      }
    >
      <TextArea
        label={t('prompt')}
        name="prompt"
        rows={2}
        maxLength={LIMITS.fanMessagePromptMaxLength}
        hint={t('promptHint', { max: LIMITS.fanMessagePromptMaxLength })}
        {...text('prompt')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-fg">{t('quickPhrases')}</legend>
        <p className="text-xs text-fg-subtle">
          {t('quickPhrasesHint', {
            max: LIMITS.quickPhrases,
            each: LIMITS.quickPhraseMaxLength,
          })}
        </p>
        {errors[PHRASES] && (
          <p className="text-xs text-danger" role="alert">
            {errors[PHRASES]}
          </p>
        )}
        <ul className="space-y-2">
          {phrases.map((phrase, index) => (
            <li key={phrase.key} data-testid="quick-phrase-row" className="flex items-start gap-2">
              <div className="flex-1">
                <TextField
                  label={<span className="sr-only">{t('quickPhraseN', { n: index + 1 })}</span>}
                  name={`quickPhrase${index}`}
                  maxLength={LIMITS.quickPhraseMaxLength}
                  error={errors[rowField(PHRASES, phrase.key)]}
                  value={phrase.text}
                  onChange={(event) =>
                    update({
                      quickPhrases: replaceAt(phrases, index, { text: event.target.value }),
                    })
                  }
                />
              </div>
              <Button
                variant="ghost"
                color="neutral"
                aria-label={t('removePhrase', { n: index + 1 })}
                onClick={() => update({ quickPhrases: removeAt(phrases, index) })}
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
            onClick={() => update({ quickPhrases: [...phrases, { key: newKey(), text: '' }] })}
          >
            {t('addPhrase')}
          </Button>
        )}
      </fieldset>
    </BoxSettingsPage>
  );
}

// /s/{slug}/letter: the letter box on/off, the intro fans read, the name rule, the maximum length,
// the pause with its note; the NG-word list that holds letters and fan messages for review; and
// slow mode.
// Two forms, each saved on its own; the page guards leaving once for both.
import { checkLetterBox, LIMITS, NAME_MODES, updateLetterSettings } from '@spaces/contracts';
import { SelectField, TextArea, TextField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/letter-settings';
import { useEditorSpace } from '../shell/editor-space';
import { letterBoxForm, letterBoxInput, type LetterBoxForm } from './message-settings';
import {
  NgWordsForm,
  ngWordsFormOptions,
  PauseControls,
  SettingsCard,
} from './message-settings-form';
import { SlowModeCard } from '../moderation/slow-mode';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { useLeaveWarning } from '../../../forms/use-leave-warning';
import { controlsOf, useEditorFormState } from '../form/use-editor-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'letterTitle');

export default function LetterSettingsPage() {
  const t = useT('inbox');
  const { space } = useEditorSpace();
  const form = useEditorFormState({
    fromSpace: (saved) => letterBoxForm(saved.messages.letterBox),
    toRequest: (box: LetterBoxForm, saved) => ({
      spaceId: saved.spaceId,
      letterBox: letterBoxInput(box),
    }),
    contract: updateLetterSettings,
    check: (request) => checkLetterBox(request.letterBox),
  });
  const ngWords = useEditorFormState(ngWordsFormOptions);
  useLeaveWarning(form.dirty || ngWords.dirty);
  const { value: box, errors } = form;
  const { text, toggle, update } = controlsOf(form, 'letterBox');

  return (
    <div>
      <SectionHeader
        title={t('letterTitle')}
        description={t('letterIntroText', { slug: space.slug })}
        error={form.formError}
      />
      <div className="space-y-6">
        <SettingsCard>
          <SectionForm form={form} label={t('letterTitle')}>
            <Switch label={t('letterEnabled')} {...toggle('enabled')} />
            <TextArea
              label={t('letterIntro')}
              name="intro"
              rows={4}
              maxLength={LIMITS.letterIntroMaxLength}
              hint={t('maxChars', { max: LIMITS.letterIntroMaxLength })}
              {...text('intro')}
            />
            <SelectField
              label={t('nameMode')}
              name="nameMode"
              {...text('nameMode')}
              options={NAME_MODES.map((mode) => ({
                value: mode,
                label: mode === 'required' ? t('nameRequired') : t('nameOptional'),
              }))}
            />
            <TextField
              label={t('maxLength')}
              name="maxLength"
              inputMode="numeric"
              hint={t('maxLengthHint', { max: LIMITS.letterMaxLength })}
              error={
                // The schema's bound reads better as the range than as "check this value".
                errors['letterBox.maxLength'] && t('maxLengthHint', { max: LIMITS.letterMaxLength })
              }
              value={box.maxLength}
              onChange={(event) => update({ maxLength: event.target.value })}
              className="max-w-40"
            />
            <PauseControls
              paused={box.paused}
              note={box.pauseNote}
              error={errors['letterBox.pauseNote']}
              onPaused={(paused) => update({ paused })}
              onNote={(pauseNote) => update({ pauseNote })}
            />
          </SectionForm>
        </SettingsCard>
        <NgWordsForm form={ngWords} />
        <SlowModeCard />
      </div>
    </div>
  );
}

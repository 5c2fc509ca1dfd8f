// /s/{slug}/letter: the letter box on/off, the intro fans read, the name rule, the maximum length,
// the pause with its note; the NG-word list that holds letters and fan messages for review; and
// slow mode.
// Two forms, each saved on its own; the page guards leaving once for both.
import { checkLetterBox, LIMITS, NAME_MODES, updateLetterSettings } from '@spaces/contracts';
import { SelectField, TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/letter-settings';
import { useEditorSpace } from '../shell/editor-space';
import { letterBoxForm, letterBoxInput, type LetterBoxForm } from './message-settings';
import { NgWordsForm, ngWordsFormOptions } from './message-settings-form';
import { BoxSettingsPage } from './box-settings-page';
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
  const { text } = controlsOf(form, 'letterBox');

  return (
    <BoxSettingsPage
      title={t('letterTitle')}
      description={t('letterIntroText', { slug: space.slug })}
      enabledLabel={t('letterEnabled')}
      form={form}
      field="letterBox"
      max={LIMITS.letterMaxLength}
      more={<NgWordsForm form={ngWords} />}
    >
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
    </BoxSettingsPage>
  );
}

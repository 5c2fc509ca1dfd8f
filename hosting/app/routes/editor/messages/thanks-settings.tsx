// /s/{slug}/thanks-message: what a fan sees after sending — one text for letters, one for fan
// messages, each with an optional image (uploaded on its own, saved as soon as it is processed).
import {
  checkThanks,
  LIMITS,
  updateThanksSettings,
  type SpaceForEdit,
  type ThanksSettingsInput,
} from '@spaces/contracts';
import { TextArea } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/thanks-settings';
import { SettingsCard } from './message-settings-form';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { SpaceImageUpload } from '../shell/space-image-upload';
import { sentAsChecked, useEditorForm } from '../form/use-editor-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'thanksTitle');

const KINDS = ['letter', 'fanMessage'] as const;
const SLOTS = { letter: 'thanks-letter', fanMessage: 'thanks-fan-message' } as const;

const thanksOf = ({ messages: { thanks } }: SpaceForEdit): ThanksSettingsInput => ({
  letter: { text: thanks.letter.text },
  fanMessage: { text: thanks.fanMessage.text },
});

export default function ThanksSettingsPage() {
  const t = useT('inbox');
  const images = useT('images');
  const form = useEditorForm({
    fromSpace: thanksOf,
    ...sentAsChecked('thanks', checkThanks),
    contract: updateThanksSettings,
  });
  const { value: thanks, setValue: setThanks, errors } = form;

  return (
    <div>
      <SectionHeader
        title={t('thanksTitle')}
        description={t('thanksIntroText')}
        error={form.formError}
      />
      <SectionForm form={form} label={t('thanksTitle')}>
        <div className="space-y-6">
          {KINDS.map((kind) => (
            <SettingsCard
              key={kind}
              title={kind === 'letter' ? t('thanksLetter') : t('thanksFanMessage')}
            >
              <TextArea
                label={t('thanksText')}
                name={`${kind}Text`}
                rows={4}
                maxLength={LIMITS.thanksTextMaxLength}
                hint={t('thanksTextHint', { max: LIMITS.thanksTextMaxLength })}
                error={errors[`thanks.${kind}.text`]}
                value={thanks[kind].text}
                onChange={(event) =>
                  setThanks((current) => ({ ...current, [kind]: { text: event.target.value } }))
                }
              />
              <SpaceImageUpload
                slot={SLOTS[kind]}
                label={t('thanksImage')}
                hint={images('savedAtOnce')}
              />
            </SettingsCard>
          ))}
        </div>
      </SectionForm>
    </div>
  );
}

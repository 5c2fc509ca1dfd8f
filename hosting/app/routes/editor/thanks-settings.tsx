// /s/{slug}/thanks-message: what a fan sees after sending — one text for letters, one for fan
// messages. Images are attached by the image pipeline; their place is shown here already.
import {
  checkThanks,
  LIMITS,
  updateThanksSettings,
  type SpaceForEdit,
  type ThanksSettings,
  type ThanksSettingsInput,
} from '@spaces/contracts';
import { TextArea } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { titleMeta } from '../../lib/page-title';
import type { Route } from './+types/thanks-settings';
import { useEditorSpace } from './editor-space';
import { SettingsCard } from './message-settings-form';
import { SectionForm } from './section-form';
import { SectionHeader } from './section-header';
import { spaceCallable, useEditorForm } from './use-editor-form';
import { imageUrlFor, useImageBase } from '../../lib/images';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'thanksTitle');

const saveThanks = spaceCallable(updateThanksSettings);
const KINDS = ['letter', 'fanMessage'] as const;

const thanksOf = ({ messages: { thanks } }: SpaceForEdit): ThanksSettingsInput => ({
  letter: { text: thanks.letter.text },
  fanMessage: { text: thanks.fanMessage.text },
});

export default function ThanksSettingsPage() {
  const t = useT('inbox');
  const { space } = useEditorSpace();
  const form = useEditorForm({
    fromSpace: thanksOf,
    toRequest: (thanks, saved) => {
      // Sent as the contracts normalise it (trimmed), so the schema judges what is stored.
      const checked = checkThanks(thanks);
      return { spaceId: saved.spaceId, thanks: checked.ok ? checked.value : thanks };
    },
    callable: saveThanks,
    check: (request) => {
      const checked = checkThanks(request.thanks);
      return checked.ok ? [] : checked.issues;
    },
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
              <ThanksImageSlot image={space.messages.thanks[kind].image} />
            </SettingsCard>
          ))}
        </div>
      </SectionForm>
    </div>
  );
}

/** Where the thanks image goes; uploading arrives with the image pipeline. */
function ThanksImageSlot({ image }: { image: ThanksSettings['letter']['image'] }) {
  const imageBase = useImageBase();
  const t = useT('inbox');
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-fg">{t('thanksImage')}</p>
      <div className="flex h-24 w-32 items-center justify-center overflow-hidden rounded-lg border border-dashed border-line-strong bg-canvas text-center text-xs text-fg-subtle">
        {image ? (
          <img src={imageUrlFor(imageBase, image, 320)} alt="" className="size-full object-cover" />
        ) : (
          <span className="p-3">{t('thanksImageSoon')}</span>
        )}
      </div>
    </div>
  );
}

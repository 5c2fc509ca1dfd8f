// /s/{slug}/thanks-message: what a fan sees after sending — one text for letters, one for fan
// messages. Images are attached by the image pipeline; their place is shown here already.
import { LIMITS, updateThanksSettings, validator, type ThanksSettings } from '@spaces/contracts';
import { useState } from 'react';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { TextArea } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import type { Route } from './+types/thanks-settings';
import { fieldErrors } from './call-messages';
import { useEditorSpace } from './editor-space';
import { FormError, SettingsCard } from './message-settings-form';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'inbox', 'thanksTitle');

const isRequest = validator(updateThanksSettings.request);
const KINDS = ['letter', 'fanMessage'] as const;

export default function ThanksSettingsPage() {
  const t = useT('inbox');
  const editor = useT('editor');
  const { space, setSpace } = useEditorSpace();
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [texts, setTexts] = useState({
    letter: space.messages.thanks.letter.text,
    fanMessage: space.messages.thanks.fanMessage.text,
  });

  async function submit() {
    const request = {
      spaceId: space.spaceId,
      thanks: { letter: { text: texts.letter }, fanMessage: { text: texts.fanMessage } },
    };
    const issues = isRequest.issues(request);
    if (issues.length > 0) {
      showInvalid(fieldErrors(editor, issues));
      return;
    }
    const saved = await save(
      async () => call(await signedInFunctions(), updateThanksSettings, request),
      editor('saved'),
    );
    if (saved) setSpace(saved.space);
  }

  return (
    <div>
      <h1 className="mb-1 text-xl font-bold text-neutral-900">{t('thanksTitle')}</h1>
      <p className="mb-4 text-sm text-neutral-600">{t('thanksIntroText')}</p>
      <FormError message={formError} />
      <AsyncForm onSubmit={submit} noValidate className="space-y-6">
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
              value={texts[kind]}
              onChange={(event) => setTexts({ ...texts, [kind]: event.target.value })}
            />
            <ThanksImageSlot image={space.messages.thanks[kind].image} />
          </SettingsCard>
        ))}
        <Button type="submit">{editor('save')}</Button>
      </AsyncForm>
    </div>
  );
}

/** Where the thanks image goes; uploading arrives with the image pipeline. */
function ThanksImageSlot({ image }: { image: ThanksSettings['letter']['image'] }) {
  const t = useT('inbox');
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-neutral-800">{t('thanksImage')}</p>
      <div className="flex h-24 w-32 items-center justify-center overflow-hidden rounded-lg border border-dashed border-neutral-300 bg-neutral-50 text-center text-xs text-neutral-500">
        {image ? (
          <img src={image.url} alt="" className="size-full object-cover" />
        ) : (
          <span className="p-3">{t('thanksImageSoon')}</span>
        )}
      </div>
    </div>
  );
}

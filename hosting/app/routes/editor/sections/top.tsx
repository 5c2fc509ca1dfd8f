// /s/{slug}/top: avatar and header image (saved as soon as the pipeline attaches them), then the
// form of display name, bio (line breaks kept) and layout.
import {
  checkTop,
  isSampleBio,
  LAYOUTS,
  LIMITS,
  updateSpaceTop,
  type SpaceForEdit,
  type SpaceTopInput,
} from '@spaces/contracts';
import { SelectField, TextArea, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import type { Route } from './+types/top';
import { useEditorSpace } from '../shell/editor-space';
import { usePreviewDraft } from '../shell/preview-draft';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { SpaceImageUpload } from '../shell/space-image-upload';
import { sentAsChecked, controlsOf, useEditorForm } from '../form/use-editor-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'topTitle');

const topOf = ({ top }: SpaceForEdit): SpaceTopInput => ({
  displayName: top.displayName,
  bio: top.bio,
  layout: top.layout,
});

export default function TopEditor() {
  const t = useT('editor');
  const images = useT('images');
  const { space } = useEditorSpace();
  const form = useEditorForm({
    fromSpace: topOf,
    ...sentAsChecked('top', checkTop),
    contract: updateSpaceTop,
  });
  const top = form.value;
  const { text } = controlsOf(form, 'top');
  usePreviewDraft({ top: { ...space.top, ...top } });

  return (
    <div>
      <SectionHeader title={t('topTitle')} error={form.formError} />
      <section
        aria-label={images('imagesTitle')}
        className="mb-6 space-y-6 rounded-lg border border-line bg-surface p-6"
      >
        <p className="text-sm text-fg-muted">{images('savedAtOnce')}</p>
        <SpaceImageUpload
          slot="space-avatar"
          label={images('avatarLabel')}
          hint={images('avatarHint')}
        />
        <SpaceImageUpload
          slot="space-header"
          label={images('headerLabel')}
          hint={images('headerHint')}
          shape="wide"
        />
      </section>
      <SectionForm form={form} label={t('topTitle')}>
        <div className="space-y-4 rounded-lg border border-line bg-surface p-6">
          <TextField
            label={t('displayName')}
            name="displayName"
            required
            maxLength={LIMITS.displayNameMaxLength}
            {...text('displayName')}
          />
          <TextArea
            label={t('bio')}
            name="bio"
            rows={6}
            maxLength={LIMITS.bioMaxLength}
            hint={
              isSampleBio(top.bio)
                ? `${t('sampleBadge')}: ${t('sampleHint')}`
                : t('bioHint', { max: LIMITS.bioMaxLength })
            }
            {...text('bio')}
          />
          <SelectField
            label={t('layout')}
            name="layout"
            {...text('layout')}
            options={LAYOUTS.map((layout) => ({
              value: layout,
              label: layout === 'centered' ? t('layoutCentered') : t('layoutLeft'),
            }))}
          />
        </div>
      </SectionForm>
    </div>
  );
}

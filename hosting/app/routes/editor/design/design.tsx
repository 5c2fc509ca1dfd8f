// /s/{slug}/bg: the background and the theme. A gallery of designed presets, then the owner's own
// choices; the contrast of every text is shown as it changes, and a combination below 4.5:1 is
// refused here before the server refuses it too. The preview beside the form shows the draft.
import {
  checkDesign,
  PRESET_DESIGNS,
  updateSpaceDesign,
  type BackgroundInput,
  type SpaceForEdit,
  type Theme,
} from '@spaces/contracts';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { useEditorForm } from '../form/use-editor-form';
import { useEditorSpace } from '../shell/editor-space';
import { usePreviewDraft } from '../shell/preview-draft';
import type { Route } from './+types/design';
import { BackgroundPanel } from './background-panel';
import { ContrastPanel } from './contrast-panel';
import { PresetGallery } from './preset-gallery';
import { ThemePanel } from './theme-panel';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'design', 'title');

interface DesignValue {
  background: BackgroundInput;
  theme: Theme;
}

const designOf = ({ background, theme }: SpaceForEdit): DesignValue => {
  const { image: _attached, ...input } = background;
  return { background: input, theme };
};

export default function DesignEditor() {
  const t = useT('design');
  const { space } = useEditorSpace();
  const image = space.background.image;
  const form = useEditorForm({
    fromSpace: designOf,
    toRequest: (value: DesignValue, current) => ({ spaceId: current.spaceId, ...value }),
    contract: updateSpaceDesign,
    check: (request) =>
      checkDesign({ ...request.background, ...(image && { image }) }, request.theme),
  });
  const { value, setValue, errors } = form;
  const { background, theme } = value;
  usePreviewDraft({ background: { ...background, ...(image && { image }) }, theme });

  const setBackground = (change: Partial<BackgroundInput>) =>
    setValue((current) => ({ ...current, background: { ...current.background, ...change } }));
  const setTheme = (change: Partial<Theme>) =>
    setValue((current) => ({ ...current, theme: { ...current.theme, ...change } }));

  return (
    <div>
      <SectionHeader title={t('title')} description={t('intro')} error={form.formError} />
      <SectionForm form={form} label={t('title')}>
        <PresetGallery
          selected={theme.preset}
          onSelect={(preset) => setValue(structuredClone(PRESET_DESIGNS[preset]))}
        />

        <BackgroundPanel background={background} errors={errors} onChange={setBackground} />

        <ThemePanel theme={theme} errors={errors} onChange={setTheme} />

        <ContrastPanel background={background} theme={theme} />
      </SectionForm>
    </div>
  );
}

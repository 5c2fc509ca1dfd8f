// The designed presets as a radio group of small pictures of the page each makes; choosing one
// replaces the whole design with it.
import { designColors, PRESET_DESIGNS, THEME_PRESETS, type ThemePreset } from '@spaces/contracts';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { useT } from '../../../i18n/use-t';
import { backgroundCss } from '../../../space-view/page/design-style';
import { Panel } from '../../../components/form/design-controls';
import { PictureRadio, PictureRadios } from '../../../components/form/picture-radios';
import { designKey } from './design-labels';

export function PresetGallery({
  selected,
  onSelect,
}: {
  selected: ThemePreset;
  onSelect: (preset: ThemePreset) => void;
}) {
  const t = useT('design');
  return (
    <Panel title={t('presetsHeading')} hint={t('presetsHint')}>
      <PictureRadios
        label={t('presetsHeading')}
        values={THEME_PRESETS}
        selected={selected}
        onSelect={onSelect}
        testId={(preset) => `preset-${preset}`}
      >
        {(preset, radio) => (
          <PresetSwatch
            key={preset}
            preset={preset}
            label={t(designKey('preset', preset))}
            {...radio}
          />
        )}
      </PictureRadios>
    </Panel>
  );
}

/** A preset as a small picture of the page it makes: background, a card, a button. */
function PresetSwatch({
  preset,
  label,
  selected,
  onSelect,
}: {
  preset: ThemePreset;
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { background, theme } = PRESET_DESIGNS[preset];
  const colors = designColors(background, theme);
  const radius = { square: '3px', rounded: '7px', pill: '999px' }[theme.buttonShape];
  return (
    <PictureRadio
      selected={selected}
      onSelect={onSelect}
      testId={`preset-${preset}`}
      className="group"
    >
      <span
        aria-hidden="true"
        className="flex h-24 flex-col items-center justify-center gap-1.5 px-4"
        style={{
          background:
            background.kind === 'image'
              ? `linear-gradient(160deg, ${background.color}, #475569)`
              : backgroundCss(background),
        }}
      >
        <span className="h-2 w-10 rounded-full" style={{ background: colors.text }} />
        <span
          className="h-4 w-full"
          style={
            theme.buttonFill === 'solid'
              ? { background: colors.accent, borderRadius: radius }
              : { border: `2px solid ${colors.accent}`, borderRadius: radius }
          }
        />
        <span className="h-4 w-full rounded" style={{ background: colors.surface }} />
      </span>
      <span className="flex items-center justify-between bg-surface px-3 py-2 text-sm font-medium text-fg">
        {label}
        {selected && <CheckIcon className="size-4 text-accent-strong" />}
      </span>
    </PictureRadio>
  );
}

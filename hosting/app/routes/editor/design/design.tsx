// /s/{slug}/bg: the background and the theme. A gallery of designed presets, then the owner's own
// choices; the contrast of every text is shown as it changes, and a combination below 4.5:1 is
// refused here before the server refuses it too. The preview beside the form shows the draft.
import {
  BACKGROUND_FITS,
  BACKGROUND_KINDS,
  BUTTON_FILLS,
  BUTTON_SHADOWS,
  BUTTON_SHAPES,
  checkDesign,
  designColors,
  MIN_TEXT_CONTRAST,
  PRESET_DESIGNS,
  SNS_ICON_STYLES,
  THEME_FONTS,
  THEME_PRESETS,
  updateSpaceDesign,
  type BackgroundInput,
  type SpaceForEdit,
  type Theme,
  type ThemePreset,
} from '@spaces/contracts';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { ImageUpload } from '../../../components/image/image-upload';
import { cn } from '../../../components/ui/cn';
import { SelectField } from '../../../components/ui/field';
import type { MessageKey } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { titleMeta } from '../../../lib/page-title';
import { backgroundCss } from '../../space/page/design-style';
import { HEADING_FONTS } from '../../space/page/fonts';
import type { Route } from './+types/design';
import { ChoiceGroup, ColorField, RangeField } from './design-controls';
import { useEditorSpace } from '../shell/editor-space';
import { withSpaceImage } from '../shell/space-images';
import { usePreviewDraft } from '../shell/preview-draft';
import { SectionForm } from '../form/section-form';
import { SectionHeader } from '../form/section-header';
import { spaceCallable, useEditorForm } from '../form/use-editor-form';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'design', 'title');

const saveDesign = spaceCallable(updateSpaceDesign);

interface DesignValue {
  background: BackgroundInput;
  theme: Theme;
}

const designOf = ({ background, theme }: SpaceForEdit): DesignValue => {
  const { image: _attached, ...input } = background;
  return { background: input, theme };
};

type DesignKey = MessageKey<'design'>;
const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const key = (prefix: string, value: string) => `${prefix}${capitalized(value)}` as DesignKey;

export default function DesignEditor() {
  const t = useT('design');
  const { space, setSpace } = useEditorSpace();
  const image = space.background.image;
  const form = useEditorForm({
    fromSpace: designOf,
    toRequest: (value: DesignValue, current) => ({ spaceId: current.spaceId, ...value }),
    callable: saveDesign,
    check: (request) => {
      const checked = checkDesign(
        { ...request.background, ...(image && { image }) },
        request.theme,
      );
      return checked.ok ? [] : checked.issues;
    },
  });
  const { value, setValue, errors } = form;
  const { background, theme } = value;
  usePreviewDraft({ background: { ...background, ...(image && { image }) }, theme });

  const setBackground = (change: Partial<BackgroundInput>) =>
    setValue((current) => ({ ...current, background: { ...current.background, ...change } }));
  const setTheme = (change: Partial<Theme>) =>
    setValue((current) => ({ ...current, theme: { ...current.theme, ...change } }));
  const choices = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(key(prefix, v)) }));

  return (
    <div>
      <SectionHeader title={t('title')} description={t('intro')} error={form.formError} />
      <SectionForm form={form} label={t('title')}>
        <Panel title={t('presetsHeading')} hint={t('presetsHint')}>
          <div
            role="radiogroup"
            aria-label={t('presetsHeading')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            onKeyDown={(event) => {
              // The radio pattern: arrows move the choice, Tab leaves the group.
              const by = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
              if (!by) return;
              event.preventDefault();
              const at = THEME_PRESETS.indexOf(theme.preset);
              const next = THEME_PRESETS[(at + by + THEME_PRESETS.length) % THEME_PRESETS.length]!;
              setValue(structuredClone(PRESET_DESIGNS[next]));
              event.currentTarget
                .querySelector<HTMLElement>(`[data-testid="preset-${next}"]`)
                ?.focus();
            }}
          >
            {THEME_PRESETS.map((preset) => (
              <PresetSwatch
                key={preset}
                preset={preset}
                label={t(key('preset', preset))}
                selected={theme.preset === preset}
                onSelect={() => setValue(structuredClone(PRESET_DESIGNS[preset]))}
              />
            ))}
          </div>
        </Panel>

        <Panel title={t('backgroundHeading')}>
          <ChoiceGroup
            label={t('backgroundKind')}
            value={background.kind}
            options={choices(BACKGROUND_KINDS, 'kind')}
            onChange={(kind) => setBackground({ kind })}
          />
          {background.kind === 'image' && (
            <ImageUpload
              slot="space-background"
              spaceId={space.spaceId}
              image={image}
              onChange={(next) =>
                setSpace((current) => withSpaceImage(current, 'space-background', next))
              }
              label={t('imageSlot')}
              hint={t('imageSlotHint')}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label={
                background.kind === 'gradient'
                  ? t('gradientFrom')
                  : background.kind === 'image'
                    ? t('overlayColor')
                    : t('color')
              }
              value={background.color}
              onChange={(color) => setBackground({ color })}
              error={errors['background.color']}
              testId="bg-color"
            />
            {background.kind === 'gradient' && (
              <ColorField
                label={t('gradientTo')}
                value={background.gradientTo}
                onChange={(gradientTo) => setBackground({ gradientTo })}
                error={errors['background.gradientTo']}
                testId="bg-gradient-to"
              />
            )}
          </div>
          {background.kind === 'gradient' && (
            <RangeField
              label={t('angle')}
              value={background.angle}
              min={0}
              max={359}
              display={t('angleValue', { angle: background.angle })}
              onChange={(angle) => setBackground({ angle })}
            />
          )}
          {background.kind === 'image' && (
            <>
              <RangeField
                label={t('overlayOpacity')}
                value={background.overlayOpacity}
                min={0}
                max={90}
                step={5}
                display={t('overlayValue', { value: background.overlayOpacity })}
                onChange={(overlayOpacity) => setBackground({ overlayOpacity })}
                error={errors['background.overlayOpacity']}
              />
              <SelectField
                label={t('fit')}
                value={background.fit}
                onChange={(event) =>
                  setBackground({ fit: event.target.value as BackgroundInput['fit'] })
                }
              >
                {BACKGROUND_FITS.map((fit) => (
                  <option key={fit} value={fit}>
                    {t(key('fit', fit))}
                  </option>
                ))}
              </SelectField>
            </>
          )}
        </Panel>

        <Panel title={t('lookHeading')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <ColorField
              label={t('accent')}
              value={theme.accent}
              onChange={(accent) => setTheme({ accent })}
              error={errors['theme.accent']}
              testId="theme-accent"
            />
            <ColorField
              label={t('surface')}
              value={theme.surface}
              onChange={(surface) => setTheme({ surface })}
              error={errors['theme.surface']}
              testId="theme-surface"
            />
          </div>
          <ChoiceGroup
            label={t('buttonFill')}
            value={theme.buttonFill}
            options={choices(BUTTON_FILLS, 'fill')}
            onChange={(buttonFill) => setTheme({ buttonFill })}
          />
          <ChoiceGroup
            label={t('buttonShape')}
            value={theme.buttonShape}
            options={BUTTON_SHAPES.map((shape) => ({
              value: shape,
              label: t(key('shape', shape)),
              sample: (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-4 w-7 border-2 border-current',
                    shape === 'square'
                      ? 'rounded-[3px]'
                      : shape === 'rounded'
                        ? 'rounded-md'
                        : 'rounded-full',
                  )}
                />
              ),
            }))}
            onChange={(buttonShape) => setTheme({ buttonShape })}
          />
          <ChoiceGroup
            label={t('buttonShadow')}
            value={theme.buttonShadow}
            options={choices(BUTTON_SHADOWS, 'shadow')}
            onChange={(buttonShadow) => setTheme({ buttonShadow })}
          />
          <ChoiceGroup
            label={t('font')}
            value={theme.font}
            hint={t('fontHint')}
            options={THEME_FONTS.map((font) => ({
              value: font,
              label: t(key('font', font)),
              sample: (
                <span
                  aria-hidden="true"
                  className="text-base"
                  style={{ fontFamily: HEADING_FONTS[font] }}
                >
                  Aa
                </span>
              ),
            }))}
            onChange={(font) => setTheme({ font })}
          />
          <ChoiceGroup
            label={t('snsIcons')}
            value={theme.snsIcons}
            options={SNS_ICON_STYLES.map((style) => ({
              value: style,
              label: t(style === 'brand' ? 'snsBrand' : 'snsMono'),
            }))}
            onChange={(snsIcons) => setTheme({ snsIcons })}
          />
        </Panel>

        <ContrastPanel background={background} theme={theme} />
      </SectionForm>
    </div>
  );
}

function Panel({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-base font-semibold text-fg">{title}</h2>
        {hint && <p className="text-sm text-fg-muted">{hint}</p>}
      </div>
      {children}
    </section>
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
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      data-testid={`preset-${preset}`}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl border-2 text-left focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none',
        selected ? 'border-accent' : 'border-line hover:border-line-strong',
      )}
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
    </button>
  );
}

/** How readable every text is, as the owner changes colours. */
function ContrastPanel({ background, theme }: DesignValue) {
  const t = useT('design');
  const { contrast } = designColors(background, theme);
  const rows: { label: string; ratio: number }[] = [
    { label: t('contrastBackground'), ratio: contrast.background },
    { label: t('contrastSurface'), ratio: contrast.surface },
    { label: t('contrastAccent'), ratio: contrast.accent },
  ];
  const failing = rows.some((row) => row.ratio < MIN_TEXT_CONTRAST);
  return (
    <Panel title={t('contrastHeading')} hint={t('contrastHint')}>
      <ul className="divide-y divide-line" data-testid="contrast">
        {rows.map((row) => {
          const ok = row.ratio >= MIN_TEXT_CONTRAST;
          return (
            <li key={row.label} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="text-fg">{row.label}</span>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 font-medium tabular-nums',
                  ok ? 'bg-success-50 text-success-800' : 'bg-error-50 text-error-800',
                )}
              >
                {t('contrastRatio', { ratio: (Math.floor(row.ratio * 10) / 10).toFixed(1) })} ·{' '}
                {ok ? t('contrastOk') : t('contrastFail')}
              </span>
            </li>
          );
        })}
      </ul>
      {failing && (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="contrast-blocked">
          {t('contrastBlocked')}
        </p>
      )}
    </Panel>
  );
}

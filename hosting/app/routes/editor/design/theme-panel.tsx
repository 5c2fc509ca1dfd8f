// The look of the page: its accent and card colours, the buttons' fill, shape and shadow, the
// heading font and the style of the social icons.
import {
  BUTTON_FILLS,
  BUTTON_SHADOWS,
  BUTTON_SHAPES,
  SNS_ICON_STYLES,
  THEME_FONTS,
  type Theme,
} from '@spaces/contracts';
import { cn } from '../../../components/ui/cn';
import { useT } from '../../../i18n/use-t';
import { HEADING_FONTS } from '../../../space-view/page/fonts';
import type { FieldErrors } from '../../../forms/call-messages';
import { ChoiceGroup, ColorField, Panel } from '../../../components/form/design-controls';
import { choicesOf, designKey } from './design-labels';

export function ThemePanel({
  theme,
  errors,
  onChange,
}: {
  theme: Theme;
  errors: FieldErrors;
  onChange: (change: Partial<Theme>) => void;
}) {
  const t = useT('design');
  return (
    <Panel title={t('lookHeading')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ColorField
          label={t('accent')}
          value={theme.accent}
          onChange={(accent) => onChange({ accent })}
          error={errors['theme.accent']}
          testId="theme-accent"
        />
        <ColorField
          label={t('surface')}
          value={theme.surface}
          onChange={(surface) => onChange({ surface })}
          error={errors['theme.surface']}
          testId="theme-surface"
        />
      </div>
      <ChoiceGroup
        label={t('buttonFill')}
        value={theme.buttonFill}
        options={choicesOf(t, BUTTON_FILLS, 'fill')}
        onChange={(buttonFill) => onChange({ buttonFill })}
      />
      <ChoiceGroup
        label={t('buttonShape')}
        value={theme.buttonShape}
        options={BUTTON_SHAPES.map((shape) => ({
          value: shape,
          label: t(designKey('shape', shape)),
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
        onChange={(buttonShape) => onChange({ buttonShape })}
      />
      <ChoiceGroup
        label={t('buttonShadow')}
        value={theme.buttonShadow}
        options={choicesOf(t, BUTTON_SHADOWS, 'shadow')}
        onChange={(buttonShadow) => onChange({ buttonShadow })}
      />
      <ChoiceGroup
        label={t('font')}
        value={theme.font}
        hint={t('fontHint')}
        options={THEME_FONTS.map((font) => ({
          value: font,
          label: t(designKey('font', font)),
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
        onChange={(font) => onChange({ font })}
      />
      <ChoiceGroup
        label={t('snsIcons')}
        value={theme.snsIcons}
        options={SNS_ICON_STYLES.map((style) => ({
          value: style,
          label: t(style === 'brand' ? 'snsBrand' : 'snsMono'),
        }))}
        onChange={(snsIcons) => onChange({ snsIcons })}
      />
    </Panel>
  );
}

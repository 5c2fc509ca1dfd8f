// A link button's colour and style as the public page draws them: colour swatches (the theme's
// own colour first) and, for a colour picked on purpose, filled or soft. The page draws a
// theme-coloured button in the theme's one style, so that choice lives on the design page.
import type { ButtonInput } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/icons/ui-icons';
import { ownerColorClasses } from '../../../components/ui/button-styles';
import { cn } from '../../../components/ui/cn';
import type { MessageKey } from '../../../i18n/catalogues';
import { useT } from '../../../i18n/use-t';
import { useEditorSpace } from '../shell/editor-space';

type Color = ButtonInput['color'];
type Variant = ButtonInput['variant'];

/** The colours offered, in words; `info` draws the same blue as `secondary` and is shown as it. */
const SWATCHES: readonly [Color, MessageKey<'editor'>][] = [
  ['primary', 'colorTheme'],
  ['success', 'colorGreen'],
  ['secondary', 'colorBlue'],
  ['warning', 'colorYellow'],
  ['error', 'colorRed'],
  ['neutral', 'colorGrey'],
];
const shownColor = (color: Color): Color => (color === 'info' ? 'secondary' : color);

/** The page draws every variant but solid as the soft tint; the others are not offered. */
const STYLES: readonly [Variant, MessageKey<'editor'>][] = [
  ['solid', 'styleFilled'],
  ['soft', 'styleSoft'],
];
const shownVariant = (variant: Variant): Variant => (variant === 'solid' ? 'solid' : 'soft');

export function ButtonLook({
  color,
  variant,
  update,
}: {
  color: Color;
  variant: Variant;
  update: (change: Partial<Pick<ButtonInput, 'color' | 'variant'>>) => void;
}) {
  const t = useT('editor');
  const { space } = useEditorSpace();
  const current = shownColor(color);
  return (
    <div className="space-y-3 sm:col-span-2">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-fg">{t('buttonColor')}</legend>
        <div className="flex flex-wrap gap-2">
          {SWATCHES.map(([value, key]) => (
            <Choice
              key={value}
              checked={current === value}
              onSelect={() => update({ color: value })}
              label={t(key)}
              swatch={
                value === 'primary' ? (
                  <span
                    className="size-5 rounded-full ring-1 ring-line-strong"
                    style={{ background: space.theme.accent }}
                  />
                ) : (
                  <span className={cn(ownerColorClasses(value, 'solid'), 'size-5 rounded-full')} />
                )
              }
            />
          ))}
        </div>
      </fieldset>
      {current === 'primary' ? (
        <p className="text-sm text-fg-muted">{t('styleFromTheme')}</p>
      ) : (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('buttonVariant')}</legend>
          <div className="flex flex-wrap gap-2">
            {STYLES.map(([value, key]) => (
              <Choice
                key={value}
                checked={shownVariant(variant) === value}
                onSelect={() => update({ variant: value })}
                label={t(key)}
                swatch={
                  <span className={cn(ownerColorClasses(current, value), 'h-5 w-8 rounded-md')} />
                }
              />
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** One radio: a swatch and its name in words, 44 px high. */
function Choice({
  checked,
  onSelect,
  label,
  swatch,
}: {
  checked: boolean;
  onSelect: () => void;
  label: string;
  swatch: ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-3 text-sm text-fg has-focus-visible:ring-2 has-focus-visible:ring-accent',
        checked ? 'border-accent' : 'border-line hover:border-line-strong',
      )}
    >
      <input type="radio" className="sr-only" checked={checked} onChange={onSelect} />
      <span aria-hidden="true" className="flex">
        {swatch}
      </span>
      {label}
      {checked && <CheckIcon aria-hidden="true" className="size-4 text-accent-strong" />}
    </label>
  );
}

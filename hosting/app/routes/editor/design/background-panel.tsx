// The background: a colour, a gradient or an image (under a coloured overlay), and their settings.
import { BACKGROUND_FITS, BACKGROUND_KINDS, type BackgroundInput } from '@spaces/contracts';
import { SelectField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import type { FieldErrors } from '../../../forms/call-messages';
import { SpaceImageUpload } from '../shell/space-image-upload';
import {
  ChoiceGroup,
  ColorField,
  Panel,
  RangeField,
} from '../../../components/form/design-controls';
import { choicesOf, designKey } from './design-labels';

export function BackgroundPanel({
  background,
  errors,
  onChange,
}: {
  background: BackgroundInput;
  errors: FieldErrors;
  onChange: (change: Partial<BackgroundInput>) => void;
}) {
  const t = useT('design');
  return (
    <Panel title={t('backgroundHeading')}>
      <ChoiceGroup
        label={t('backgroundKind')}
        value={background.kind}
        options={choicesOf(t, BACKGROUND_KINDS, 'kind')}
        onChange={(kind) => onChange({ kind })}
      />
      {/* The pipeline attaches the image to the space itself: it is no field of the form. */}
      {background.kind === 'image' && (
        <SpaceImageUpload
          slot="space-background"
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
          onChange={(color) => onChange({ color })}
          error={errors['background.color']}
          testId="bg-color"
        />
        {background.kind === 'gradient' && (
          <ColorField
            label={t('gradientTo')}
            value={background.gradientTo}
            onChange={(gradientTo) => onChange({ gradientTo })}
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
          onChange={(angle) => onChange({ angle })}
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
            onChange={(overlayOpacity) => onChange({ overlayOpacity })}
            error={errors['background.overlayOpacity']}
          />
          <SelectField
            label={t('fit')}
            value={background.fit}
            onChange={(event) => onChange({ fit: event.target.value as BackgroundInput['fit'] })}
            options={BACKGROUND_FITS.map((fit) => ({
              value: fit,
              label: t(designKey('fit', fit)),
            }))}
          />
        </>
      )}
    </Panel>
  );
}

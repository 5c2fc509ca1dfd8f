// Slow mode beside the letter and fan-message settings (decision 045): one message per sender per
// N minutes, chosen from the fixed list and saved at once. The setting is the space's, so both
// pages show the same choice.
import { SLOW_MODE_MINUTES, updateModeration, type SlowModeMinutes } from '@spaces/contracts';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { FormError } from '../../../forms/form-error';
import { useEditorSave } from '../../../forms/use-editor-save';
import { SettingsCard } from '../messages/message-settings-form';
import { useEditorSpace } from '../shell/editor-space';

const isChoice = (value: number): value is SlowModeMinutes =>
  (SLOW_MODE_MINUTES as readonly number[]).includes(value);

export function SlowModeCard() {
  const t = useT('moderation');
  const { space, setSpace } = useEditorSpace();
  const { save, formError } = useEditorSave();
  // The choice being saved: shown at once, and the saved one again if the save fails.
  const [pending, setPending] = useState<SlowModeMinutes | null>(null);
  const value = pending ?? space.moderation.slowModeMinutes;

  async function choose(minutes: SlowModeMinutes) {
    setPending(minutes);
    await save(
      () =>
        callSignedIn(updateModeration, {
          spaceId: space.spaceId,
          slowModeMinutes: minutes,
        }),
      t('slowModeSaved'),
      { onSaved: (saved) => setSpace(saved.space) },
    );
    setPending(null);
  }

  return (
    <SettingsCard title={t('slowModeTitle')}>
      <FormError message={formError} />
      <SelectField
        label={t('slowMode')}
        name="slowModeMinutes"
        hint={t('slowModeHint')}
        value={String(value)}
        disabled={pending !== null}
        aria-busy={pending !== null}
        onChange={(event) => {
          const minutes = Number(event.target.value);
          if (isChoice(minutes)) void choose(minutes);
        }}
        className="max-w-64"
        options={SLOW_MODE_MINUTES.map((minutes) => ({
          value: String(minutes),
          label: minutes === 0 ? t('slowModeOff') : t('slowModeEvery', { minutes }),
        }))}
      />
    </SettingsCard>
  );
}

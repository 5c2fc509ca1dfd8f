// The page of one message box's settings (letters, fan messages): the box on and off, its own
// fields, the longest message it takes, the pause with the note fans see, in one form; what else the page holds; then slow mode.
import type { ReactNode } from 'react';
import { TextField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { useT } from '../../../i18n/use-t';
import type { EditorForm } from '../../../forms/form-state';
import { SectionForm } from '../../../forms/section-form';
import { SectionHeader } from '../../../forms/section-header';
import { SlowModeCard } from '../moderation/slow-mode';
import { PauseControls, SettingsCard } from './message-settings-form';

/** What every box's form holds besides its own fields. */
interface BoxForm {
  enabled: boolean;
  maxLength: string;
  paused: boolean;
  pauseNote: string;
}

export function BoxSettingsPage<B extends BoxForm>({
  title,
  description,
  enabledLabel,
  form,
  field,
  max,
  children,
  after,
  more,
}: {
  title: string;
  description: string;
  enabledLabel: string;
  form: EditorForm<B>;
  /** The box's field of the request, which names its fields' messages. */
  field: 'letterBox' | 'fanMessages';
  /** The longest message the box may be set to take (its limit). */
  max: number;
  /** The box's own fields, between its switch and its maximum length. */
  children: ReactNode;
  /** The box's fields after its maximum length, before its pause. */
  after?: ReactNode;
  /** The page's other cards, before slow mode. */
  more?: ReactNode;
}) {
  const t = useT('inbox');
  const box = form.value;
  const update = (change: Partial<BoxForm>) =>
    form.setValue((current) => ({ ...current, ...change }));
  return (
    <div>
      <SectionHeader title={title} description={description} error={form.formError} />
      <div className="space-y-6">
        <SettingsCard>
          <SectionForm form={form} label={title}>
            <Switch
              label={enabledLabel}
              checked={box.enabled}
              onCheckedChange={(enabled) => update({ enabled })}
            />
            {children}
            <TextField
              label={t('maxLength')}
              name="maxLength"
              inputMode="numeric"
              hint={t('maxLengthHint', { max })}
              error={
                // The schema's bound reads better as the range than as "check this value".
                form.errors[`${field}.maxLength`] && t('maxLengthHint', { max })
              }
              value={box.maxLength}
              onChange={(event) => update({ maxLength: event.target.value })}
              className="max-w-40"
            />
            {after}
            <PauseControls
              paused={box.paused}
              note={box.pauseNote}
              error={form.errors[`${field}.pauseNote`]}
              onPaused={(paused) => update({ paused })}
              onNote={(pauseNote) => update({ pauseNote })}
            />
          </SectionForm>
        </SettingsCard>
        {more}
        <SlowModeCard />
      </div>
    </div>
  );
}

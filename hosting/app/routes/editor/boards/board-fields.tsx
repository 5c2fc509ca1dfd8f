import { BOARD_MODES, LIMITS, type BoardMode } from '@spaces/contracts';
import type { ReactNode } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';

/** The boards catalogue's name of a posting mode. */
export function modeLabelKey(mode: BoardMode) {
  return mode === 'owner' ? 'modeOwner' : mode === 'approval' ? 'modeApproval' : 'modeOpen';
}

/** What both creating and editing a board ask for. */
export interface BoardFieldValues {
  title: string;
  slug: string;
  mode: BoardMode;
}

/** A board's title, slug and posting mode: the fields both creating and editing a board show. */
export function BoardFields({
  fields,
  errors,
  onChange,
  slugHint,
  children,
}: {
  fields: BoardFieldValues;
  errors: Record<string, string>;
  onChange: (fields: BoardFieldValues) => void;
  slugHint?: string;
  /** Fields shown between the slug and the mode. */
  children?: ReactNode;
}) {
  const t = useT('boards');
  return (
    <>
      <TextField
        label={t('title')}
        name="title"
        required
        maxLength={LIMITS.boardTitleMaxLength}
        value={fields.title}
        error={errors['board.title']}
        onChange={(event) => onChange({ ...fields, title: event.target.value })}
      />
      <TextField
        label={t('slug')}
        name="slug"
        required
        maxLength={LIMITS.slugMaxLength}
        hint={slugHint}
        value={fields.slug}
        error={errors['board.slug']}
        onChange={(event) => onChange({ ...fields, slug: event.target.value })}
      />
      {children}
      <SelectField
        label={t('mode')}
        name="mode"
        value={fields.mode}
        onChange={(event) => onChange({ ...fields, mode: event.target.value as BoardMode })}
        options={BOARD_MODES.map((m) => ({ value: m, label: t(modeLabelKey(m)) }))}
      />
    </>
  );
}

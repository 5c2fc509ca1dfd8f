// /s/{slug}/button: the ordered link buttons (≤ 50) — label, URL, colour and variant from the UI
// kit, visible on/off — saved as one list, with a live preview of each button.
import {
  BUTTON_COLORS,
  BUTTON_VARIANTS,
  checkButtons,
  LIMITS,
  updateSpaceButtons,
  validator,
  type ButtonInput,
} from '@spaces/contracts';
import { useState } from 'react';
import { PlusIcon } from '../../components/icons/ui-icons';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { buttonClasses } from '../../components/ui/button-styles';
import { SelectField, Switch, TextField } from '../../components/ui/field';
import type { MessageKey } from '../../i18n/catalogues';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import type { Route } from './+types/buttons';
import { fieldErrors } from './call-messages';
import { loadSpaceForEdit } from './load-space';
import {
  move,
  newKey,
  removeAt,
  replaceAt,
  withKeys,
  withoutKeys,
  type Keyed,
} from './ordered-list';
import { RowControls } from './row-controls';
import { ListHeader } from './list-header';
import { SpaceNav } from './space-nav';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(matches, 'editor', 'buttonTitle');

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  await serverLoader();
  return { space: await loadSpaceForEdit(params.slug) };
}
clientLoader.hydrate = true as const;

export { EditorFallback as HydrateFallback } from './editor-fallback';

type Row = Keyed<ButtonInput>;

const isButtonsRequest = validator(updateSpaceButtons.request);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const colorKey = (color: string) => `color${capitalized(color)}` as MessageKey<'editor'>;
const variantKey = (variant: string) => `variant${capitalized(variant)}` as MessageKey<'editor'>;

export default function ButtonsEditor({ loaderData }: Route.ComponentProps) {
  const t = useT('editor');
  const { space } = loaderData;
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [rows, setRows] = useState<Row[]>(() => withKeys(space.buttons));
  const full = rows.length >= LIMITS.buttonsPerSpace;

  async function submit() {
    const buttons = withoutKeys(rows).map((row) => ({
      ...row,
      label: row.label.trim(),
      url: row.url.trim(),
    }));
    const request = { spaceId: space.spaceId, buttons };
    const checked = checkButtons(buttons);
    const issues = [...isButtonsRequest.issues(request), ...(checked.ok ? [] : checked.issues)];
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, issues));
      return;
    }
    const saved = await save(
      async () => call(await signedInFunctions(), updateSpaceButtons, request),
      t('saved'),
    );
    if (saved) setRows(withKeys(saved.space.buttons));
  }

  const addRow = () =>
    setRows([
      ...rows,
      { key: newKey(), label: '', url: '', color: 'primary', variant: 'solid', visible: true },
    ]);

  return (
    <div>
      <SpaceNav slug={space.slug} displayName={space.top.displayName} />
      <ListHeader
        title={t('buttonTitle')}
        count={rows.length}
        max={LIMITS.buttonsPerSpace}
        error={formError}
      />
      <AsyncForm onSubmit={submit} noValidate className="space-y-4">
        {rows.length === 0 && <p className="text-sm text-slate-600">{t('buttonEmpty')}</p>}
        <ol className="space-y-3" aria-label={t('buttonTitle')}>
          {rows.map((row, index) => {
            const field = (name: string) => errors[`buttons.${index}.${name}`];
            const update = (change: Partial<ButtonInput>) =>
              setRows(replaceAt<Row>(rows, index, change));
            return (
              <li
                key={row.key}
                data-testid="button-row"
                className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
              >
                <div className="flex items-center justify-between gap-2">
                  <span
                    className={buttonClasses({
                      color: row.color,
                      variant: row.variant,
                      size: 'sm',
                    })}
                    aria-hidden="true"
                  >
                    {row.label || t('itemNumber', { n: index + 1 })}
                  </span>
                  <RowControls
                    rowKey={row.key}
                    index={index}
                    count={rows.length}
                    onMove={(by) => setRows(move(rows, index, by))}
                    onRemove={() => setRows(removeAt(rows, index))}
                  />
                </div>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('buttonLabel')}
                    maxLength={LIMITS.buttonLabelMaxLength}
                    error={field('label')}
                    value={row.label}
                    onChange={(event) => update({ label: event.target.value })}
                  />
                  <TextField
                    label={t('buttonUrl')}
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={LIMITS.urlMaxLength}
                    error={field('url')}
                    value={row.url}
                    onChange={(event) => update({ url: event.target.value })}
                  />
                  <SelectField
                    label={t('buttonColor')}
                    error={field('color')}
                    value={row.color}
                    onChange={(event) =>
                      update({ color: event.target.value as ButtonInput['color'] })
                    }
                  >
                    {BUTTON_COLORS.map((color) => (
                      <option key={color} value={color}>
                        {t(colorKey(color))}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    label={t('buttonVariant')}
                    error={field('variant')}
                    value={row.variant}
                    onChange={(event) =>
                      update({ variant: event.target.value as ButtonInput['variant'] })
                    }
                  >
                    {BUTTON_VARIANTS.map((variant) => (
                      <option key={variant} value={variant}>
                        {t(variantKey(variant))}
                      </option>
                    ))}
                  </SelectField>
                </div>
                <Switch
                  label={t('buttonVisible')}
                  checked={row.visible}
                  onCheckedChange={(visible) => update({ visible })}
                />
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            color="neutral"
            leading={<PlusIcon className="size-4" />}
            disabled={full}
            onClick={addRow}
          >
            {t('buttonAdd')}
          </Button>
          <Button type="submit">{t('save')}</Button>
          {full && (
            <span className="text-sm text-slate-500">
              {t('limitReached', { max: LIMITS.buttonsPerSpace })}
            </span>
          )}
        </div>
      </AsyncForm>
    </div>
  );
}

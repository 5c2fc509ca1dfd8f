// /s/{slug}/sns: the ordered list of social links (≤ 20), saved as one list.
import {
  checkSnsLinks,
  LIMITS,
  SNS_SERVICES,
  updateSpaceSns,
  validator,
  type SnsLinkInput,
  type SnsService,
} from '@spaces/contracts';
import { useState } from 'react';
import { PlusIcon } from '../../components/icons/ui-icons';
import { SnsIcon } from '../../components/icons/sns-icons';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import type { Route } from './+types/sns';
import { fieldErrors } from './call-messages';
import { loadSpaceForEdit } from './load-space';
import { move, newKey, removeAt, replaceAt, withoutKeys, type Keyed } from './ordered-list';
import { RowControls } from './row-controls';
import { serviceLabelKey } from './sns-labels';
import { ListHeader } from './list-header';
import { SpaceNav } from './space-nav';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'snsTitle');

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

type Row = Keyed<SnsLinkInput>;

const isSnsRequest = validator(updateSpaceSns.request);

function rowsOf(links: readonly { id: string; service: SnsService; url: string }[]): Row[] {
  return links.map((link) => ({
    key: link.id,
    id: link.id,
    service: link.service,
    value: link.url,
  }));
}

export default function SnsEditor({ loaderData }: Route.ComponentProps) {
  const t = useT('editor');
  const { space } = loaderData;
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(space.sns));
  const full = rows.length >= LIMITS.snsLinksPerSpace;

  async function submit() {
    const sns = withoutKeys(rows).map((row) => ({ ...row, value: row.value.trim() }));
    const request = { spaceId: space.spaceId, sns };
    const checked = checkSnsLinks(sns);
    const issues = [...isSnsRequest.issues(request), ...(checked.ok ? [] : checked.issues)];
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, issues));
      return;
    }
    const saved = await save(
      async () => call(await signedInFunctions(), updateSpaceSns, request),
      t('saved'),
    );
    if (saved) setRows(rowsOf(saved.space.sns));
  }

  return (
    <div>
      <SpaceNav slug={space.slug} displayName={space.top.displayName} />
      <ListHeader
        title={t('snsTitle')}
        count={rows.length}
        max={LIMITS.snsLinksPerSpace}
        error={formError}
      />
      <AsyncForm onSubmit={submit} noValidate className="space-y-4">
        {rows.length === 0 && <p className="text-sm text-slate-600">{t('snsEmpty')}</p>}
        <ol className="space-y-3" aria-label={t('snsTitle')}>
          {rows.map((row, index) => (
            <li
              key={row.key}
              data-testid="sns-row"
              className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
            >
              <SnsIcon service={row.service} className="mt-8 size-6 text-slate-600" />
              <div className="w-40">
                <SelectField
                  label={t('snsService')}
                  value={row.service}
                  error={errors[`sns.${index}.service`]}
                  onChange={(event) =>
                    setRows(replaceAt(rows, index, { service: event.target.value as SnsService }))
                  }
                >
                  {SNS_SERVICES.map((service) => (
                    <option key={service} value={service}>
                      {t(serviceLabelKey(service))}
                    </option>
                  ))}
                </SelectField>
              </div>
              <div className="min-w-48 flex-1">
                <TextField
                  label={t('snsValue')}
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={LIMITS.snsValueMaxLength}
                  error={errors[`sns.${index}.value`]}
                  value={row.value}
                  onChange={(event) =>
                    setRows(replaceAt(rows, index, { value: event.target.value }))
                  }
                />
              </div>
              <div className="mt-6">
                <RowControls
                  rowKey={row.key}
                  index={index}
                  count={rows.length}
                  onMove={(by) => setRows(move(rows, index, by))}
                  onRemove={() => setRows(removeAt(rows, index))}
                />
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            color="neutral"
            leading={<PlusIcon className="size-4" />}
            disabled={full}
            onClick={() => setRows([...rows, { key: newKey(), service: 'x', value: '' }])}
          >
            {t('snsAdd')}
          </Button>
          <Button type="submit">{t('save')}</Button>
          {full && (
            <span className="text-sm text-slate-500">
              {t('limitReached', { max: LIMITS.snsLinksPerSpace })}
            </span>
          )}
        </div>
      </AsyncForm>
    </div>
  );
}

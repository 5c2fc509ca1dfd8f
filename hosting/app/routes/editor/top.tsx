// /s/{slug}/top: display name, bio (line breaks kept) and layout.
import {
  checkTop,
  LAYOUTS,
  LIMITS,
  updateSpaceTop,
  validator,
  type SpaceTopInput,
} from '@spaces/contracts';
import { useState } from 'react';
import { AsyncForm } from '../../components/ui/async-form';
import { Button } from '../../components/ui/button';
import { SelectField, TextArea, TextField } from '../../components/ui/field';
import { useT } from '../../i18n/use-t';
import { call, signedInFunctions } from '../../lib/callables';
import { titleMeta } from '../../lib/page-title';
import { requireUser } from '../../lib/session.server';
import { FormAlert } from '../auth/form-alert';
import type { Route } from './+types/top';
import { fieldErrors } from './call-messages';
import { loadSpaceForEdit } from './load-space';
import { SpaceNav } from './space-nav';
import { useEditorSave } from './use-editor-save';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'topTitle');

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

const isTopRequest = validator(updateSpaceTop.request);

export default function TopEditor({ loaderData }: Route.ComponentProps) {
  const t = useT('editor');
  const { space } = loaderData;
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [top, setTop] = useState<SpaceTopInput>({
    displayName: space.top.displayName,
    bio: space.top.bio,
    layout: space.top.layout,
  });

  async function submit() {
    const checked = checkTop(top);
    const request = { spaceId: space.spaceId, top: checked.ok ? checked.value : top };
    const issues = [...isTopRequest.issues(request), ...(checked.ok ? [] : checked.issues)];
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, issues));
      return;
    }
    await save(async () => call(await signedInFunctions(), updateSpaceTop, request), t('saved'));
  }

  return (
    <div>
      <SpaceNav slug={space.slug} displayName={top.displayName || space.top.displayName} />
      <h1 className="mb-4 text-xl font-bold text-slate-900">{t('topTitle')}</h1>
      {formError && (
        <div className="mb-4">
          <FormAlert tone="error">{formError}</FormAlert>
        </div>
      )}
      <AsyncForm
        onSubmit={submit}
        noValidate
        className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
      >
        <TextField
          label={t('displayName')}
          name="displayName"
          required
          maxLength={LIMITS.displayNameMaxLength}
          error={errors['top.displayName']}
          value={top.displayName}
          onChange={(event) => setTop({ ...top, displayName: event.target.value })}
        />
        <TextArea
          label={t('bio')}
          name="bio"
          rows={6}
          maxLength={LIMITS.bioMaxLength}
          hint={t('bioHint', { max: LIMITS.bioMaxLength })}
          error={errors['top.bio']}
          value={top.bio}
          onChange={(event) => setTop({ ...top, bio: event.target.value })}
        />
        <SelectField
          label={t('layout')}
          name="layout"
          error={errors['top.layout']}
          value={top.layout}
          onChange={(event) =>
            setTop({ ...top, layout: event.target.value as SpaceTopInput['layout'] })
          }
        >
          {LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {layout === 'centered' ? t('layoutCentered') : t('layoutLeft')}
            </option>
          ))}
        </SelectField>
        <Button type="submit">{t('save')}</Button>
      </AsyncForm>
    </div>
  );
}

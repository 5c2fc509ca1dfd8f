// /s/new (signed-in only): slug, display name and the template the page starts from, checked with
// the contracts' schema and slug rules before sending; the server's answer (taken, reserved,
// limit…) shows on its field. The chosen template shows as the page it makes.
import {
  checkSlug,
  createSpace,
  LIMITS,
  uniqueIssues,
  type SpaceTemplateId,
} from '@spaces/contracts';
import { useState } from 'react';
import { redirect, useNavigate } from 'react-router';
import { AsyncForm } from '../../../components/ui/async-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useLang, useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { titleMeta } from '../../../lib/page-title';
import { requestValidator } from '../../../lib/request-validator';
import { requireEditor } from '../../../lib/session.server';
import { FormAlert } from '../../../components/form/form-alert';
import type { Route } from './+types/new-space';
import { fieldErrors } from '../../../forms/call-messages';
import { useEditorSave } from '../../../forms/use-editor-save';
import { TemplatePicker, TemplatePreview } from '../start/template-picker';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(matches, 'editor', 'newTitle');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireEditor(request);
  // Creating a space needs a verified address (the callable insists too): verify first.
  if (!user.emailVerified) throw redirect('/a/verify-email?next=%2Fs%2Fnew');
  return null;
}

const isCreateRequest = requestValidator(createSpace);

export default function NewSpace() {
  const t = useT('editor');
  const ui = useT('ui');
  const navigate = useNavigate();
  const { save, formError, fieldErrors: errors, showInvalid } = useEditorSave();
  const [slug, setSlug] = useState('');
  const [displayName, setDisplayName] = useState('');
  // A designed page from the start; blank is one choice among them.
  const [template, setTemplate] = useState<SpaceTemplateId>('creator');
  const lang = useLang();

  async function create() {
    const request = {
      slug: slug.trim().toLowerCase(),
      displayName: displayName.trim(),
      template,
      lang,
    };
    const slugCheck = checkSlug(request.slug);
    const issues = uniqueIssues(
      isCreateRequest.issues(request),
      slugCheck.ok ? [] : slugCheck.issues,
    );
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, issues));
      return;
    }
    await save(() => callSignedIn(createSpace, request), t('created'), {
      // Also after a Retry: the space exists, so its editor is where to go.
      onSaved: (created) => navigate(`/s/${created.space.slug}`),
    });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-fg">{t('newTitle')}</h1>
        <p className="mt-1 text-sm text-fg-muted">{t('newIntro')}</p>
      </div>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <AsyncForm
          scriptNote={ui('needsScript')}
          onSubmit={create}
          className="space-y-4 rounded-lg border border-line bg-surface p-4 sm:p-6"
          noValidate
        >
          <TextField
            label={t('slug')}
            name="slug"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={LIMITS.slugMaxLength}
            hint={t('slugHint', { min: LIMITS.slugMinLength, max: LIMITS.slugMaxLength })}
            error={errors.slug}
            value={slug}
            onChange={(event) => setSlug(event.target.value)}
          />
          <TextField
            label={t('displayName')}
            name="displayName"
            required
            maxLength={LIMITS.displayNameMaxLength}
            error={errors.displayName}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
          />
          <TemplatePicker selected={template} onSelect={setTemplate} />
          <Button type="submit" size="lg">
            {t('create')}
          </Button>
        </AsyncForm>
        <TemplatePreview template={template} slug={slug} displayName={displayName} />
      </div>
    </div>
  );
}

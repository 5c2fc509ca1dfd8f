import { checkSlug, renameSpace } from '@spaces/contracts';
import { useState } from 'react';
import { AsyncForm } from '../../../components/ui/async-form';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { useT } from '../../../i18n/use-t';
import { callSignedIn } from '../../../lib/callables';
import { browserEnv } from '../../../lib/public-env';
import { requestValidator } from '../../../lib/request-validator';
import { FormAlert } from '../../../components/form/form-alert';
import { fieldErrors } from '../../../forms/call-messages';
import { useEditorSave } from '../../../forms/use-editor-save';
import { useEditorSpace } from '../shell/editor-space';
import { EditorCard } from '../shell/editor-card';

const renameIssues = requestValidator(renameSpace);

/** A new address for the space; the old one keeps redirecting and stays the owner's. */
export function RenameSlug() {
  const t = useT('editor');
  const ui = useT('ui');
  const confirm = useConfirm();
  const { space, setSpace } = useEditorSpace();
  const { save, formError, fieldErrors: serverErrors, showInvalid } = useEditorSave();
  const [slug, setSlug] = useState(space.slug);
  const origin = browserEnv().siteOrigin;

  async function submit() {
    const request = { spaceId: space.spaceId, slug: slug.trim() };
    const checked = checkSlug(request.slug);
    const issues = [...renameIssues.issues(request), ...(checked.ok ? [] : checked.issues)];
    if (issues.length > 0) {
      showInvalid(fieldErrors(t, issues.slice(0, 1)));
      return;
    }
    if (checked.ok && checked.value === space.slug) return;
    const next = checked.ok ? checked.value : request.slug;
    const confirmed = await confirm({
      title: t('renameTitle'),
      description: t('renameConfirmBody', { from: space.slug, to: next }),
      confirmLabel: t('renameConfirm'),
    });
    if (!confirmed) return;
    await save(() => callSignedIn(renameSpace, request), t('renamed'), {
      onSaved: ({ space: stored }) => {
        setSlug(stored.slug);
        setSpace(stored);
      },
    });
  }

  return (
    <EditorCard id="rename-heading" title={t('renameTitle')} className="space-y-3 p-4 sm:p-6">
      <p className="text-sm text-fg-muted" id="rename-warning">
        {t('renameWarning')}
      </p>
      {formError && <FormAlert tone="error">{formError}</FormAlert>}
      <AsyncForm
        noValidate
        aria-labelledby="rename-heading"
        className="flex flex-wrap items-end gap-2"
        scriptNote={ui('needsScript')}
        onSubmit={submit}
      >
        <div className="min-w-48 flex-1">
          <TextField
            label={t('newSlug')}
            hint={`${origin}/${slug.trim().toLowerCase() || '…'}`}
            autoCapitalize="none"
            spellCheck={false}
            value={slug}
            error={serverErrors.slug}
            onChange={(event) => setSlug(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" color="neutral" className="min-h-11">
          {t('renameSubmit')}
        </Button>
      </AsyncForm>
    </EditorCard>
  );
}

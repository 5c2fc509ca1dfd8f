// The frame of every section form: the fields, then one save bar, which sticks to the bottom of
// the viewport while there are unsaved changes ("unsaved changes · discard · save"). A save that
// takes more than 3 s says so in words in the bar, and offers to save again at 15 s (the kit's
// AsyncForm, placed here rather than after the fields).
import type { ReactNode } from 'react';
import { AsyncForm, FormPendingWords, useAsyncFormState } from '../components/ui/async-form';
import { Button } from '../components/ui/button';
import { cn } from '../components/ui/cn';
import { useT } from '../i18n/use-t';
import type { EditorForm } from './form-state';

export function SectionForm({
  form,
  label,
  saveLabel,
  children,
}: {
  form: Pick<EditorForm<unknown>, 'submit' | 'dirty' | 'discard'>;
  /** The form's accessible name (the section's title). */
  label: string;
  /** The save button's text when "Save" alone would be ambiguous (two forms on one page). */
  saveLabel?: string;
  children: ReactNode;
}) {
  const t = useT('editor');
  const ui = useT('ui');
  return (
    <AsyncForm
      onSubmit={form.submit}
      noValidate
      aria-label={label}
      className="space-y-4"
      scriptNote={ui('needsScript')}
      placesPendingWords
    >
      {children}
      <div
        data-testid="save-bar"
        className={cn(
          'flex min-h-16 items-center justify-end gap-2 py-3',
          // Only while something is unsaved does it follow the viewport, so it never hides rows.
          form.dirty &&
            'sticky bottom-0 z-10 -mx-4 border-t border-line bg-surface px-4 shadow-lg sm:mx-0 sm:rounded-t-lg sm:border-x',
        )}
      >
        <p role="status" className="mr-auto flex min-w-0 items-center gap-2 text-sm text-fg-soft">
          <SaveStatus dirty={form.dirty} unsaved={t('unsavedChanges')} />
        </p>
        {form.dirty && (
          <Button
            variant="ghost"
            color="neutral"
            size="lg"
            className="min-h-11 shrink-0 whitespace-nowrap"
            onClick={form.discard}
          >
            {t('discard')}
          </Button>
        )}
        <Button type="submit" size="lg" className="min-h-11 shrink-0 whitespace-nowrap">
          {saveLabel ?? t('save')}
        </Button>
      </div>
    </AsyncForm>
  );
}

/** Inside the form: "unsaved changes", or words once its save has taken more than 3 s. */
function SaveStatus({ dirty, unsaved }: { dirty: boolean; unsaved: string }) {
  const phase = useAsyncFormState()?.attempt.phase;
  if (phase === 'slow' || phase === 'stalled') return <FormPendingWords />;
  if (!dirty) return null;
  return (
    <>
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-warning-500" />
      {unsaved}
    </>
  );
}

// Saving from the editor: one callable per save, a toast on success, field and form messages on
// failure, and — when nothing was wrong with the input — a Retry that sends the same request
// again. State lives in the page, so nothing typed is lost whatever happens.
import { useState } from 'react';
import { useToast } from '../../components/ui/toast';
import { useLang, useT } from '../../i18n/use-t';
import { toCallError } from '../../lib/callables';
import { describeCallError, type FieldErrors } from './call-messages';

export interface EditorSave {
  /** Runs `request`; resolves with its result, or undefined when it failed (already reported). */
  save: <T>(request: () => Promise<T>, savedMessage: string) => Promise<T | undefined>;
  formError: string | null;
  fieldErrors: FieldErrors;
  /** Shows client-side validation results the same way as the server's. */
  showInvalid: (fields: FieldErrors) => void;
}

export function useEditorSave(): EditorSave {
  const callErrors = useT('callErrors');
  const ui = useT('ui');
  const lang = useLang();
  const toast = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function save<T>(request: () => Promise<T>, savedMessage: string): Promise<T | undefined> {
    setFormError(null);
    setFieldErrors({});
    try {
      const result = await request();
      toast.add({ title: savedMessage, color: 'success' });
      return result;
    } catch (error) {
      const described = describeCallError(lang, toCallError(error));
      setFormError(described.message);
      setFieldErrors(described.fields);
      toast.add({
        title: described.message,
        color: 'error',
        action: described.retryable
          ? { label: ui('retry'), onClick: () => void save(request, savedMessage) }
          : undefined,
      });
      return undefined;
    }
  }

  function showInvalid(fields: FieldErrors) {
    setFormError(callErrors('invalidInput'));
    setFieldErrors(fields);
  }

  return { save, formError, fieldErrors, showInvalid };
}

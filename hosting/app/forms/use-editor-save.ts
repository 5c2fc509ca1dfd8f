// Saving from the editor: one callable per save, a toast on success, field and form messages on
// failure, and — when nothing was wrong with the input — a Retry that sends the same request
// again and, when it succeeds, finishes the save as the first attempt would have (onSaved).
// State lives in the page, so nothing typed is lost whatever happens. A save still waiting is told
// about by the kit control that started it (words at 3 s, Retry at 15 s: lib/pending.ts).
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast';
import { useLang, useT } from '../i18n/use-t';
import { toCallError } from '../lib/call-error';
import { describeCallError, type FieldErrors } from './call-messages';
import { keyFieldErrors, type ListKeys } from './form-state';

export interface SaveOptions<T> {
  /** Runs once the request succeeded, whether at once or on Retry. */
  onSaved?: (result: T) => unknown;
  /** The row keys of the lists as sent, so the server's issues land on their rows. */
  rows?: ListKeys;
}

export interface EditorSave {
  /** Runs `request`; resolves with its result, or undefined when it failed (already reported). */
  save: <T>(
    request: () => Promise<T>,
    savedMessage: string,
    options?: SaveOptions<T>,
  ) => Promise<T | undefined>;
  formError: string | null;
  fieldErrors: FieldErrors;
  /** Shows client-side validation results the same way as the server's. */
  showInvalid: (fields: FieldErrors) => void;
  /** Forgets the messages of the last attempt. */
  clear: () => void;
}

export function useEditorSave(): EditorSave {
  const callErrors = useT('callErrors');
  const visitorErrors = useT('visitorErrors');
  const ui = useT('ui');
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  function clear() {
    setFormError(null);
    setFieldErrors({});
  }

  async function save<T>(
    request: () => Promise<T>,
    savedMessage: string,
    options: SaveOptions<T> = {},
  ): Promise<T | undefined> {
    clear();
    let result: T;
    try {
      result = await request();
    } catch (error) {
      const described = describeCallError(lang, toCallError(error));
      setFormError(described.message);
      setFieldErrors(keyFieldErrors(described.fields, options.rows ?? {}));
      // Said once beside the form (and each field's own message under it); a toast only when it
      // carries the way forward, Retry, for a failure that was not the input's fault.
      const { fixAt } = described;
      if (fixAt !== undefined) {
        // The way to fix it (verifying the address), coming back here afterwards.
        const next = encodeURIComponent(location.pathname);
        toast.add({
          title: described.message,
          color: 'error',
          action: {
            label: callErrors('verifyEmailAction'),
            onClick: () => void navigate(`${fixAt}?next=${next}`),
          },
        });
      } else if (described.retryable) {
        toast.add({
          title: described.message,
          color: 'error',
          action: { label: ui('retry'), onClick: () => void save(request, savedMessage, options) },
        });
      }
      return undefined;
    }
    setFormError(null);
    toast.add({ title: savedMessage, color: 'success' });
    await options.onSaved?.(result);
    return result;
  }

  function showInvalid(fields: FieldErrors) {
    setFormError(visitorErrors('invalidInput'));
    setFieldErrors(fields);
  }

  return { save, formError, fieldErrors, showInvalid, clear };
}
